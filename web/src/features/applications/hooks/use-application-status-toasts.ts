/**
 * A toast when an employer moves one of the student's applications (docs/architecture.md §Realtime: a toast for one's
 * own items): the `applications` notice names the application, the student's list (live) loads again, and a status that
 * differs from the one seen before is announced. The student's own actions (apply, withdraw) say nothing here.
 */
import { useEffect, useRef } from 'react';
import type { ApplicationStatus } from '@stint/shared/applications/applications.constants';
import { showToast, type ToastTone } from '../../../components/toasts';
import { subscribeToLiveChanges } from '../../../lib/live';
import { useStudentApplications } from '../../../lib/student-applications';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<ApplicationStatus, { tone: ToastTone; title: string; verb: string }>> = {
  reviewing: { tone: 'info', title: 'Application under review', verb: 'is now being reviewed' },
  accepted: { tone: 'success', title: 'Application accepted', verb: 'was accepted' },
  rejected: { tone: 'danger', title: 'Application not successful', verb: 'was not successful' },
};

export function useApplicationStatusToasts(): void {
  const { data } = useStudentApplications();
  const known = useRef<Map<string, ApplicationStatus> | null>(null);
  const noticed = useRef(new Set<string>());

  useEffect(
    () =>
      subscribeToLiveChanges((notice) => {
        if (notice.topic !== topics.applications) return;
        for (const id of notice.ids) noticed.current.add(id);
      }),
    [],
  );

  useEffect(() => {
    if (!data) return;
    const previous = known.current;
    known.current = new Map(data.applications.map((application) => [application._id, application.status]));
    if (!previous) return; // the first list loaded: nothing has changed yet
    for (const application of data.applications) {
      const before = previous.get(application._id);
      if (!before || before === application.status || !noticed.current.has(application._id)) continue;
      noticed.current.delete(application._id);
      const announcement = announcements[application.status];
      if (!announcement) continue;
      showToast({
        tone: announcement.tone,
        title: announcement.title,
        message: `Your application to “${application.internship.title}” ${announcement.verb}.`,
        action: { label: 'View application', to: `/student/applications/${encodeURIComponent(application._id)}` },
      });
    }
  }, [data]);
}
