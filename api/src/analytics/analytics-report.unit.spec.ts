import { describe, expect, it } from 'vitest';
import { emptyAnalyticsDay, type AnalyticsDayDocument } from '@stint/shared/analytics/analytics.read-models';
import { acceptanceRate, addDays, buildAdminAnalytics } from './analytics-report';
import { analyticsCsv } from './analytics-csv';

const stored = (date: string, changes: Partial<AnalyticsDayDocument>): AnalyticsDayDocument => ({
  ...emptyAnalyticsDay(date),
  ...changes,
});

describe('admin analytics from day buckets', () => {
  it('zero-fills every day of the range, today included, and leaves out days outside it', () => {
    const analytics = buildAdminAnalytics('7d', '2026-03-10', [
      stored('2026-03-03', { applications: 9 }),
      stored('2026-03-04', { applications: 2, accepted: 1, rejected: 3 }),
      stored('2026-03-10', { applications: 1, accepted: 1 }),
      stored('2026-03-11', { applications: 50 }),
    ]);
    expect(analytics.from).toBe('2026-03-04');
    expect(analytics.to).toBe('2026-03-10');
    expect(analytics.granularity).toBe('day');
    expect(analytics.series.map((point) => [point.date, point.applications])).toEqual([
      ['2026-03-04', 2],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
      ['2026-03-09', 0],
      ['2026-03-10', 1],
    ]);
    expect(analytics.series[0]!.acceptanceRate).toBe(25);
    expect(analytics.series[1]!.acceptanceRate).toBeNull();
    expect(analytics.totals.applications).toBe(3);
    expect(analytics.acceptanceRate).toBe(40);
  });

  it('sums a year into Monday-to-Sunday weeks, the first one partial, and ranks the categories', () => {
    // 2026-03-10 is a Tuesday; its year starts on Tuesday 2025-03-11.
    const analytics = buildAdminAnalytics('1y', '2026-03-10', [
      stored('2025-03-12', { internshipsPosted: 1, categories: { Design: 1 } }),
      stored('2025-03-16', { internshipsPosted: 2, categories: { Finance: 2 } }),
      stored('2025-03-17', { internshipsPosted: 3, categories: { Finance: 1, Technology: 2 } }),
      stored('2026-03-10', { registrations: { student: 4, employer: 1, university: 0 } }),
    ]);
    expect(analytics.granularity).toBe('week');
    expect(analytics.from).toBe(addDays('2026-03-10', -364));
    expect(analytics.series[0]).toMatchObject({ date: '2025-03-11', endDate: '2025-03-16', internshipsPosted: 3 });
    expect(analytics.series[1]).toMatchObject({ date: '2025-03-17', endDate: '2025-03-23', internshipsPosted: 3 });
    expect(analytics.series.at(-1)).toMatchObject({
      date: '2026-03-09',
      endDate: '2026-03-10',
      registrations: { student: 4, employer: 1, university: 0 },
    });
    expect(analytics.series).toHaveLength(53);
    // Every day of the range is in exactly one week.
    const days = analytics.series.reduce(
      (sum, point) => sum + (Date.parse(point.endDate) - Date.parse(point.date)) / 86_400_000 + 1,
      0,
    );
    expect(days).toBe(365);
    expect(analytics.topCategories).toEqual([
      { category: 'Finance', count: 3 },
      { category: 'Technology', count: 2 },
      { category: 'Design', count: 1 },
    ]);
    expect(analytics.totals.internshipsPosted).toBe(6);
  });

  it('has no acceptance rate without decisions and one decimal with them', () => {
    expect(acceptanceRate({ accepted: 0, rejected: 0 })).toBeNull();
    expect(acceptanceRate({ accepted: 1, rejected: 2 })).toBe(33.3);
    expect(acceptanceRate({ accepted: 2, rejected: 0 })).toBe(100);
  });
});

// How each cell is quoted and defused is csvCell's, specified in http/csv.unit.spec.ts.
describe('analytics CSV', () => {
  it('writes one row per day, the totals and the categories', () => {
    const csv = analyticsCsv(
      buildAdminAnalytics('7d', '2026-03-10', [
        stored('2026-03-09', {
          applications: 2,
          accepted: 1,
          rejected: 1,
          categories: { Sales: 1 },
          internshipsPosted: 1,
        }),
      ]),
    );
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Student registrations,Employer registrations,University registrations,Internships posted,Applications,' +
        'Accepted,Rejected,Acceptance rate (%),Logbook entries submitted,Logbook entries reviewed,Reports submitted,' +
        'Reports reviewed,Evaluations submitted',
    );
    expect(lines[1]).toBe('2026-03-04,0,0,0,0,0,0,0,,0,0,0,0,0');
    expect(lines[6]).toBe('2026-03-09,0,0,0,1,2,1,1,50,0,0,0,0,0');
    expect(lines[8]).toBe('Total 2026-03-04 to 2026-03-10,0,0,0,1,2,1,1,50,0,0,0,0,0');
    expect(lines[9]).toBe('');
    expect(lines[10]).toBe('Category,Internships posted');
    expect(lines).toContain('Sales,1');
    expect(lines).toContain('Technology,0');
  });
});
