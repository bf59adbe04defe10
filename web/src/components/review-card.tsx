/**
 * A review item in its owner's list (a logbook entry, a report): a line of context above the title, the status badges
 * beside it, the body (facts, texts, history) and the actions at the bottom. `<ReviewCards>` is the list around them.
 * A `collapsed` card starts as its summary line (and an optional notice that always shows): the title is a button
 * (`aria-expanded`) that shows and hides the body, so a long list stays short.
 */
import { useState, type ReactNode, type Ref } from 'react';
import './review-card.css';

export function ReviewCards({ children }: { children: ReactNode }) {
  return <ul className="review-cards plain-list">{children}</ul>;
}

export function ReviewCard({
  id,
  eyebrow,
  title,
  titleRef,
  badges,
  actions,
  collapsed,
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
  /** Start collapsed to `summary` (one line: when, how much); `notice` shows either way (e.g. why it was rejected). */
  collapsed?: { summary: ReactNode; notice?: ReactNode };
  children: ReactNode;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = `${id}-title`;
  const moreId = `${id}-more`;
  return (
    <li className="review-card" id={id}>
      <article className="tile review-card__body" aria-labelledby={titleId}>
        <header className="review-card__header split-row split-row--top">
          <div className="review-card__heading row-fill">
            {eyebrow ? <p className="review-card__eyebrow">{eyebrow}</p> : null}
            <h3 id={titleId} ref={titleRef} tabIndex={-1} className="review-card__title">
              {collapsed ? (
                <button
                  type="button"
                  className="review-card__toggle"
                  aria-expanded={isExpanded}
                  aria-controls={moreId}
                  onClick={() => setIsExpanded((expanded) => !expanded)}
                >
                  <svg
                    className="review-card__chevron"
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {title}
                </button>
              ) : (
                title
              )}
            </h3>
            {collapsed ? <p className="review-card__summary">{collapsed.summary}</p> : null}
          </div>
          {badges ? <div className="review-card__badges cluster">{badges}</div> : null}
        </header>
        {collapsed ? (
          <>
            {collapsed.notice}
            <div id={moreId} className="review-card__more" hidden={!isExpanded}>
              {children}
            </div>
          </>
        ) : (
          children
        )}
        {actions ? <div className="review-card__actions action-row">{actions}</div> : null}
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
