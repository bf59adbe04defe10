/** The admin analytics' time ranges (spec 2 §2, §9) and the live topic its read model is announced on. */

export const analyticsRanges = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

/** How many days (today included) each range covers. */
export const analyticsRangeDays: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const analyticsRangeLabels: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last 12 months',
};

/** A year of daily bars is unreadable: that range is answered in weeks (Monday to Sunday, the first one partial). */
export const analyticsGranularity: Record<AnalyticsRange, 'day' | 'week'> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'day',
  '1y': 'week',
};

/** The change-notice topic of the analytics read model (to the admins' room). */

/** Who registers (admins are created by the operator, not registered, so they are not counted). */
export const registrationRoles = ['student', 'employer', 'university'] as const;
export type RegistrationRole = (typeof registrationRoles)[number];
