/**
 * The analytics as CSV (see ../http/csv: quoting, the byte-order mark and the formula guard).
 */
import type { AdminAnalytics, AnalyticsPoint } from '@stint/shared/analytics/analytics.schemas';
import { internshipCategories } from '@stint/shared/internships/internships.constants';
import { toCsv, type CsvCell } from '../http/csv';

type Cell = CsvCell;

const COUNTER_COLUMNS: Array<[header: string, value: (point: Omit<AnalyticsPoint, 'date' | 'endDate'>) => Cell]> = [
  ['Student registrations', (point) => point.registrations.student],
  ['Employer registrations', (point) => point.registrations.employer],
  ['University registrations', (point) => point.registrations.university],
  ['Internships posted', (point) => point.internshipsPosted],
  ['Applications', (point) => point.applications],
  ['Accepted', (point) => point.accepted],
  ['Rejected', (point) => point.rejected],
  ['Acceptance rate (%)', (point) => point.acceptanceRate],
  ['Logbook entries submitted', (point) => point.logbooksSubmitted],
  ['Logbook entries reviewed', (point) => point.logbooksReviewed],
  ['Reports submitted', (point) => point.reportsSubmitted],
  ['Reports reviewed', (point) => point.reportsReviewed],
  ['Evaluations submitted', (point) => point.evaluationsSubmitted],
];

/** One row per day (or week), then the range's totals and its internships posted by category. */
export function analyticsCsv(analytics: AdminAnalytics): string {
  const weekly = analytics.granularity === 'week';
  const dates = weekly ? ['Week starting', 'Week ending'] : ['Date'];
  const rows: Cell[][] = [[...dates, ...COUNTER_COLUMNS.map(([header]) => header)]];
  for (const point of analytics.series) {
    rows.push([point.date, ...(weekly ? [point.endDate] : []), ...COUNTER_COLUMNS.map(([, value]) => value(point))]);
  }
  rows.push([
    `Total ${analytics.from} to ${analytics.to}`,
    ...(weekly ? [''] : []),
    ...COUNTER_COLUMNS.map(([, value]) => value({ ...analytics.totals, acceptanceRate: analytics.acceptanceRate })),
  ]);
  rows.push([]);
  rows.push(['Category', 'Internships posted']);
  const posted = new Map(analytics.topCategories.map(({ category, count }) => [category, count]));
  for (const category of internshipCategories) rows.push([category, posted.get(category) ?? 0]);
  return toCsv(rows[0] as string[], rows.slice(1));
}
