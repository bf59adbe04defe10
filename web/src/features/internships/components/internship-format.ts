/** How an internship's values read on the public and student screens (spec 1 §2.7, §2.8, §2.14, §9). Pure. */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatStipendAmount, isFilled, workTypeLabels } from '../../../lib/internship-display';

export { applicationCount, internshipStatusLabels, isFilled, POSITIONS_FILLED } from '../../../lib/internship-display';

/** 'Remote', 'Hybrid', 'On-site' from the work type, else from the remote flag. */
export function workplaceLabel(internship: Pick<Internship, 'workType' | 'isRemote'>): string {
  if (internship.workType) return workTypeLabels[internship.workType] ?? internship.workType;
  return internship.isRemote ? 'Remote' : 'On-site';
}

/**
 * 'USD 1,500 / month' for a platform stipend, 'Unpaid', the job board's salary text for an external listing, or null
 * when nothing is known.
 */
export function stipendLabel(internship: Pick<Internship, 'stipend' | 'isPaid' | 'salary'>): string | null {
  if (internship.isPaid === false) return 'Unpaid';
  const { stipend } = internship;
  if (stipend && stipend.amount > 0) return formatStipendAmount(stipend);
  if (internship.salary?.trim()) return internship.salary.trim();
  if (stipend && internship.isPaid) return 'Paid (amount not given)';
  return null;
}

/** Spec 1 §3: the deadline may come as `applicationDeadline` or `deadline`. */
export function deadlineOf(internship: Pick<Internship, 'applicationDeadline' | 'deadline'>): string | null {
  return internship.applicationDeadline ?? internship.deadline ?? null;
}

/** The calendar day of a `YYYY-MM-DD` (or ISO) value, at local midnight. */
function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days from `today` to the deadline (negative once it has passed), or null when unreadable. */
export function daysUntil(deadline: string, today: Date): number | null {
  const day = calendarDay(deadline);
  if (!day) return null;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day.getTime() - start.getTime()) / 86_400_000);
}

export type DeadlineTone = 'danger' | 'warning' | 'neutral';

/**
 * Spec 1 §2.14: Expired, Today, Tomorrow, 'N days left' under 7 days, else 'N weeks left' (whole weeks; one week reads
 * '1 week left').
 */
export function deadlineLabel(deadline: string, today: Date): { label: string; tone: DeadlineTone } | null {
  const days = daysUntil(deadline, today);
  if (days === null) return null;
  if (days < 0) return { label: 'Expired', tone: 'danger' };
  if (days === 0) return { label: 'Today', tone: 'danger' };
  if (days === 1) return { label: 'Tomorrow', tone: 'warning' };
  if (days < 7) return { label: `${days} days left`, tone: 'warning' };
  const weeks = Math.floor(days / 7);
  return { label: `${weeks} ${weeks === 1 ? 'week' : 'weeks'} left`, tone: 'neutral' };
}

/** Open for applications: active, the deadline (if any) not passed, and a position still open. */
export function isAcceptingApplications(
  internship: Pick<
    Internship,
    'status' | 'applicationDeadline' | 'deadline' | 'source' | 'positions' | 'acceptedCount'
  >,
  today: Date,
): boolean {
  if (internship.source !== 'platform' || internship.status !== 'active' || isFilled(internship)) return false;
  const deadline = deadlineOf(internship);
  const days = deadline ? daysUntil(deadline, today) : null;
  return days === null || days >= 0;
}

/** Spec 1 §2.7: a logo placeholder with up to 2 initials. */
export function logoInitials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .split(/[\s\-–—&/.,]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** Spec 1 §2.7: up to `max` items, and how many more there are ('+N more'). */
export function firstItems<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** An internship's length in months from its duration text ('3 months', '12 weeks', '1 year'), or null. */
export function durationInMonths(duration: string | null | undefined): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(month|mo\b|week|wk|year|yr|day)/i.exec(duration ?? '');
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  if (unit.startsWith('w')) return amount / 4.345;
  if (unit.startsWith('y')) return amount * 12;
  if (unit.startsWith('d')) return amount / 30.4;
  return amount;
}

export const durationFilters = [
  { value: 'short', label: 'Up to 3 months', test: (months: number) => months <= 3 },
  { value: 'medium', label: '4 to 6 months', test: (months: number) => months > 3 && months <= 6 },
  { value: 'long', label: 'More than 6 months', test: (months: number) => months > 6 },
] as const;
export type DurationFilter = (typeof durationFilters)[number]['value'];

export function matchesDuration(internship: Pick<Internship, 'duration'>, filter: DurationFilter | null): boolean {
  if (!filter) return true;
  const months = durationInMonths(internship.duration);
  const rule = durationFilters.find((option) => option.value === filter);
  return months !== null && rule !== undefined && rule.test(months);
}

/** The location and the workplace, once when they say the same ('Remote'). */
export function placeLabels(internship: Pick<Internship, 'location' | 'workType' | 'isRemote'>): string[] {
  const location = internship.location?.trim() || 'Location not specified';
  const workplace = workplaceLabel(internship);
  return location.toLowerCase() === workplace.toLowerCase() ? [location] : [location, workplace];
}
