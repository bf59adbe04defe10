/** How a report reads on the admin's review screen (spec 2 §4: statuses and types). */
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { ReviewStatusBadge } from '../../../components/review-status';
import { reportStatusLabels } from '../../../lib/report-labels';
import { studentName } from '../../../lib/student-name';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <ReviewStatusBadge status={status} label={reportStatusLabels[status]} />;
}

export function reportStudentName(report: Pick<Report, 'student'>): string {
  return studentName(report.student);
}
