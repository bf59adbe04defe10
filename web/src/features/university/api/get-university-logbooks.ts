/** `GET /university/logbooks?page&limit=10&status` (spec 2 §7): the students' submitted logbook entries. */
import useSWR from 'swr';
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import { UNIVERSITY_PAGE_SIZE, type UniversityLogbookList } from '@stint/shared/university/university.schemas';
import { apiFetch } from '../../../lib/api-client';
import './university-live';

/** Spec 2: the logbook status filter offers the report statuses. */
export type LogbookStatusFilter = ReportStatus | null;

export function logbookFilterParams(status: LogbookStatusFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  return params;
}

export function universityLogbooksKey(status: LogbookStatusFilter, page: number): string {
  const params = logbookFilterParams(status);
  params.set('page', String(page));
  params.set('limit', String(UNIVERSITY_PAGE_SIZE));
  return `/university/logbooks?${params.toString()}`;
}

export function useUniversityLogbooks(status: LogbookStatusFilter, page: number) {
  return useSWR(universityLogbooksKey(status, page), (key: string) => apiFetch<UniversityLogbookList>(key), {
    keepPreviousData: true,
  });
}
