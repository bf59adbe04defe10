import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../components/dates';
import { placementDisplay } from './placement-display';

/** A placement from 4 January to 30 April 2027, seen in late November 2026 and after. */
const winter = { startDate: '2027-01-04', endDate: '2027-04-30' };

const current = { stage: 'current', badge: 'Active Internship', tone: 'badge--success', title: 'Current Internship' };

describe('placement display', () => {
  it.each([
    [
      'a placement that has not started is upcoming, with its start date',
      winter,
      '2026-11-24',
      {
        stage: 'upcoming',
        badge: `Internship starts ${formatCalendarDate('2027-01-04')}`,
        tone: 'badge--info',
        title: 'Upcoming Internship',
      },
    ],
    ['it is current and active from its start date', winter, '2027-01-04', current],
    ['it is current and active between its start and end dates', winter, '2027-03-01', current],
    ['it is current and active up to its end date', winter, '2027-04-30', current],
    [
      'it is completed after its end date',
      winter,
      '2027-05-01',
      { stage: 'completed', badge: 'Internship Completed', tone: 'badge--neutral', title: 'Completed Internship' },
    ],
    [
      'there is no active internship without a placement',
      null,
      '2026-11-24',
      { stage: null, badge: 'No Active Internship', tone: 'badge--neutral', title: null },
    ],
  ])('%s', (_, placement, today, expected) => {
    expect(placementDisplay(placement, today)).toEqual(expected);
  });
});
