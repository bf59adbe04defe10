/**
 * A toast for each application that arrives while the employer is in their area (docs/architecture.md §Realtime: a
 * toast for one's own items). The employer's application list is live (the `applications` notice to the employer's room
 * revalidates it); what is new is what was not in the list before, so a change of status, a reconnect or a revisit says
 * nothing.
 */
import { showArrivalToasts, useAddedItems } from '../../../lib/arrival-toasts';
import { useEmployerApplications } from '../api/get-employer-applications';
import { studentName } from '../components/application-status';

export function useNewApplicationToasts(): void {
  const { data } = useEmployerApplications();
  useAddedItems(data?.applications, (added) =>
    showArrivalToasts(
      added.filter((application) => application.status === 'pending'),
      {
        summary: (count) => ({
          title: `${count} new applications`,
          action: { label: 'View your internships', to: '/employer/internships' },
        }),
        each: (application) => ({
          title: 'New application received',
          message: `${studentName(application)} applied to “${application.internship.title}”.`,
          action: { label: 'View applications', to: `/employer/internships/${application.internship._id}` },
        }),
      },
    ),
  );
}
