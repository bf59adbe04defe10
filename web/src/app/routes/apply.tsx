/**
 * The apply screen (/internships/{id}/apply, students only): the internship and the application form. On success the
 * toast 'Application submitted successfully!' and the student's applications.
 */
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/toasts';
import { ApplyForm } from '../../features/applications/components/apply-form';
import { ExistingApplicationOr } from '../../features/applications/components/existing-application';
import { ApplyFrame } from '../../features/internships/components/apply-frame';

export function ApplyRoute() {
  const navigate = useNavigate();
  return (
    <ApplyFrame>
      {(internship) => (
        <section className="card" aria-labelledby="apply-form-title">
          <h2 id="apply-form-title" className="card__title">
            Your application
          </h2>
          <ExistingApplicationOr
            internshipId={internship._id}
            otherwise={
              <ApplyForm
                internshipId={internship._id}
                onCancel={() => void navigate(`/internships/${encodeURIComponent(internship._id)}`)}
                onSubmitted={(_application, message) => {
                  showToast({ tone: 'success', title: message });
                  void navigate('/student/applications');
                }}
              />
            }
          />
        </section>
      )}
    </ApplyFrame>
  );
}
