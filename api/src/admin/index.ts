import type { RouteDefinition } from '../http/route';
import { listAdminInternshipsRoute, restoreInternshipRoute, takeDownInternshipRoute } from './admin-internships.routes';
import { listAdminStudentsRoute } from './admin-students.route';
import { listAdminUsersRoute } from './admin-users.routes';
import { exportAdminUsersRoute } from './export-users.route';
import { getProjectionRoute, listProjectionsRoute, rebuildProjectionRoute } from './admin-projections.routes';

/** The admin area (spec 2 §2): every route is for administrators only. */
export const adminRoutes: RouteDefinition[] = [
  listAdminUsersRoute,
  exportAdminUsersRoute,
  listAdminStudentsRoute,
  listAdminInternshipsRoute,
  takeDownInternshipRoute,
  restoreInternshipRoute,
  listProjectionsRoute,
  getProjectionRoute,
  rebuildProjectionRoute,
];
