/** How an application's status reads (spec 1 §4: employers also see reviewing and withdrawn). */
import type { ApplicationStatus } from '@stint/shared/applications/applications.constants';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { studentName as studentNameOf } from '../../../lib/student-name';

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const tone: Record<ApplicationStatus, string> = {
  pending: 'badge--warning',
  reviewing: 'badge--info',
  accepted: 'badge--success',
  rejected: 'badge--danger',
  withdrawn: 'badge--neutral',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`badge ${tone[status] ?? 'badge--neutral'}`}>{applicationStatusLabels[status] ?? status}</span>
  );
}

/** Spec 2 §4 and the api's rules: Reviewing from pending; Accept and Reject from pending or reviewing. */
export function canMarkReviewing(application: Pick<Application, 'status'>): boolean {
  return application.status === 'pending';
}

export function canDecide(application: Pick<Application, 'status'>): boolean {
  return application.status === 'pending' || application.status === 'reviewing';
}

export function studentName(application: Pick<Application, 'student'>): string {
  return studentNameOf(application.student);
}

/** Spec 2 §9: GPA is shown out of 4.0. */
export function formatGpa(gpa: number | null): string | null {
  return gpa === null ? null : `${gpa.toFixed(2)} / 4.0`;
}
