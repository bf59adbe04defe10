/**
 * `POST /reports/{id}/review`: an admin takes a submitted report into review, or approves, rejects or sends back for
 * revision a submitted or under-review one. Rejecting and asking for revision need a comment (a 400 without one); a
 * 409 says the report has moved on meanwhile. Every page of the admin's list loads again afterwards.
 */
import { mutate } from 'swr';
import type { ReportReviewDecision } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_REPORTS_PATH } from './get-admin-reports';

export async function reviewReport(
  reportId: string,
  status: ReportReviewDecision,
  comment: string,
): Promise<{ report: Report | undefined; message: string | undefined }> {
  const { data, message } = await apiRequest<{ report?: Report } | undefined>(
    `/reports/${encodeURIComponent(reportId)}/review`,
    { method: 'POST', body: comment ? { status, comment } : { status } },
  );
  await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_REPORTS_PATH)).catch(() => {});
  return { report: data?.report, message };
}
