/**
 * How an internship's values read, wherever it is shown (the public and student screens, the employer's): work types,
 * stipend amounts and periods, the application count, whether its positions are filled. Pure; each screen composes
 * its own labels from these.
 */
import { openPositions, type InternshipStatus } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';

export const workTypeLabels: Record<string, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

export const internshipStatusLabels: Record<InternshipStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
  expired: 'Expired',
};

const periodSuffix: Record<string, string> = {
  hourly: '/ hour',
  daily: '/ day',
  weekly: '/ week',
  monthly: '/ month',
  total: 'in total',
};

/** 'USD 1,500 / month' (the amount in the browser's locale, whole amounts without decimals). */
export function formatStipendAmount(stipend: NonNullable<Internship['stipend']>): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: stipend.currency,
      maximumFractionDigits: Number.isInteger(stipend.amount) ? 0 : 2,
    }).format(stipend.amount);
  } catch {
    amount = `${stipend.currency} ${stipend.amount}`;
  }
  return `${amount} ${periodSuffix[stipend.period] ?? stipend.period}`;
}

/** Spec 1 §3: the application count may come as `applicationsCount` or `applications`. */
export function applicationCount(internship: Pick<Internship, 'applicationsCount' | 'applications'>): number {
  return internship.applicationsCount ?? internship.applications ?? 0;
}

/** What every screen calls an internship whose positions all have a student accepted. */
export const POSITIONS_FILLED = 'Positions filled';

/**
 * Every position has a student accepted: the internship takes no applications (the api refuses them) until its
 * employer adds a position.
 */
export function isFilled(internship: Pick<Internship, 'source' | 'positions' | 'acceptedCount'>): boolean {
  return internship.source === 'platform' && openPositions(internship.positions, internship.acceptedCount) === 0;
}
