/** `GET /university/reports?page&limit=10&status&type` (spec 2 §7): the students' submitted reports. */
import useSWR from 'swr';
import type { ReportStatus, ReportType } from '@stint/shared/reports/reports.constants';
import { UNIVERSITY_PAGE_SIZE, type UniversityReportList } from '@stint/shared/university/university.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

export type ReportFilters = { status: ReportStatus | null; type: ReportType | null };

/** The filters as a query (no paging): the list's and the export's. */
export function reportFilterParams({ status, type }: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  return params;
}

export function universityReportsKey(filters: ReportFilters, page: number): string {
  const params = reportFilterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(UNIVERSITY_PAGE_SIZE));
  return `/university/reports?${params.toString()}`;
}

export function useUniversityReports(filters: ReportFilters, page: number) {
  return useSWR(universityReportsKey(filters, page), (key: string) => apiFetch<UniversityReportList>(key), {
    keepPreviousData: true,
  });
}
