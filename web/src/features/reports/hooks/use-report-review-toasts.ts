/**
 * A toast when an administrator decides on one of the student's reports on the open reports page (docs/architecture.md
 * §Realtime): the `reports` notice names the report, the list loads again (live), and a report whose status moved to
 * under review, approved, rejected or requires revision is announced. The student's own moves (save, revise, submit)
 * say nothing.
 */
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { useStatusChangeToasts, type StatusAnnouncement } from '../../../lib/status-change-toasts';
import { topics } from '@stint/shared/live/topics';

const announcements: Partial<Record<ReportStatus, StatusAnnouncement>> = {
  under_review: { tone: 'info', title: 'Report under review', verb: 'is now being reviewed' },
  approved: { tone: 'success', title: 'Report approved', verb: 'was approved' },
  rejected: { tone: 'danger', title: 'Report rejected', verb: 'was rejected' },
  requires_revision: { tone: 'danger', title: 'Revision requested', verb: 'needs a revision' },
};

export function useReportReviewToasts(reports: readonly Report[] | undefined): void {
  useStatusChangeToasts(topics.reports, reports, announcements, (report, verb) => {
    const comment = report.statusHistory.at(-1)?.comment;
    return { message: `Your report “${report.title}” ${verb}.${comment ? ` “${comment}”` : ''}` };
  });
}
