/** Every JSON route of the api (DESIGN §6: one registry). Domain slices add theirs here. */
import { accountRoutes } from './accounts/index';
import { applicationRoutes } from './applications/index';
import { contactRoutes } from './contact/index';
import { evaluationRoutes } from './evaluations/index';
import type { RouteDefinition } from './http/route';
import { internshipRoutes } from './internships/index';
import { logbookRoutes } from './logbooks/index';
import { opsRoutes } from './ops/index';
import { newsletterRoutes } from './newsletter/index';
import { reportRoutes } from './reports/index';

export const routes: RouteDefinition[] = [
  ...accountRoutes,
  ...applicationRoutes,
  ...internshipRoutes,
  ...logbookRoutes,
  ...reportRoutes,
  ...evaluationRoutes,
  ...newsletterRoutes,
  ...contactRoutes,
  ...opsRoutes,
];
