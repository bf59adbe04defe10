/**
 * `GET /reports/student/my-reports?page&limit=10` (spec 1 §2.17, §7): the student's reports, newest first, ten a page
 * with Load More. Live: the `reports` notice reaches the student's room whenever one of their reports changes (an
 * administrator's review included), and every page shown loads again.
 */
import type { Pagination } from '@stint/shared/http/envelope';
import { REPORT_PAGE_SIZE } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { livePagedList } from '../../../lib/paged-list';
import { topics } from '@stint/shared/live/topics';

export const MY_REPORTS_PATH = '/reports/student/my-reports';

const myReports = livePagedList(topics.reports, MY_REPORTS_PATH, {
  pageSize: REPORT_PAGE_SIZE,
  select: (page: { reports: Report[]; pagination: Pagination }) => ({
    items: page.reports,
    pagination: page.pagination,
  }),
});

export const useMyReports = myReports.useList;
export const revalidateMyReports = myReports.revalidate;
