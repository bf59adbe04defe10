import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluationTypes } from './evaluations.constants';
import { evaluationDueDay, evaluationWindowDays, periodCovers, periodDays, suggestedPeriod } from './evaluation-due';

const placement = { startDate: '2026-10-05', endDate: '2027-01-04' };

describe('the day an evaluation is due to cover', () => {
  it('is none before the placement starts, today while it runs, and its last day once it has ended', () => {
    expect(evaluationDueDay(placement, '2026-10-04')).toBeNull();
    expect(evaluationDueDay(placement, '2026-10-05')).toBe('2026-10-05');
    expect(evaluationDueDay(placement, '2026-11-29')).toBe('2026-11-29');
    expect(evaluationDueDay(placement, '2027-01-04')).toBe('2027-01-04');
    expect(evaluationDueDay(placement, '2027-01-05')).toBe('2027-01-04');
    expect(evaluationDueDay(placement, '2030-06-01')).toBe('2027-01-04');
  });

  it('is today when the dates are not known', () => {
    expect(evaluationDueDay(null, '2026-11-29')).toBe('2026-11-29');
    expect(evaluationDueDay({ startDate: '', endDate: '' }, '2026-11-29')).toBe('2026-11-29');
  });

  it('is covered by a period holding it, both ends included', () => {
    const period = { startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(periodCovers(period, '2026-11-01')).toBe(true);
    expect(periodCovers(period, '2026-11-30')).toBe(true);
    expect(periodCovers(period, '2026-10-31')).toBe(false);
    expect(periodCovers(period, '2026-12-01')).toBe(false);
  });
});

describe('the period a new evaluation starts with', () => {
  it('runs from the first day to today while the placement runs, and over all of it otherwise', () => {
    expect(suggestedPeriod(placement, '2026-10-04')).toEqual(placement);
    expect(suggestedPeriod(placement, '2026-11-29')).toEqual({ startDate: '2026-10-05', endDate: '2026-11-29' });
    expect(suggestedPeriod(placement, '2027-03-01')).toEqual(placement);
    expect(
      suggestedPeriod({ startDate: '2026-10-05T00:00:00.000Z', endDate: '2027-01-04T00:00:00.000Z' }, '2027-03-01'),
    ).toEqual(placement);
  });

  it.each([
    ['weekly', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['monthly', '2026-11-29', '2026-10-31', '2026-11-29'],
    ['weekly', '2027-03-01', '2026-12-29', '2027-01-04'],
    ['monthly', '2026-10-20', '2026-10-05', '2026-10-20'],
    ['midterm', '2026-11-29', '2026-10-05', '2026-11-29'],
    ['constructor', '2026-11-29', '2026-10-05', '2026-11-29'],
  ])(
    'for a %s evaluation on %s runs from %s to %s (a week or 30 days back, from the first day at most)',
    (type, today, startDate, endDate) => {
      expect(suggestedPeriod(placement, today, type)).toEqual({ startDate, endDate });
    },
  );

  it('is none when the dates are not known', () => {
    expect(suggestedPeriod(null, '2026-11-29')).toBeNull();
    expect(suggestedPeriod({ startDate: '2026-10-05', endDate: null }, '2026-11-29')).toBeNull();
  });

  it('lies within the placement, covers the day due whenever one is, and spans no more than its type looks back', () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => {
      const date = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000);
      return date.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(day, day, day, fc.constantFrom(undefined, ...evaluationTypes), (first, second, today, type) => {
        const dates = first <= second ? { startDate: first, endDate: second } : { startDate: second, endDate: first };
        const period = suggestedPeriod(dates, today, type);
        if (!period) throw new Error('The dates are known: there is a period');
        expect(periodCovers(dates, period.startDate) && periodCovers(dates, period.endDate)).toBe(true);
        expect(period.startDate <= period.endDate).toBe(true);
        const due = evaluationDueDay(dates, today);
        if (due) expect(periodCovers(period, due)).toBe(true);
        const window = type && evaluationWindowDays.get(type);
        if (window) expect(periodDays(period)).toBeLessThanOrEqual(window);
      }),
    );
  });
});

describe('the days a period spans', () => {
  it('counts both ends, across months and a leap day, and none when it ends first or cannot be read', () => {
    expect(periodDays({ startDate: '2027-03-31', endDate: '2027-03-31' })).toBe(1);
    expect(periodDays({ startDate: '2027-03-01', endDate: '2027-03-31' })).toBe(31);
    expect(periodDays({ startDate: '2028-02-01', endDate: '2028-03-01' })).toBe(30);
    expect(periodDays({ startDate: '2027-03-31', endDate: '2027-03-30' })).toBe(0);
    expect(periodDays({ startDate: 'soon', endDate: '2027-03-30' })).toBe(0);
  });
});
