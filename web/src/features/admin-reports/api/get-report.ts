/** `GET /reports/{id}`: one report with its status history (to tell what a `reports` notice was about). */
import type { Report } from '@stint/shared/reports/reports.schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getReport(reportId: string): Promise<Report> {
  return (await apiFetch<{ report: Report }>(`/reports/${encodeURIComponent(reportId)}`)).report;
}
