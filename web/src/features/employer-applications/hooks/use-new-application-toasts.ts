/**
 * A toast for each application that arrives while the employer is in their area (docs/architecture.md §Realtime: a
 * toast for one's own items). The employer's application list is live (the `applications` notice to the employer's room
 * revalidates it); what is new is what was not in the list before, so a change of status, a reconnect or a revisit says
 * nothing.
 */
import { useEffect, useRef } from 'react';
import { showToast } from '../../../components/toasts';
import { useEmployerApplications } from '../api/get-employer-applications';
import { studentName } from '../components/application-status';

/** Beyond this many at once (e.g. after a long time offline) one summary toast says how many. */
const MAX_SEPARATE_TOASTS = 3;

export function useNewApplicationToasts(): void {
  const { data } = useEmployerApplications();
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!data) return;
    const previous = known.current;
    known.current = new Set(data.applications.map((application) => application._id));
    if (!previous) return; // the first list loaded: nothing has "arrived"
    const arrived = data.applications.filter(
      (application) => !previous.has(application._id) && application.status === 'pending',
    );
    if (arrived.length > MAX_SEPARATE_TOASTS) {
      showToast({
        tone: 'info',
        title: `${arrived.length} new applications`,
        action: { label: 'View your internships', to: '/employer/internships' },
      });
      return;
    }
    for (const application of arrived) {
      showToast({
        tone: 'info',
        title: 'New application received',
        message: `${studentName(application)} applied to “${application.internship.title}”.`,
        action: { label: 'View applications', to: `/employer/internships/${application.internship._id}` },
      });
    }
  }, [data]);
}
