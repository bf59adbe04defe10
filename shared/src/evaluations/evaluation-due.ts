/**
 * When an employer owes an intern an evaluation (the dashboard's Pending Evaluations): from the day the placement
 * starts, one whose period covers today, and once it has ended, one whose period covers its last day. Before it starts
 * there is nothing to evaluate yet.
 */
import { placementStage, type PlacementDates } from '../placements/placement-stage';

/**
 * The day an evaluation of the placement has to cover on `today`, or null while it is upcoming. Dates not known (or
 * not set): today.
 */
export function evaluationDueDay(placement: Partial<PlacementDates> | null | undefined, today: string): string | null {
  const { startDate, endDate } = placement ?? {};
  if (!startDate || !endDate) return today;
  const stage = placementStage({ startDate, endDate }, today);
  if (stage === 'upcoming') return null;
  return stage === 'completed' ? endDate.slice(0, 10) : today;
}

/**
 * The period a new evaluation of the placement starts with: from its first day to the day due (its last day while it
 * is upcoming), so that the evaluation, sent as it is, settles what is owed. Null when the dates are not known.
 */
export function suggestedPeriod(
  placement: Partial<Record<keyof PlacementDates, string | null>> | null | undefined,
  today: string,
): PlacementDates | null {
  const { startDate, endDate } = placement ?? {};
  if (!startDate || !endDate) return null;
  const dates = { startDate: startDate.slice(0, 10), endDate: endDate.slice(0, 10) };
  return { startDate: dates.startDate, endDate: evaluationDueDay(dates, today) ?? dates.endDate };
}

/**
 * How many calendar days a period spans, both ends included: the most days an intern can have worked in it. Zero when
 * it ends before it starts or a date cannot be read.
 */
export function periodDays(period: PlacementDates): number {
  const start = Date.parse(period.startDate.slice(0, 10));
  const end = Date.parse(period.endDate.slice(0, 10));
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 0;
  return Math.round((end - start) / 86_400_000) + 1;
}

/** The refusal of total days that do not fit in the period. */
export const totalDaysBeyondPeriod = (days: number) =>
  `Total days cannot exceed the ${days === 1 ? 'one day' : `${days} days`} of the period`;

/** Whether an evaluation's period covers `day` (both ends included). */
export const periodCovers = (period: PlacementDates, day: string): boolean =>
  period.startDate <= day && day <= period.endDate;
