/**
 * A toast when an employer moves one of the student's applications (docs/architecture.md §Realtime: a toast for one's
 * own items): the `applications` notice names the application, the student's list (live) loads again, and a status that
 * differs from the one seen before is announced. The student's own actions (apply, withdraw) say nothing here.
 */
import type { ApplicationStatus } from '@stint/shared/applications/applications.constants';
import { useStatusChangeToasts, type StatusAnnouncement } from '../../../lib/status-change-toasts';
import { useStudentApplications } from '../../../lib/student-applications';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<ApplicationStatus, StatusAnnouncement>> = {
  reviewing: { tone: 'info', title: 'Application under review', verb: 'is now being reviewed' },
  accepted: { tone: 'success', title: 'Application accepted', verb: 'was accepted' },
  rejected: { tone: 'danger', title: 'Application not successful', verb: 'was not successful' },
};

export function useApplicationStatusToasts(): void {
  const { data } = useStudentApplications();
  useStatusChangeToasts(topics.applications, data?.applications, announcements, (application, verb) => ({
    message: `Your application to “${application.internship.title}” ${verb}.`,
    action: { label: 'View application', to: `/student/applications/${encodeURIComponent(application._id)}` },
  }));
}
