/**
 * A toast for each report a student submits while an admin is on the review screens (docs/architecture.md §Realtime);
 * an admin's own decisions say nothing (lib/submission-toasts.ts).
 */
import { useSubmissionToasts } from '../../../lib/submission-toasts';
import { getReport } from '../api/get-report';
import { reportStudentName } from '../components/report-format';
import { topics } from '@stint/shared/live/topics';

export function useNewReportToasts(): void {
  useSubmissionToasts(topics.reports, getReport, {
    // One toast per submission: a report submitted again after a revision is announced again.
    submission: (report) => `${report._id}:${report.submittedDate ?? ''}`,
    toast: (report) => ({
      title: 'New report submitted',
      message: `${reportStudentName(report)} submitted “${report.title}”${report.isLate ? ' (late)' : ''}.`,
      action: { label: 'Review reports', to: '/admin/reports' },
    }),
  });
}
