/**
 * The university's students' reports (spec 2 §7): the list by status and type, 10 a page, newest submission first,
 * and one report with its content and status history. Drafts are the student's own: never listed, and a 404 by id.
 */
import {
  universityReportDetailSchema,
  universityReportListSchema,
  universityReportsQuerySchema,
} from '@stint/shared/university/university.schemas';
import { submittedItemRoutes } from './submitted-item-routes';
import { reportsOf, toReportItem } from './university.store';

const reportRoutes = submittedItemRoutes({
  path: '/university/reports',
  items: reportsOf,
  notFound: 'Report not found',
  list: {
    summary: "Your students' submitted reports by status and type, newest submission first, 10 a page",
    query: universityReportsQuerySchema,
    response: universityReportListSchema,
    key: 'reports',
    toItem: toReportItem,
  },
  filter: (query) => (query.type ? { type: query.type } : {}),
  detail: {
    summary: "One of your students' submitted reports, with its status history (read-only)",
    response: universityReportDetailSchema,
    key: 'report',
  },
});

export const listUniversityReportsRoute = reportRoutes.list;
export const getUniversityReportRoute = reportRoutes.detail;
