/** `GET /admin/analytics.csv?range=`: the admin's analytics as a CSV download (one row per day or week, totals, categories). */
import { z } from 'zod';
import { analyticsQuerySchema } from '@stint/shared/analytics/analytics.schemas';
import { defineRoute } from '../http/route';
import { analyticsCsv } from './analytics-csv';
import { loadAdminAnalytics } from './analytics-report';

export const exportAdminAnalyticsRoute = defineRoute({
  method: 'get',
  path: '/admin/analytics.csv',
  summary: 'The analytics of a range as CSV',
  tags: ['admin'],
  access: ['admin'],
  query: analyticsQuerySchema,
  download: { contentType: 'text/csv; charset=utf-8', filename: 'stint-analytics.csv' },
  response: z.string(),
  async handler({ query, deps }) {
    return analyticsCsv(await loadAdminAnalytics(deps.platform, query.range));
  },
});
