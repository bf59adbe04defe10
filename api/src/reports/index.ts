import type { RouteDefinition } from '../http/route';
import { reviewReportRoute, reviseReportRoute, submitReportRoute } from './change-report.routes';
import { createReportRoute } from './create-report.route';
import {
  getReportRoute,
  listAdminReportsRoute,
  listStudentReportsRoute,
  studentReportStatsRoute,
} from './report-queries.routes';

/** The fixed paths come before `/reports/:id`. */
export const reportRoutes: RouteDefinition[] = [
  createReportRoute,
  listStudentReportsRoute,
  studentReportStatsRoute,
  listAdminReportsRoute,
  getReportRoute,
  reviseReportRoute,
  submitReportRoute,
  reviewReportRoute,
];
