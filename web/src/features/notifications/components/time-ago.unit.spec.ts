import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2027-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in the largest whole unit, and the date after a week', () => {
    expect(timeAgo(ago(20), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toMatch(/5 minutes ago/);
    expect(timeAgo(ago(3 * 3600 + 59), now)).toMatch(/3 hours ago/);
    expect(timeAgo(ago(26 * 3600), now)).toMatch(/yesterday|1 day ago/);
    expect(timeAgo(ago(8 * 86_400), now)).toMatch(/2027/);
    expect(timeAgo('not a date', now)).toBe('');
  });
});
