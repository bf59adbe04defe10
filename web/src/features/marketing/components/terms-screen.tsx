/**
 * The Terms of Service: the rules of using Stint for each role, what Stint does and does not promise, and how an
 * account ends. Plain statements that match the platform; keep them in step when it changes.
 */
import { Link } from 'react-router-dom';
import { LegalPage, SupportContact, type LegalSection } from './legal-page';

export function TermsScreen({ supportEmail }: { supportEmail?: string }) {
  const sections: LegalSection[] = [
    {
      id: 'terms-about',
      title: 'About these terms',
      body: (
        <p>
          Stint is an internship platform for students, employers, universities and the administrators who run it. By
          creating an account or using the site you agree to these terms. How we handle personal data is described in
          the <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'terms-accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>
            Give accurate information when you register and keep it up to date. One account is for one person or
            organisation.
          </li>
          <li>
            Keep your password to yourself. If you think someone else has used your account, change your password (which
            signs out every session) and tell us.
          </li>
          <li>
            Students, employers and universities register themselves. Administrator accounts are created only by the
            people who operate Stint.
          </li>
          <li>
            Administrators may deactivate an account that breaks these terms; a deactivated account cannot sign in.
          </li>
        </ul>
      ),
    },
    {
      id: 'terms-students',
      title: 'Students',
      body: (
        <ul>
          <li>Apply only with your own cover letter and resume, and describe yourself truthfully.</li>
          <li>
            Keep your logbook entries and reports accurate: your employer, the administrators and your university rely
            on them.
          </li>
          <li>You can apply once to each internship. Applying does not guarantee an interview or a place.</li>
        </ul>
      ),
    },
    {
      id: 'terms-employers',
      title: 'Employers',
      body: (
        <ul>
          <li>
            Post only real internships that you can offer, with accurate details: duties, location, work type, pay and
            deadline.
          </li>
          <li>
            Use applicants’ information only to assess their application for your internship, and do not pass it on.
          </li>
          <li>Never ask students for a fee to apply or to take up an internship.</li>
          <li>Review logbooks and write evaluations honestly and in good time.</li>
        </ul>
      ),
    },
    {
      id: 'terms-universities',
      title: 'Universities',
      body: (
        <p>
          Universities get read-only access to their own students’ applications, internships, logbooks, reports and
          evaluations. Use it only to support those students and oversee their placements.
        </p>
      ),
    },
    {
      id: 'terms-external',
      title: 'Listings from other sites',
      body: (
        <p>
          Some listings come from a partner job board and are marked External. We filter them down to internship-level
          roles but do not write, check or control them. Applications to them happen on the other site, under its own
          terms.
        </p>
      ),
    },
    {
      id: 'terms-content',
      title: 'What you upload',
      body: (
        <ul>
          <li>
            You keep ownership of what you write and upload. You allow Stint to store it and show it to the people
            described in the Privacy Policy, only to provide the service.
          </li>
          <li>Resumes must be PDF, DOC or DOCX files of at most 5 MB.</li>
          <li>Do not upload anything unlawful, misleading or harmful, or anything you have no right to share.</li>
        </ul>
      ),
    },
    {
      id: 'terms-use',
      title: 'Acceptable use',
      body: (
        <ul>
          <li>Do not try to reach data or accounts that are not yours, or to get around the limits of your role.</li>
          <li>Do not copy listings or profiles in bulk, send spam through the contact form, or disrupt the service.</li>
          <li>Repeated sign-in attempts, password-reset requests and contact messages are limited automatically.</li>
        </ul>
      ),
    },
    {
      id: 'terms-service',
      title: 'What we promise, and what we do not',
      body: (
        <>
          <p>
            We work to keep Stint available, correct and secure, but we cannot promise that it will never be interrupted
            or free of errors. Stint is not a party to any agreement between a student and an employer, and does not
            guarantee that an application leads to an internship.
          </p>
          <p>
            Within what the law allows, Stint is provided as it is, and we are not liable for losses that come from
            listings, decisions or content provided by other users.
          </p>
        </>
      ),
    },
    {
      id: 'terms-ending',
      title: 'Ending your account, and changes',
      body: (
        <p>
          You can stop using Stint and delete your account at any time; the Privacy Policy explains what deletion
          erases. We may update these terms; the current version is always on this page. Questions are welcome{' '}
          <SupportContact email={supportEmail} />.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>The rules for using Stint, written plainly: what you can expect from us, and what we expect from you.</p>
      }
      sections={sections}
    />
  );
}
