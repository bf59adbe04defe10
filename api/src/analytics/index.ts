import type { RouteDefinition } from '../http/route';
import { exportAdminAnalyticsRoute } from './export-analytics.route';
import { getAdminAnalyticsRoute } from './get-admin-analytics.route';

export const analyticsRoutes: RouteDefinition[] = [getAdminAnalyticsRoute, exportAdminAnalyticsRoute];
