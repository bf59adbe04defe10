/** Every JSON route of the api (DESIGN §6: one registry). Domain slices add theirs here. */
import { accountRoutes } from './accounts/index';
import { applicationRoutes } from './applications/index';
import type { RouteDefinition } from './http/route';
import { internshipRoutes } from './internships/index';

export const routes: RouteDefinition[] = [...accountRoutes, ...applicationRoutes, ...internshipRoutes];
