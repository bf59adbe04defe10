/**
 * A review item in its owner's list (a logbook entry, a report): a line of context above the title, the status badges
 * beside it, the body (facts, texts, history) and the actions at the bottom. `<ReviewCards>` is the list around them.
 */
import type { ReactNode, Ref } from 'react';
import './review-card.css';

export function ReviewCards({ children }: { children: ReactNode }) {
  return <ul className="review-cards">{children}</ul>;
}

export function ReviewCard({
  id,
  eyebrow,
  title,
  titleRef,
  badges,
  actions,
  children,
}: {
  /** Unique on the page; the title's id derives from it. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The title takes focus when the control that had it goes away (e.g. Submit, once submitted). */
  titleRef?: Ref<HTMLHeadingElement>;
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <li className="review-card" id={id}>
      <article className="tile review-card__body" aria-labelledby={titleId}>
        <header className="review-card__header">
          <div className="review-card__heading">
            {eyebrow ? <p className="review-card__eyebrow">{eyebrow}</p> : null}
            <h3 id={titleId} ref={titleRef} tabIndex={-1} className="review-card__title">
              {title}
            </h3>
          </div>
          {badges ? <div className="review-card__badges">{badges}</div> : null}
        </header>
        {children}
        {actions ? <div className="review-card__actions">{actions}</div> : null}
      </article>
    </li>
  );
}

/** A labelled part of a card's body (Activities, Summary, …). */
export function ReviewCardSection({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section className="review-card__section" aria-labelledby={id}>
      <h4 id={id} className="review-card__label">
        {label}
      </h4>
      {children}
    </section>
  );
}

/** A part of a card's body shown on demand (the status history, the full text). */
export function ReviewCardDisclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="review-card__disclosure">
      <summary>{summary}</summary>
      <div className="review-card__disclosure-body">{children}</div>
    </details>
  );
}
