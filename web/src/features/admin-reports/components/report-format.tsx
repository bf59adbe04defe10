/** How a report reads on the admin's review screen (spec 2 §4: statuses and types). */
import type { ReportStatus, ReportType } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { ReviewStatusBadge } from '../../../components/review-status';

export const reportStatusLabels: Record<ReportStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  requires_revision: 'Requires Revision',
};

export const reportTypeLabels: Record<ReportType, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  midterm: 'Midterm',
  final: 'Final',
  reflection: 'Reflection',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <ReviewStatusBadge status={status} label={reportStatusLabels[status]} />;
}

export function reportStudentName(report: Pick<Report, 'student'>): string {
  const name = [report.student.firstName, report.student.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || report.student.email || 'A student';
}
