/** `GET /admin/analytics?range=7d|30d|90d|1y` (spec 2 §2 Administrator screens, §9): the admin's analytics. */
import { adminAnalyticsSchema, analyticsQuerySchema } from '@stint/shared/analytics/analytics.schemas';
import { defineRoute } from '../http/route';
import { loadAdminAnalytics } from './analytics-report';

export const getAdminAnalyticsRoute = defineRoute({
  method: 'get',
  path: '/admin/analytics',
  summary:
    'Registrations by role, internships posted, applications and decisions, logbook, report and evaluation throughput ' +
    'per day (per week for 1y), zero-filled, with totals, acceptance rate and top categories',
  tags: ['admin'],
  access: ['admin'],
  query: analyticsQuerySchema,
  response: adminAnalyticsSchema,
  async handler({ query, deps }) {
    return loadAdminAnalytics(deps.platform, query.range);
  },
});
