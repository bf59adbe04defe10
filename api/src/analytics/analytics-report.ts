/**
 * The admin analytics answer, read from the per-day buckets the `analytics` projection keeps (docs/architecture.md
 * §Projections): the range's days (UTC, today included) zero-filled, summed into weeks for a year, with the totals, the
 * acceptance rate and the categories of the internships that went public.
 */
import {
  analyticsGranularity,
  analyticsRangeDays,
  type AnalyticsRange,
} from '@stint/shared/analytics/analytics.constants';
import {
  analyticsDaysCollection,
  emptyAnalyticsCounters,
  type AnalyticsCounters,
  type AnalyticsDayDocument,
} from '@stint/shared/analytics/analytics.read-models';
import type { AdminAnalytics, AnalyticsPoint } from '@stint/shared/analytics/analytics.schemas';
import { internshipCategories, type InternshipCategory } from '@stint/shared/internships/internships.constants';
import type { Platform } from '@stint/shared/infra/platform';

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday is 0. */
function weekday(date: string): number {
  return (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
}

function addCounters(into: AnalyticsCounters, from: AnalyticsCounters): void {
  into.registrations.student += from.registrations.student;
  into.registrations.employer += from.registrations.employer;
  into.registrations.university += from.registrations.university;
  into.internshipsPosted += from.internshipsPosted;
  into.applications += from.applications;
  into.accepted += from.accepted;
  into.rejected += from.rejected;
  into.logbooksSubmitted += from.logbooksSubmitted;
  into.logbooksReviewed += from.logbooksReviewed;
  into.reportsSubmitted += from.reportsSubmitted;
  into.reportsReviewed += from.reportsReviewed;
  into.evaluationsSubmitted += from.evaluationsSubmitted;
}

/** accepted / decided in percent with one decimal; null when nothing was decided. */
export function acceptanceRate({
  accepted,
  rejected,
}: Pick<AnalyticsCounters, 'accepted' | 'rejected'>): number | null {
  const decided = accepted + rejected;
  return decided === 0 ? null : Math.round((accepted / decided) * 1000) / 10;
}

/** Builds the answer for `range` ending on `today` (a UTC date) from the stored days (any order, any dates). */
export function buildAdminAnalytics(
  range: AnalyticsRange,
  today: string,
  days: AnalyticsDayDocument[],
): AdminAnalytics {
  const from = addDays(today, -(analyticsRangeDays[range] - 1));
  const granularity = analyticsGranularity[range];
  const byDate = new Map(days.map((day) => [day._id, day]));
  const totals = emptyAnalyticsCounters();
  const categories = new Map<InternshipCategory, number>();
  const series: AnalyticsPoint[] = [];

  let bucket: (AnalyticsCounters & { date: string; endDate: string }) | null = null;
  for (let date = from; date <= today; date = addDays(date, 1)) {
    if (!bucket || granularity === 'day' || weekday(date) === 0) {
      if (bucket) series.push({ ...bucket, acceptanceRate: acceptanceRate(bucket) });
      bucket = { date, endDate: date, ...emptyAnalyticsCounters() };
    }
    bucket.endDate = date;
    const stored = byDate.get(date);
    if (!stored) continue;
    addCounters(bucket, stored);
    addCounters(totals, stored);
    for (const category of internshipCategories) {
      const count = stored.categories[category];
      if (typeof count === 'number' && count > 0) categories.set(category, (categories.get(category) ?? 0) + count);
    }
  }
  if (bucket) series.push({ ...bucket, acceptanceRate: acceptanceRate(bucket) });

  const topCategories = [...categories]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  return {
    range,
    from,
    to: today,
    granularity,
    series,
    totals,
    acceptanceRate: acceptanceRate(totals),
    topCategories,
  };
}

/** The analytics of `range` up to today (UTC). */
export async function loadAdminAnalytics(
  platform: Pick<Platform, 'readStore'>,
  range: AnalyticsRange,
  now: Date = new Date(),
): Promise<AdminAnalytics> {
  const today = now.toISOString().slice(0, 10);
  const from = addDays(today, -(analyticsRangeDays[range] - 1));
  const days = await platform.readStore
    .collection<AnalyticsDayDocument>(analyticsDaysCollection)
    .find({ _id: { $gte: from, $lte: today } }, { sort: { _id: 1 } });
  return buildAdminAnalytics(range, today, days);
}
