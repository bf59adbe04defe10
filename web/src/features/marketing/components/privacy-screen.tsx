/**
 * The Privacy Policy: what Stint actually stores, who sees it, how it is protected and erased. Each statement matches
 * how the platform works (per-person encryption of personal data, five-minute resume links, email preferences,
 * newsletter unsubscribe); keep it in step when that changes.
 */
import { Link } from 'react-router-dom';
import { LegalPage, SupportContact, type LegalSection } from './legal-page';

export function PrivacyScreen({ supportEmail }: { supportEmail?: string }) {
  const sections: LegalSection[] = [
    {
      id: 'privacy-collect',
      title: 'What we collect',
      body: (
        <>
          <h3>When you create an account</h3>
          <ul>
            <li>
              Everyone: your email address, phone number, name and a password. We keep only a one-way hash of the
              password (Argon2id), never the password itself.
            </li>
            <li>Students: your student ID, university, program, major and year of study.</li>
            <li>Employers: your company name and address.</li>
            <li>
              Universities: the institution’s name, code, address, type and accreditation, and a contact person’s name,
              title, email and phone.
            </li>
          </ul>
          <h3>When you use Stint</h3>
          <ul>
            <li>Applications: your cover letter and the resume file you upload.</li>
            <li>Your profile picture, if you add one.</li>
            <li>Your internship record: logbook entries, reports, evaluations and the reviewers’ comments on them.</li>
            <li>Your settings: bookmarks and which email notifications you want.</li>
            <li>Messages you send us from the contact form: your name, email, subject and message.</li>
            <li>Newsletter: your email address and the categories you chose. You do not need an account for it.</li>
          </ul>
          <h3>Technical information</h3>
          <ul>
            <li>
              Our servers log requests (the address requested, the time, the response and your IP address) to run the
              service, find faults and stop abuse. IP addresses are also counted for a short time to limit repeated
              sign-in attempts, password-reset requests and contact messages.
            </li>
            <li>
              Your browser keeps your session in its local storage so that you stay signed in. We use no advertising or
              tracking cookies and no third-party analytics.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'privacy-use',
      title: 'How we use it',
      body: (
        <>
          <p>We use your information only to provide Stint:</p>
          <ul>
            <li>to run your account and sign you in;</li>
            <li>to send your application to the employer you applied to, and to show you its status;</li>
            <li>to let the people involved in your internship review your logbook, reports and evaluation;</li>
            <li>to send you the emails described below;</li>
            <li>to answer your messages, and to keep the service secure.</li>
          </ul>
          <p>
            We do not sell or rent your personal data, we do not use it for advertising, and we do not share it with
            anyone for their own marketing.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-who',
      title: 'Who can see what',
      body: (
        <ul>
          <li>
            <strong>Employers</strong> see the applications made to their own internships, including the cover letter
            and resume, and the logbooks and evaluations of the interns they accepted. They do not see your other
            applications.
          </li>
          <li>
            <strong>Your university</strong> (the one you named when registering) can read its own students’
            applications, current internships, logbooks, reports and evaluations. It cannot change them.
          </li>
          <li>
            <strong>Administrators</strong> of Stint monitor student progress, review reports and evaluations, and
            manage accounts.
          </li>
          <li>
            <strong>Anyone</strong> can see the internships employers publish (signed-in users also see the employer’s
            name), and the names of registered universities are listed so that students can choose theirs when they
            register. Student profiles are never public.
          </li>
          <li>
            <strong>Service providers</strong> that host Stint and deliver its email process data only to do that for
            us.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-protect',
      title: 'How we protect it',
      body: (
        <ul>
          <li>
            Personal details (names, email addresses, phone numbers and what you write) are stored encrypted with a key
            that belongs to you alone, kept apart from the data itself. Uploaded files are kept in private storage.
          </li>
          <li>
            A resume is opened through a link that works for five minutes, and only for the student who uploaded it and
            the employer it was sent to.
          </li>
          <li>
            Sessions expire after a set time and end when you sign out or change your password. Password-reset links
            work once, for at most an hour.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-email',
      title: 'Emails we send',
      body: (
        <ul>
          <li>Account emails: confirming your email address and resetting your password, when you ask for it.</li>
          <li>
            Notifications: decisions on your applications, new applications for employers, reviews of your logbook
            entries and reports, and a reminder when a draft is due soon. You can switch application updates and
            reminders on or off in your account settings.
          </li>
          <li>
            The newsletter: a weekly digest of new internships in the categories you chose, only if you subscribed.
            Every digest has a link to unsubscribe at once, without signing in.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-delete',
      title: 'Keeping and deleting your data',
      body: (
        <>
          <p>
            We keep your information while your account exists. When your account is deleted, the files you uploaded
            (resumes and profile picture) are deleted and your personal key is erased. Without the key your personal
            details can no longer be read anywhere they were stored, including our backups, and records that others
            still need, such as an employer’s list of past applications, show “Deleted user” instead of your name. Your
            email address is then free to register again, as a new account.
          </p>
          <p>
            You can delete your account from your account settings, confirming with your password, or ask us{' '}
            <SupportContact email={supportEmail} />.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-choices',
      title: 'Your choices',
      body: (
        <ul>
          <li>See and correct your details on your profile page at any time.</li>
          <li>Choose which notification emails you receive in your account settings.</li>
          <li>Unsubscribe from the newsletter from any digest.</li>
          <li>
            Download a copy of your data, or delete your account, from your account settings. For anything you cannot do
            yourself, contact us <SupportContact email={supportEmail} />.
          </li>
        </ul>
      ),
    },
    {
      id: 'privacy-changes',
      title: 'Changes and contact',
      body: (
        <p>
          When what we do with your data changes, we update this page first. Questions about your privacy are welcome{' '}
          <SupportContact email={supportEmail} />; the <Link to="/terms">Terms of Service</Link> cover the rest of how
          Stint is used.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information Stint keeps about you, why, who can see it and how you can have it
          deleted. It is written to match how the platform actually works.
        </p>
      }
      sections={sections}
    />
  );
}
