/**
 * `GET /reports/admin?status&type&page&limit=10`: every student's submitted reports, oldest submission first. `status`
 * narrows it ('in_review' = submitted + under_review, the review queue); without one, every submitted report.
 */
import useSWR from 'swr';
import type { Pagination } from '@stint/shared/http/envelope';
import { REPORT_PAGE_SIZE, type ReportStatus, type ReportType } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_REPORTS_PATH = '/reports/admin';

// A report submitted (or another admin's review) reaches the admins' room.
registerLiveKey(topics.reports, ADMIN_REPORTS_PATH);

export type ReportStatusFilter = Exclude<ReportStatus, 'draft'> | 'in_review';
export type AdminReportsPage = { reports: Report[]; pagination: Pagination };

export function adminReportsKey(status: ReportStatusFilter | null, type: ReportType | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  params.set('page', String(page));
  params.set('limit', String(REPORT_PAGE_SIZE));
  return `${ADMIN_REPORTS_PATH}?${params.toString()}`;
}

export function useAdminReports(status: ReportStatusFilter | null, type: ReportType | null, page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(adminReportsKey(status, type, page), (key: string) => apiFetch<AdminReportsPage>(key), {
    keepPreviousData: true,
  });
}
