import { describe, expect, it } from 'vitest';
import {
  deadlineLabel,
  durationInMonths,
  firstItems,
  isAcceptingApplications,
  isFilled,
  logoInitials,
  matchesDuration,
} from './internship-format';

const today = new Date(2025, 5, 10, 15, 30); // 10 June 2025, mid-afternoon

describe('deadline labels (spec 1 §2.14)', () => {
  it.each([
    ['2025-06-09', 'Expired'],
    ['2025-06-10', 'Today'],
    ['2025-06-11', 'Tomorrow'],
    ['2025-06-12', '2 days left'],
    ['2025-06-16', '6 days left'],
    ['2025-06-17', '1 week left'],
    ['2025-06-23', '1 week left'],
    ['2025-06-24', '2 weeks left'],
    ['2025-08-10T00:00:00.000Z', '8 weeks left'],
  ])('%s reads %s', (deadline, label) => {
    expect(deadlineLabel(deadline, today)?.label).toBe(label);
  });

  it('is null for an unreadable date', () => {
    expect(deadlineLabel('soon', today)).toBeNull();
  });
});

describe('taking applications', () => {
  const open = {
    source: 'platform' as const,
    status: 'active' as const,
    applicationDeadline: '2025-06-30',
    deadline: '2025-06-30',
    positions: 2,
    acceptedCount: 1,
  };

  it('takes them while active, before the deadline, with a position open', () => {
    expect(isAcceptingApplications(open, today)).toBe(true);
    expect(isAcceptingApplications({ ...open, applicationDeadline: '2025-06-09', deadline: null }, today)).toBe(false);
    expect(isAcceptingApplications({ ...open, status: 'inactive' }, today)).toBe(false);
  });

  it('stops once every position is filled, and takes them again when a position is added', () => {
    const filled = { ...open, acceptedCount: 2 };
    expect(isFilled(filled)).toBe(true);
    expect(isAcceptingApplications(filled, today)).toBe(false);
    expect(isFilled({ ...filled, positions: 3 })).toBe(false);
    expect(isAcceptingApplications({ ...filled, positions: 3 }, today)).toBe(true);
    // An external listing has no seats of ours to count.
    expect(isFilled({ ...filled, source: 'external' })).toBe(false);
  });
});

describe('card helpers (spec 1 §2.7, §2.14)', () => {
  it('keeps at most two initials', () => {
    expect(logoInitials('Acme Robotics Ltd')).toBe('AR');
    expect(logoInitials('globex')).toBe('G');
    expect(logoInitials('  ')).toBe('?');
    expect(logoInitials(null)).toBe('?');
  });

  it('shows three items and counts the rest', () => {
    expect(firstItems(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstItems(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('reads durations in months', () => {
    expect(durationInMonths('3 months')).toBe(3);
    expect(durationInMonths('12 weeks')).toBeCloseTo(2.76, 1);
    expect(durationInMonths('1 year')).toBe(12);
    expect(durationInMonths('flexible')).toBeNull();
    expect(matchesDuration({ duration: '6 months' }, 'medium')).toBe(true);
    expect(matchesDuration({ duration: '6 months' }, 'short')).toBe(false);
    expect(matchesDuration({ duration: null }, null)).toBe(true);
  });
});
