/**
 * A toast when an administrator decides on one of the student's reports on the open reports page (docs/architecture.md
 * §Realtime): the `reports` notice names the report, the list loads again (live), and a report whose status moved to
 * under review, approved, rejected or requires revision is announced. The student's own moves (save, revise, submit)
 * say nothing.
 */
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { showToast, type ToastTone } from '../../../components/toasts';
import { useLiveStatusChanges } from '../../../lib/live-status-changes';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<ReportStatus, { tone: ToastTone; title: string; verb: string }>> = {
  under_review: { tone: 'info', title: 'Report under review', verb: 'is now being reviewed' },
  approved: { tone: 'success', title: 'Report approved', verb: 'was approved' },
  rejected: { tone: 'danger', title: 'Report rejected', verb: 'was rejected' },
  requires_revision: { tone: 'danger', title: 'Revision requested', verb: 'needs a revision' },
};

export function useReportReviewToasts(reports: readonly Report[] | undefined): void {
  useLiveStatusChanges(topics.reports, reports, (report) => {
    const announcement = announcements[report.status];
    if (!announcement) return;
    const comment = report.statusHistory.at(-1)?.comment;
    showToast({
      tone: announcement.tone,
      title: announcement.title,
      message: `Your report “${report.title}” ${announcement.verb}.${comment ? ` “${comment}”` : ''}`,
    });
  });
}
