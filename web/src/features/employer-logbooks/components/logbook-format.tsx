/** How a logbook entry reads on the employer's review screen. */
import type { LogbookStatus } from '@stint/shared/logbooks/logbooks.constants';
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { ReviewStatusBadge } from '../../../components/review-status';
import { studentName } from '../../../lib/student-name';

export const logbookStatusLabels: Record<LogbookStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function LogbookStatusBadge({ status }: { status: LogbookStatus }) {
  return <ReviewStatusBadge status={status} label={logbookStatusLabels[status]} />;
}

export function entryStudentName(entry: Pick<LogbookEntry, 'student'>): string {
  return studentName(entry.student);
}

export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} ${hours === 1 ? 'hour' : 'hours'}`;
}
