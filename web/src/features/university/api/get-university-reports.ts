/** `GET /university/reports?page&limit=10&status&type` (spec 2 §7): the students' submitted reports. */
import type { ReportStatus, ReportType } from '@stint/shared/reports/reports.constants';
import { UNIVERSITY_PAGE_SIZE, type UniversityReportList } from '@stint/shared/university/university.schemas';
import { useListPage } from '../../../lib/list-page';
import './university-live';

export type ReportFilters = { status: ReportStatus | null; type: ReportType | null };

export function useUniversityReports(filters: ReportFilters, page: number) {
  return useListPage<UniversityReportList>('/university/reports', filters, page, UNIVERSITY_PAGE_SIZE);
}
