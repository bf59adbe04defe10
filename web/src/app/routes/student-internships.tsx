/**
 * The student's internship browser (spec 1 §2.14): the internships feature's screen, with the student's application
 * counts, their existing applications and the apply form from the applications feature.
 */
import { showToast } from '../../components/toasts';
import { MyApplicationCounts } from '../../features/applications/components/application-stats';
import { statusLabel } from '../../features/applications/components/application-status';
import { ApplyForm } from '../../features/applications/components/apply-form';
import { useApplicationsByInternship } from '../../features/applications/hooks/use-applications-by-internship';
import { StudentInternshipsScreen } from '../../features/internships/components/student-internships-screen';

export function StudentInternships() {
  const applications = useApplicationsByInternship();
  return (
    <StudentInternshipsScreen
      summary={<MyApplicationCounts />}
      applicationFor={(internshipId) => {
        const application = applications.get(internshipId);
        return application
          ? { applicationId: application._id, statusLabel: statusLabel(application.status) }
          : undefined;
      }}
      renderApplyForm={(internship, onApplied) => (
        <ApplyForm
          internshipId={internship._id}
          onCancel={onApplied}
          onSubmitted={(_application, message) => {
            showToast({
              tone: 'success',
              title: message,
              message: `Your application to “${internship.title}” is with the employer.`,
              action: { label: 'View your applications', to: '/student/applications' },
            });
            onApplied();
          }}
        />
      )}
    />
  );
}
