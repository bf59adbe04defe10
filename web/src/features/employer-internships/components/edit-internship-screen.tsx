/** Edit internship (spec 2 §2 /employer/internships/edit/{id}): the form starts from the stored values. */
import { useNavigate, useParams } from 'react-router-dom';
import type { UpdateInternshipBody } from '@stint/shared/internships/internships.schemas';
import { LoadingPanel } from '../../../components/loading-panel';
import { showToast } from '../../../components/toasts';
import { useInternship } from '../api/get-internship';
import { updateInternship } from '../api/update-internship';
import { InternshipForm, storedInternshipValues } from './internship-form';
import { InternshipNotFound } from './internship-not-found';
import { PageHeader } from '../../../components/page-header';
import './employer-internships.css';

export function EditInternshipScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  // Loaded once for the form: a live change elsewhere must not overwrite what the employer is typing.
  const { data, error, isLoading, mutate } = useInternship(id);
  const internship = data?.internship;
  const detailPath = `/employer/internships/${id}`;

  const onSubmit = async (body: unknown) => {
    const { message } = await updateInternship(id, body as UpdateInternshipBody);
    // Spec 2 §8: 'Internship updated successfully!' (the server's words when it sends them).
    showToast({ tone: 'success', title: message || 'Internship updated successfully!' });
    await navigate(detailPath);
  };

  if (error && !data) return <InternshipNotFound error={error} onRetry={() => void mutate()} />;

  return (
    <main id="main" tabIndex={-1} className="page employer-page">
      <title>{internship ? `Edit ${internship.title} · Stint` : 'Edit Internship · Stint'}</title>
      <div className="page__inner page__inner--narrow">
        <PageHeader
          back={{ to: detailPath, label: 'Back to the internship' }}
          titleId="internship-form-title"
          title="Edit Internship"
          intro={internship ? `Changes to “${internship.title}” show to students as soon as you save them.` : undefined}
        />
        {isLoading || !internship ? (
          <LoadingPanel text="Loading the internship…" />
        ) : (
          <section className="card" aria-label="Internship details">
            <InternshipForm
              key={internship._id}
              mode="edit"
              initialValues={storedInternshipValues(internship)}
              onSubmit={onSubmit}
              cancelTo={detailPath}
              failureMessage="Failed to update internship"
            />
          </section>
        )}
      </div>
    </main>
  );
}
