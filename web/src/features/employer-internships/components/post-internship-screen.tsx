/** Post internship (spec 2 §2 /employer/post-internship): the create form with a tips panel; success → dashboard. */
import { useNavigate } from 'react-router-dom';
import type { CreateInternshipBody } from '@stint/shared/internships/internships.schemas';
import { showToast } from '../../../components/toasts';
import { useSession } from '../../../lib/session';
import { createInternship } from '../api/create-internship';
import { InternshipForm, newInternshipValues } from './internship-form';
import { PageHeader } from '../../../components/page-header';
import './employer-internships.css';

export function PostInternshipScreen() {
  const navigate = useNavigate();
  const companyName = useSession((state) => state.user?.companyName);

  const onSubmit = async (body: unknown, { asDraft }: { asDraft: boolean }) => {
    const { internship, message } = await createInternship(body as CreateInternshipBody);
    showToast(
      asDraft
        ? {
            tone: 'success',
            title: message || 'Draft saved',
            message: `"${internship.title}" is saved as a draft. Publish it from its page when it is ready.`,
            action: { label: 'Open the draft', to: `/employer/internships/${internship._id}` },
          }
        : {
            tone: 'success',
            title: message || 'Internship posted',
            message: `"${internship.title}" is now open to applications.`,
            action: { label: 'View the internship', to: `/employer/internships/${internship._id}` },
          },
    );
    await navigate('/employer/dashboard');
  };

  return (
    <main id="main" tabIndex={-1} className="page employer-page">
      <title>Post Internship · Stint</title>
      <div className="page__inner">
        <PageHeader
          back={{ to: '/employer/dashboard', label: 'Back to dashboard' }}
          titleId="internship-form-title"
          title="Post a New Internship"
          intro="Describe the role so that the right students find it and apply. You can save a draft and publish it later."
        />
        <div className="post-layout">
          <section className="card post-layout__form" aria-label="Internship details">
            <InternshipForm
              mode="create"
              initialValues={newInternshipValues(companyName)}
              onSubmit={onSubmit}
              cancelTo="/employer/dashboard"
              failureMessage="Failed to post internship"
            />
          </section>
          <aside className="card post-layout__tips" aria-labelledby="tips-title">
            <h2 id="tips-title" className="card__title">
              Tips for a great posting
            </h2>
            <ul className="tips">
              <li>
                <strong>Use a clear title.</strong> Students search by role: “Data Analyst Intern” finds more readers
                than “Summer Opportunity”.
              </li>
              <li>
                <strong>Say what they will do.</strong> List concrete responsibilities and the projects an intern joins.
              </li>
              <li>
                <strong>Keep requirements realistic.</strong> Interns are still learning; separate must-haves from
                nice-to-haves.
              </li>
              <li>
                <strong>Be open about pay.</strong> Postings with a stipend receive more applications.
              </li>
              <li>
                <strong>Leave time to apply.</strong> A deadline two to four weeks away gives students time to prepare.
              </li>
              <li>
                <strong>Not ready yet?</strong> Save as a draft: it stays private until you publish it.
              </li>
            </ul>
          </aside>
        </div>
      </div>
    </main>
  );
}
