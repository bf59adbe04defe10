/**
 * How a review item (a logbook entry, a report, an evaluation) shows its status and its history. Spec 2 §4's display
 * grouping: approved is positive, rejected negative, submitted and under review pending (yellow), anything else
 * neutral.
 */
import type { ReactNode } from 'react';
import { formatDateTime } from './dates';
import './review-status.css';

export type ReviewTone = 'success' | 'danger' | 'warning' | 'neutral';

export function reviewTone(status: string): ReviewTone {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'danger';
  if (status === 'submitted' || status === 'under_review') return 'warning';
  return 'neutral';
}

/** 'under_review' → 'Under Review'. */
export function reviewStatusLabel(status: string): string {
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function ReviewStatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`badge badge--${reviewTone(status)}`}>{label ?? reviewStatusLabel(status)}</span>;
}

export type ReviewStep = {
  status: string;
  at: string;
  by: { id: string; role: string } | null;
  comment?: string | undefined;
};

const ACTOR_LABELS: Record<string, string> = {
  student: 'By the student',
  employer: 'By the employer',
  admin: 'By an administrator',
  university: 'By the university',
};

/** Who made a change, as a line under it ('By the employer'); a change without an actor was automatic. */
export function reviewActorLabel(by: ReviewStep['by']): string {
  return by ? (ACTOR_LABELS[by.role] ?? `By ${by.role}`) : 'Automatically';
}

/** The changes of status, oldest first: each with its badge, when, by whom and the comment left with it. */
export function ReviewHistory({
  steps,
  labelFor,
  empty = 'No changes yet.',
}: {
  steps: readonly ReviewStep[];
  /** The label of a status, when the item's own wording differs from the generic one. */
  labelFor?: (status: string) => string;
  empty?: ReactNode;
}) {
  const ordered = [...steps].sort((a, b) => a.at.localeCompare(b.at));
  if (ordered.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ol className="timeline review-history">
      {ordered.map((step, index) => (
        <li key={`${step.at}-${index}`} className="timeline__item">
          <div className="timeline__line">
            <ReviewStatusBadge status={step.status} label={labelFor?.(step.status)} />
            <time dateTime={step.at}>{formatDateTime(step.at) ?? step.at}</time>
          </div>
          <p className="review-history__by">{reviewActorLabel(step.by)}</p>
          {step.comment ? <p className="review-history__comment prose">“{step.comment}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
