import type { RouteDefinition } from '../http/route';
import { universityDashboardRoute } from './university-dashboard.route';
import {
  exportUniversityLogbooksRoute,
  exportUniversityReportsRoute,
  exportUniversityStudentsRoute,
} from './university-exports.routes';
import { getUniversityLogbookEntryRoute, listUniversityLogbooksRoute } from './university-logbooks.routes';
import { getUniversityReportRoute, listUniversityReportsRoute } from './university-reports.routes';
import { getUniversityStudentRoute, listUniversityStudentsRoute } from './university-students.routes';

/** Read-only, every one of them (spec 2 §6): a university has no write route. The exports come before `/:id`. */
export const universityRoutes: RouteDefinition[] = [
  universityDashboardRoute,
  listUniversityStudentsRoute,
  exportUniversityStudentsRoute,
  getUniversityStudentRoute,
  listUniversityReportsRoute,
  exportUniversityReportsRoute,
  getUniversityReportRoute,
  listUniversityLogbooksRoute,
  exportUniversityLogbooksRoute,
  getUniversityLogbookEntryRoute,
];
