/**
 * Where a placement (a student's accepted internship) stands on a given day: *upcoming* before its start date,
 * *current* from its start date to its end date, both days included, and *completed* after its end date. Every screen
 * that names a placement, and every count of the ones in progress, goes by this rule, so "Current Internship" and
 * "Active Internships" never disagree with the dates shown next to them.
 *
 * Dates are calendar dates (`YYYY-MM-DD`, as internships store them; a date-time counts by its date). `today` is the
 * caller's: the browser's own date on a screen, the server's UTC date in the api.
 */

export const placementStages = ['upcoming', 'current', 'completed'] as const;
export type PlacementStage = (typeof placementStages)[number];

export type PlacementDates = { startDate: string; endDate: string };

const calendarDay = (date: string) => date.slice(0, 10);

/** Whether `today` is past a placement's last day: it is completed (and no longer withdrawn from). */
export function placementHasEnded(endDate: string, today: string): boolean {
  return calendarDay(today) > calendarDay(endDate);
}

export function placementStage(placement: PlacementDates, today: string): PlacementStage {
  if (calendarDay(today) < calendarDay(placement.startDate)) return 'upcoming';
  if (placementHasEnded(placement.endDate, today)) return 'completed';
  return 'current';
}

/** What a placement's panel is called at each stage. */
export const placementStageTitles: Record<PlacementStage, string> = {
  upcoming: 'Upcoming Internship',
  current: 'Current Internship',
  completed: 'Completed Internship',
};

/** The stage in one word (the CSV exports' column). */
export const placementStageLabels: Record<PlacementStage, string> = {
  upcoming: 'Upcoming',
  current: 'Current',
  completed: 'Completed',
};
