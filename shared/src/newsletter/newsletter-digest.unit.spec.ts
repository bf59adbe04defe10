import { describe, expect, it } from 'vitest';
import { digestWindowStart, isoWeek, selectDigestInternships, type DigestCandidate } from './newsletter-digest';

describe('isoWeek', () => {
  it.each([
    ['2024-01-01T00:00:00Z', '2024-W01'], // a Monday
    ['2023-12-31T23:59:59Z', '2023-W52'], // the Sunday before
    ['2021-01-03T12:00:00Z', '2020-W53'], // a year with 53 weeks
    ['2026-12-31T12:00:00Z', '2026-W53'],
    ['2027-01-04T00:00:00Z', '2027-W01'],
    ['2025-06-15T10:00:00Z', '2025-W24'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(new Date(date))).toBe(week);
  });

  it('is the same from Monday to Sunday and sorts in time order', () => {
    const days = Array.from({ length: 7 }, (_, i) => isoWeek(new Date(Date.UTC(2025, 5, 9 + i, 12))));
    expect(new Set(days).size).toBe(1);
    expect(isoWeek(new Date('2025-06-16T00:00:00Z')) > days[0]!).toBe(true);
  });
});

describe('selectDigestInternships', () => {
  const now = new Date('2025-06-16T06:00:00Z');
  const window = { from: digestWindowStart(now), to: now.toISOString() };
  const candidate = (
    id: string,
    category: DigestCandidate['category'],
    daysAgo: number,
    status = 'active',
    seats = { positions: 2, acceptedCount: 1 },
  ): DigestCandidate => ({
    _id: id,
    category,
    status,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    ...seats,
  });
  const candidates = [
    candidate('tech-new', 'Technology', 1),
    candidate('tech-old', 'Technology', 8),
    candidate('tech-closed', 'Technology', 2, 'inactive'),
    candidate('health', 'Healthcare', 3),
    candidate('other', 'Other', 2),
    candidate('tech-mid', 'Technology', 4),
    candidate('tech-filled', 'Technology', 1, 'active', { positions: 2, acceptedCount: 2 }),
  ];

  it('keeps the week’s active internships of the mapped categories that still take applications, newest first', () => {
    expect(selectDigestInternships(['software_engineering'], candidates, window, 20)).toEqual(['tech-new', 'tech-mid']);
    expect(selectDigestInternships(['medical_healthcare', 'law_legal'], candidates, window, 20)).toEqual([
      'other',
      'health',
    ]);
    expect(selectDigestInternships(['education_teaching'], candidates, window, 20)).toEqual([]);
  });

  it('names at most `limit`', () => {
    expect(selectDigestInternships(['engineering_mechanical'], candidates, window, 2)).toEqual(['tech-new', 'other']);
  });
});
