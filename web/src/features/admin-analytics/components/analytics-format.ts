/** How the analytics screen writes dates, counts and rates (dates are UTC days, as the server buckets them). */
import type { AdminAnalytics, AnalyticsPoint } from '@stint/shared/analytics/analytics.schemas';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const numberFormat = new Intl.NumberFormat('en-US');

const asDate = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** 'Nov 20' — the axis label of a bucket. */
export const shortDate = (date: string) => dayFormat.format(asDate(date));

export const longDate = (date: string) => fullFormat.format(asDate(date));

/** 'Nov 20, 2026', or 'Week of Nov 17, 2026 (to Nov 23)'. */
export function bucketLabel(
  point: Pick<AnalyticsPoint, 'date' | 'endDate'>,
  granularity: AdminAnalytics['granularity'],
) {
  if (granularity === 'day' || point.date === point.endDate) return longDate(point.date);
  return `Week of ${longDate(point.date)} (to ${shortDate(point.endDate)})`;
}

export const formatCount = (value: number) => numberFormat.format(value);

export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toLocaleString('en-US')}%`);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The bucket with the most of something, for the charts' summaries; null when every bucket is zero. */
export function busiest(series: AnalyticsPoint[], value: (point: AnalyticsPoint) => number): AnalyticsPoint | null {
  let best: AnalyticsPoint | null = null;
  for (const point of series) if (value(point) > 0 && (!best || value(point) > value(best))) best = point;
  return best;
}

/** 'A', 'A and B', 'A, B and C'. */
export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The categories sharing the highest count (several on a tie), with that count. */
export function leadingCategories(topCategories: AdminAnalytics['topCategories']): { names: string[]; count: number } {
  const count = topCategories[0]?.count ?? 0;
  return { names: topCategories.filter((entry) => entry.count === count).map((entry) => entry.category), count };
}
