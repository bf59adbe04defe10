/** How an internship's values read on the employer screens. */
import type { InternshipStatus } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';

export const workTypeLabels: Record<string, string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

export const internshipTypeLabels: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  summer: 'Summer',
  winter: 'Winter',
};

export const periodLabels: Record<string, string> = {
  hourly: 'Per hour',
  daily: 'Per day',
  weekly: 'Per week',
  monthly: 'Per month',
  total: 'In total',
};

const periodSuffix: Record<string, string> = {
  hourly: '/ hour',
  daily: '/ day',
  weekly: '/ week',
  monthly: '/ month',
  total: 'in total',
};

export const internshipStatusLabels: Record<InternshipStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
  expired: 'Expired',
};

const statusTone: Record<InternshipStatus, string> = {
  active: 'badge--success',
  inactive: 'badge--warning',
  draft: 'badge--neutral',
  expired: 'badge--danger',
};

export function InternshipStatusBadge({ status }: { status: InternshipStatus }) {
  return (
    <span className={`badge ${statusTone[status] ?? 'badge--neutral'}`}>
      {internshipStatusLabels[status] ?? status}
    </span>
  );
}

/** 'USD 1,500 / month', 'Unpaid', or null when nothing is known. */
export function formatStipend(internship: Pick<Internship, 'stipend' | 'isPaid'>): string | null {
  if (internship.isPaid === false) return 'Unpaid';
  const { stipend } = internship;
  if (!stipend) return null;
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

/** 'Remote', 'Hybrid', 'On-site', from the work type and the remote flag. */
export function formatWorkplace(internship: Pick<Internship, 'workType' | 'isRemote'>): string {
  if (internship.workType) {
    const label = workTypeLabels[internship.workType] ?? internship.workType;
    return internship.isRemote && internship.workType === 'onsite' ? `${label} (remote possible)` : label;
  }
  return internship.isRemote ? 'Remote' : 'On-site';
}

/** Spec 1 §3: the application count may come as `applicationsCount` or `applications`. */
export function applicationCount(internship: Pick<Internship, 'applicationsCount' | 'applications'>): number {
  return internship.applicationsCount ?? internship.applications ?? 0;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
