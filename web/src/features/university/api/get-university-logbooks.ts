/** `GET /university/logbooks?page&limit=10&status` (spec 2 §7): the students' submitted logbook entries. */
import type { ReportStatus } from '@stint/shared/reports/reports.constants';
import { UNIVERSITY_PAGE_SIZE, type UniversityLogbookList } from '@stint/shared/university/university.schemas';
import { useListPage } from '../../../lib/list-page';
import './university-live';

/** Spec 2: the logbook status filter offers the report statuses. */
export type LogbookFilters = { status: ReportStatus | null };

export function useUniversityLogbooks(filters: LogbookFilters, page: number) {
  return useListPage<UniversityLogbookList>('/university/logbooks', filters, page, UNIVERSITY_PAGE_SIZE);
}
