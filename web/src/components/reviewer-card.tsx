/**
 * A review item in its reviewer's queue (a logbook entry for the employer, a report for the admin): the title, the
 * student and the internship above the status badges, the item's own body, its status history (expandable) and the
 * decisions open at its status. `<ReviewerCards>` is the list around them. Which decisions there are, and when, is
 * the slice's: it passes them as `actions`.
 */
import type { ReactNode } from 'react';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { Facts, type Fact } from './facts';
import { ReviewHistory, type ReviewStep } from './review-status';
import './reviewer-card.css';

export function ReviewerCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="reviewer-cards plain-list" aria-label={label}>
      {children}
    </ul>
  );
}

export function ReviewerCard({
  headingId,
  title,
  studentName,
  studentNumber,
  internship,
  badges,
  facts,
  history,
  historySpacing = 'tight',
  actions,
  children,
}: {
  headingId: string;
  title: string;
  studentName: string;
  /** The student's own id at their university, when they gave one. */
  studentNumber: string;
  internship: PlacementInternship;
  badges: ReactNode;
  /** The item's dates and numbers, in a grid under the header. */
  facts: Fact[];
  history: { steps: readonly ReviewStep[]; labelFor: (status: string) => string };
  /** The room above the status history: `tight` under another disclosure, `loose` under text. */
  historySpacing?: 'tight' | 'loose';
  /** The decisions open at the item's status; none when null. */
  actions?: ReactNode;
  /** The item's own texts. */
  children: ReactNode;
}) {
  return (
    <li className="tile reviewer-card">
      <article aria-labelledby={headingId}>
        <header className="reviewer-card__header split-row split-row--top">
          <div className="reviewer-card__heading row-fill">
            <h3 id={headingId} className="reviewer-card__title" tabIndex={-1}>
              {title}
            </h3>
            <p className="reviewer-card__who">
              <strong>{studentName}</strong>
              {studentNumber ? <span> · Student ID {studentNumber}</span> : null}
            </p>
            <p className="reviewer-card__internship">
              {internship.title}
              {internship.company ? ` · ${internship.company}` : null}
            </p>
          </div>
          <div className="reviewer-card__badges cluster">{badges}</div>
        </header>

        <Facts className="facts facts--grid reviewer-card__facts" facts={facts} />
        {children}

        <details className={`reviewer-card__more reviewer-card__more--${historySpacing}`}>
          <summary>Status history ({history.steps.length})</summary>
          <ReviewHistory steps={history.steps} labelFor={history.labelFor} />
        </details>

        {actions ? <div className="reviewer-card__actions">{actions}</div> : null}
      </article>
    </li>
  );
}

/** A decision's button; its label names the item for screen readers ("Approve “Week 3” by Ada Lovelace"). */
export function ReviewerAction({
  label,
  about,
  tone,
  disabled,
  onClick,
}: {
  label: ReactNode;
  /** The item, as read after the label. */
  about: string;
  tone: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`button button--${tone} button--small`} onClick={onClick} disabled={disabled}>
      {label}
      <span className="visually-hidden">{about}</span>
    </button>
  );
}
