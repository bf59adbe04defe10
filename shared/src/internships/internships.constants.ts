/**
 * Enumerations of internships (spec 1 §3, §9; spec 2 §4, §9): the union where forms differ. Those of applications
 * are in `applications/applications.constants.ts`.
 */

export const internshipCategories = [
  'Technology',
  'Marketing',
  'Finance',
  'Healthcare',
  'Education',
  'Design',
  'Sales',
  'Other',
] as const;
export type InternshipCategory = (typeof internshipCategories)[number];

export const workTypes = ['onsite', 'remote', 'hybrid'] as const;
export type WorkType = (typeof workTypes)[number];

/** The edit form's internship types. */
export const internshipTypes = ['full-time', 'part-time', 'summer', 'winter'] as const;

/** Create form: USD, EUR, GBP, CAD; edit form: USD, EUR, GBP. */
export const currencies = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export type Currency = (typeof currencies)[number];

/** Create form: hourly, daily, weekly, monthly; edit form: hourly, weekly, monthly, total. */
export const stipendPeriods = ['hourly', 'daily', 'weekly', 'monthly', 'total'] as const;
export type StipendPeriod = (typeof stipendPeriods)[number];

export const internshipStatuses = ['active', 'inactive', 'draft', 'expired'] as const;
export type InternshipStatus = (typeof internshipStatuses)[number];

/**
 * What the admin's internship oversight shows and filters on (spec 2 §4: the admin view also shows pending): the
 * internship's own status, or `taken_down` while an administrator has taken it down, or `pending` once its employer
 * has edited it since (it waits for an administrator to look again and restore it).
 */
export const adminInternshipStatuses = [...internshipStatuses, 'pending', 'taken_down'] as const;
export type AdminInternshipStatus = (typeof adminInternshipStatuses)[number];

/** The admin's type filter (spec 2 §9): the internship types, plus remote and hybrid (by work type). */
export const adminInternshipTypeFilters = [...internshipTypes, 'remote', 'hybrid'] as const;
export type AdminInternshipTypeFilter = (typeof adminInternshipTypeFilters)[number];

/** The longest reason an administrator may give for a take-down. */
export const TAKE_DOWN_REASON_MAX = 500;

/**
 * The positions no accepted student holds yet. At none the internship is filled: it takes no applications and no
 * acceptance until the employer adds a position.
 */
export function openPositions(positions: number, accepted: number): number {
  return Math.max(0, positions - accepted);
}

export const internshipSorts = ['newest', 'deadline', 'salary'] as const;
export type InternshipSort = (typeof internshipSorts)[number];

export const INTERNSHIPS_PAGE_MAX = 100;
export const EMPLOYER_INTERNSHIPS_PAGE_SIZE = 10;

/** Rough working hours, to compare stipends of different periods (highest-salary sort). */
const MONTHLY_FACTOR: Record<StipendPeriod, number> = { hourly: 160, daily: 21, weekly: 52 / 12, monthly: 1, total: 1 };

/** A stipend in the same currency per month; `total` is spread over the internship's months (at least one). */
export function monthlyStipend(amount: number, period: StipendPeriod, months = 3): number {
  const factor = period === 'total' ? 1 / Math.max(1, months) : MONTHLY_FACTOR[period];
  return Math.round(amount * factor * 100) / 100;
}
