/** How a report reads on the admin's review screen (spec 2 §4: statuses and types). */
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { ReviewStatusBadge } from '../../../components/review-status';
import { reportStatusLabels } from '../../../lib/report-labels';

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
