import { describe, expect, it } from 'vitest';
import { evaluationDueDay, periodCovers } from './evaluation-due';

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
