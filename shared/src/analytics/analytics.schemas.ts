/**
 * The admin analytics API contract: `GET /admin/analytics?range=` answers a zero-filled series (days, or weeks for a
 * year), the range's totals, its acceptance rate and its top categories; `GET /admin/analytics.csv?range=` the same
 * series as a CSV download.
 */
import { z } from 'zod';
import { internshipCategories } from '../internships/internships.constants';
import { analyticsRanges, DEFAULT_ANALYTICS_RANGE } from './analytics.constants';

export const RANGE_MESSAGE = 'Range must be one of 7d, 30d, 90d or 1y';

export const analyticsQuerySchema = z.object({
  range: z.enum(analyticsRanges, { error: RANGE_MESSAGE }).default(DEFAULT_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const analyticsCountersSchema = z.object({
  registrations: z.object({ student: count, employer: count, university: count }),
  internshipsPosted: count,
  applications: count,
  accepted: count,
  rejected: count,
  logbooksSubmitted: count,
  logbooksReviewed: count,
  reportsSubmitted: count,
  reportsReviewed: count,
  evaluationsSubmitted: count,
});

/** One bucket of the series: a day, or a week from `date` to `endDate` (both included). */
export const analyticsPointSchema = analyticsCountersSchema.extend({
  date: z.string(),
  endDate: z.string(),
  /** accepted / (accepted + rejected) in the bucket, in percent; null without decisions. */
  acceptanceRate: z.number().nullable(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;

export const adminAnalyticsSchema = z.object({
  range: z.enum(analyticsRanges),
  /** First and last UTC date of the range (today included). */
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['day', 'week']),
  series: z.array(analyticsPointSchema),
  totals: analyticsCountersSchema,
  /** accepted / (accepted + rejected) over the range, in percent with one decimal; null without decisions. */
  acceptanceRate: z.number().nullable(),
  /** Internships that went public in the range, by category, most first (categories with none left out). */
  topCategories: z.array(z.object({ category: z.enum(internshipCategories), count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
