/** `GET /university/reports/{id}`: one submitted report with its content and status history (read-only). */
import useSWR from 'swr';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

export function useUniversityReport(reportId: string) {
  return useSWR(`/university/reports/${encodeURIComponent(reportId)}`, (key: string) =>
    apiFetch<{ report: Report }>(key),
  );
}
