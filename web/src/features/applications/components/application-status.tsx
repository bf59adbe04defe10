/**
 * How an application's status reads to the student (spec 1 §4): pending, under review, accepted, rejected, withdrawn;
 * 'applied' and 'not_applied' are also understood; anything else shows neutral, as it came.
 */
import type { Application } from '@stint/shared/applications/applications.schemas';

const labels: Record<string, string> = {
  pending: 'Pending',
  reviewing: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  applied: 'Applied',
  not_applied: 'Not Applied',
};

const tones: Record<string, string> = {
  pending: 'badge--warning',
  applied: 'badge--warning',
  reviewing: 'badge--info',
  accepted: 'badge--success',
  rejected: 'badge--danger',
};

export function statusLabel(status: string): string {
  return labels[status] ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge status-badge ${tones[status] ?? 'badge--neutral'}`}>{statusLabel(status)}</span>;
}

/** The api lets a student withdraw while the application is pending, or from a placement once accepted (issue 17). */
export function canWithdraw(application: Pick<Application, 'status'>): boolean {
  return application.status === 'pending' || application.status === 'accepted';
}
