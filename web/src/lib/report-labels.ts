/** How a report's status and type read wherever a report shows (spec 2 §4: statuses and types). */
import type { ReportStatus, ReportType } from '@stint/shared/reports/reports.constants';

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
