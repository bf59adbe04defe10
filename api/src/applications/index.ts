import type { RouteDefinition } from '../http/route';
import {
  applicationStatsRoute,
  getApplicationResumeRoute,
  getApplicationRoute,
  listEmployerApplicationsRoute,
  listInternshipApplicationsRoute,
  listStudentApplicationsRoute,
} from './application-queries.routes';
import { applyToInternshipRoute } from './apply-to-internship.route';
import { dashboardStatsRoute } from './dashboard-stats.route';
import { decideApplicationRoute, withdrawApplicationRoute } from './decide-application.routes';
import { listPipelineRoute, moveApplicationRoute, moveApplicationsRoute } from './pipeline.routes';

/** The fixed paths come before `/applications/:id`, which would otherwise swallow them. */
export const applicationRoutes: RouteDefinition[] = [
  applyToInternshipRoute,
  listStudentApplicationsRoute,
  applicationStatsRoute,
  listEmployerApplicationsRoute,
  listInternshipApplicationsRoute,
  listPipelineRoute,
  moveApplicationsRoute,
  getApplicationRoute,
  getApplicationResumeRoute,
  decideApplicationRoute,
  moveApplicationRoute,
  withdrawApplicationRoute,
  dashboardStatsRoute,
];
