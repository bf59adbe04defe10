/**
 * When an employer owes an intern an evaluation (the dashboard's Pending Evaluations): from the day the placement
 * starts, one whose period covers today, and once it has ended, one whose period covers its last day. Before it starts
 * there is nothing to evaluate yet.
 */
import { placementStage, type PlacementDates } from '../placements/placement-stage';
import { addDays } from '../placements/placements';
import type { EvaluationType } from './evaluations.constants';

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

/** How many days a weekly or a monthly evaluation looks back over, its last day included. */
export const evaluationWindowDays: ReadonlyMap<string, number> = new Map<EvaluationType, number>([
  ['weekly', 7],
  ['monthly', 30],
]);

/**
 * The period a new evaluation of the placement starts with: up to the day due (its last day while it is upcoming), so
 * that the evaluation, sent as it is, settles what is owed; from the placement's first day, or for a weekly or monthly
 * one the week or 30 days up to that day (no earlier than the first day). Null when the dates are not known.
 */
export function suggestedPeriod(
  placement: Partial<Record<keyof PlacementDates, string | null>> | null | undefined,
  today: string,
  type?: string,
): PlacementDates | null {
  const { startDate, endDate } = placement ?? {};
  if (!startDate || !endDate) return null;
  const dates = { startDate: startDate.slice(0, 10), endDate: endDate.slice(0, 10) };
  const end = evaluationDueDay(dates, today) ?? dates.endDate;
  const window = type ? evaluationWindowDays.get(type) : undefined;
  const windowStart = window ? addDays(end, 1 - window) : dates.startDate;
  return { startDate: windowStart > dates.startDate ? windowStart : dates.startDate, endDate: end };
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

/** A number of days in words: "one day", "29 days". */
export const dayCount = (days: number) => (days === 1 ? 'one day' : `${days} days`);

/** The refusal of total days that do not fit in the period. */
export const totalDaysBeyondPeriod = (days: number) => `Total days cannot exceed the ${dayCount(days)} of the period`;

/** Whether an evaluation's period covers `day` (both ends included). */
export const periodCovers = (period: PlacementDates, day: string): boolean =>
  period.startDate <= day && day <= period.endDate;
