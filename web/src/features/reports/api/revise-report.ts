/**
 * `POST /reports/{id}/revise`: the student rewrites a draft, a rejected or a requires-revision report (the internship
 * stays); it becomes a draft, to submit again.
 */
import type { Report, ReviseReportBody } from '@stint/shared/reports/reports.schemas';
import { apiRequest } from '../../../lib/api-client';
import { revalidateReports } from './revalidate-reports';

export async function reviseReport(
  id: string,
  body: ReviseReportBody,
): Promise<{ report: Report; message: string | undefined }> {
  const { data, message } = await apiRequest<{ report: Report }>(`/reports/${encodeURIComponent(id)}/revise`, {
    method: 'POST',
    body,
  });
  await revalidateReports();
  return { report: data.report, message };
}
