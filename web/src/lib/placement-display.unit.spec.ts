import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../components/dates';
import { placementDisplay } from './placement-display';

/** A placement from 4 January to 30 April 2027, seen in late November 2026 and after. */
const winter = { startDate: '2027-01-04', endDate: '2027-04-30' };

describe('placement display', () => {
  it('calls a placement that has not started upcoming, with its start date', () => {
    expect(placementDisplay(winter, '2026-11-24')).toEqual({
      stage: 'upcoming',
      badge: `Internship starts ${formatCalendarDate('2027-01-04')}`,
      tone: 'badge--info',
      title: 'Upcoming Internship',
    });
  });

  it('calls it current and active only between its start and end dates', () => {
    for (const today of ['2027-01-04', '2027-03-01', '2027-04-30']) {
      expect(placementDisplay(winter, today)).toEqual({
        stage: 'current',
        badge: 'Active Internship',
        tone: 'badge--success',
        title: 'Current Internship',
      });
    }
  });

  it('calls it completed after its end date', () => {
    expect(placementDisplay(winter, '2027-05-01')).toEqual({
      stage: 'completed',
      badge: 'Internship Completed',
      tone: 'badge--neutral',
      title: 'Completed Internship',
    });
  });

  it('says there is no active internship without a placement', () => {
    expect(placementDisplay(null, '2026-11-24')).toEqual({
      stage: null,
      badge: 'No Active Internship',
      tone: 'badge--neutral',
      title: null,
    });
  });
});
