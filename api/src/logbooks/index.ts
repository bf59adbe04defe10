import type { RouteDefinition } from '../http/route';
import {
  reviewLogbookEntryRoute,
  submitLogbookEntryRoute,
  updateLogbookEntryRoute,
} from './change-logbook-entry.routes';
import { createLogbookEntryRoute } from './create-logbook-entry.route';
import {
  getLogbookEntryRoute,
  listEmployerLogbookRoute,
  listStudentLogbookRoute,
  studentLogbookStatsRoute,
} from './logbook-queries.routes';

/** The fixed paths come before `/logbooks/:id`. */
export const logbookRoutes: RouteDefinition[] = [
  createLogbookEntryRoute,
  listStudentLogbookRoute,
  studentLogbookStatsRoute,
  listEmployerLogbookRoute,
  getLogbookEntryRoute,
  updateLogbookEntryRoute,
  submitLogbookEntryRoute,
  reviewLogbookEntryRoute,
];
