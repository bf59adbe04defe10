/** `POST /reports/{id}/submit`: a draft goes to the administrators for review (marked late after its due date). */
import type { Report } from '@stint/shared/reports/reports.schemas';
import { apiRequest } from '../../../lib/api-client';
import { revalidateReports } from './revalidate-reports';

export async function submitReport(id: string): Promise<{ report: Report; message: string | undefined }> {
  const { data, message } = await apiRequest<{ report: Report }>(`/reports/${encodeURIComponent(id)}/submit`, {
    method: 'POST',
    body: {},
  });
  await revalidateReports();
  return { report: data.report, message };
}
