/** How an internship's values read on the employer screens. */
import type { InternshipStatus } from '@stint/shared/internships/internships.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import {
  formatStipendAmount,
  internshipStatusLabels,
  isFilled,
  POSITIONS_FILLED,
  workTypeLabels,
} from '../../../lib/internship-display';

export { applicationCount, internshipStatusLabels, workTypeLabels } from '../../../lib/internship-display';

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

/** 'Positions filled' next to the status once every position has a student accepted (it takes no applications). */
export function PositionsFilledBadge({
  internship,
}: {
  internship: Pick<Internship, 'source' | 'positions' | 'acceptedCount'>;
}) {
  return isFilled(internship) ? <span className="badge badge--warning">{POSITIONS_FILLED}</span> : null;
}

/** '1 of 2 filled'. */
export function formatPositions(internship: Pick<Internship, 'positions' | 'acceptedCount'>): string {
  return `${internship.acceptedCount} of ${internship.positions} filled`;
}

/** 'USD 1,500 / month', 'Unpaid', or null when nothing is known. */
export function formatStipend(internship: Pick<Internship, 'stipend' | 'isPaid'>): string | null {
  if (internship.isPaid === false) return 'Unpaid';
  return internship.stipend ? formatStipendAmount(internship.stipend) : null;
}

/** 'Remote', 'Hybrid', 'On-site', from the work type and the remote flag. */
export function formatWorkplace(internship: Pick<Internship, 'workType' | 'isRemote'>): string {
  if (internship.workType) {
    const label = workTypeLabels[internship.workType] ?? internship.workType;
    return internship.isRemote && internship.workType === 'onsite' ? `${label} (remote possible)` : label;
  }
  return internship.isRemote ? 'Remote' : 'On-site';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
