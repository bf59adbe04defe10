import { describe, expect, it } from 'vitest';
import { placementStage } from './placement-stage';

/** A placement from 4 January to 30 April 2027. */
const winter = { startDate: '2027-01-04', endDate: '2027-04-30' };

describe('placement stage', () => {
  it('is upcoming until the day before the start date', () => {
    expect(placementStage(winter, '2026-11-24')).toBe('upcoming');
    expect(placementStage(winter, '2027-01-03')).toBe('upcoming');
  });

  it('is current from the start date to the end date, both included', () => {
    expect(placementStage(winter, '2027-01-04')).toBe('current');
    expect(placementStage(winter, '2027-02-15')).toBe('current');
    expect(placementStage(winter, '2027-04-30')).toBe('current');
  });

  it('is completed from the day after the end date', () => {
    expect(placementStage(winter, '2027-05-01')).toBe('completed');
    expect(placementStage(winter, '2028-01-01')).toBe('completed');
  });

  it('is current on its only day when it starts and ends the same day', () => {
    const oneDay = { startDate: '2027-03-01', endDate: '2027-03-01' };
    expect(placementStage(oneDay, '2027-02-28')).toBe('upcoming');
    expect(placementStage(oneDay, '2027-03-01')).toBe('current');
    expect(placementStage(oneDay, '2027-03-02')).toBe('completed');
  });

  it('reads date-times by their date', () => {
    const stamped = { startDate: '2027-01-04T00:00:00.000Z', endDate: '2027-04-30T23:59:59.000Z' };
    expect(placementStage(stamped, '2027-01-04')).toBe('current');
    expect(placementStage(stamped, '2027-04-30T18:00:00.000Z')).toBe('current');
    expect(placementStage(stamped, '2027-05-01')).toBe('completed');
  });
});
