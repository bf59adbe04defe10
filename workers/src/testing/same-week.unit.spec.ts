import { describe, expect, it } from 'vitest';
import { isoWeek } from '@stint/shared/newsletter/newsletter-digest';
import { laterTheSameWeek } from './same-week';

describe('laterTheSameWeek', () => {
  it('steps the whole way in mid-week, and stays in the week at its end', () => {
    const wednesday = new Date('2026-11-25T12:00:00.000Z');
    expect(laterTheSameWeek(wednesday).getTime() - wednesday.getTime()).toBe(60 * 60_000);
    expect(laterTheSameWeek(wednesday, 60_000).getTime() - wednesday.getTime()).toBe(60_000);
    for (const at of ['2026-11-29T23:20:00.000Z', '2026-11-29T23:59:00.000Z', '2026-11-29T23:59:59.999Z']) {
      const now = new Date(at);
      const later = laterTheSameWeek(now);
      expect(isoWeek(later)).toBe(isoWeek(now));
      expect(later.getTime()).toBeGreaterThanOrEqual(now.getTime());
      expect(isoWeek(laterTheSameWeek(now, 60_000))).toBe(isoWeek(now));
    }
  });
});
