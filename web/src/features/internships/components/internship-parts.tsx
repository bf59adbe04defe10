/**
 * The pieces every internship screen shows the same way: the logo placeholder, the key facts line, the deadline tag,
 * a row of chips with '+N more', and the frame of a card in a grid (spec 1 §2.7, §2.8, §2.14).
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import {
  firstItems,
  logoInitials,
  placeLabels,
  POSITIONS_FILLED,
  stipendLabel,
  type DeadlineTone,
} from './internship-format';

/**
 * Spec 1 §2.7: a logo placeholder with up to 2 initials of the company. While the company is not shown (a visitor,
 * signed out) it is a plain building, never initials made up from the title.
 */
export function CompanyLogo({
  internship,
  large = false,
}: {
  internship: Pick<Internship, 'company'>;
  large?: boolean;
}) {
  return (
    <span className={large ? 'company-logo company-logo--large' : 'company-logo'} aria-hidden="true">
      {internship.company ? (
        logoInitials(internship.company)
      ) : (
        <svg className="company-logo__building" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path
            d="M4 21V5l8-2v18M12 9l8 2v10M2 21h20M7 8h2M7 12h2M7 16h2M15 14h2M15 17h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </span>
  );
}

/** Where, what it pays and how long, on one line. */
export function KeyFacts({ internship }: { internship: Internship }) {
  const stipend = stipendLabel(internship);
  return (
    <ul className="fact-list plain-list" aria-label="Key facts">
      {placeLabels(internship).map((label) => (
        <li key={label}>{label}</li>
      ))}
      {stipend ? <li>{stipend}</li> : null}
      {internship.duration ? <li>{internship.duration}</li> : null}
    </ul>
  );
}

/** 'Expired', 'Today', '3 days left'…; `announce` tells assistive technology what the label is about. */
export function DeadlineTag({
  deadline,
  announce = false,
}: {
  deadline: { label: string; tone: DeadlineTone };
  announce?: boolean;
}) {
  return (
    <span className={`deadline-tag deadline-tag--${deadline.tone}`}>
      {announce ? <span className="visually-hidden">Application deadline: </span> : null}
      {deadline.label}
    </span>
  );
}

/** In place of the deadline once every position is filled: the deadline no longer says how long one can apply. */
export function FilledTag() {
  return <span className="filled-tag">{POSITIONS_FILLED}</span>;
}

/** Up to 3 chips, then '+N more'. */
export function ChipList<T>({
  items,
  renderItem,
  itemKey,
  ...list
}: {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
} & Pick<ComponentPropsWithoutRef<'ul'>, 'aria-label' | 'aria-labelledby'>) {
  const { shown, more } = firstItems(items);
  if (shown.length === 0) return null;
  return (
    <ul className="skill-list plain-list cluster" {...list}>
      {shown.map((item, index) => (
        <li key={itemKey(item, index)} className="skill-list__item">
          {renderItem(item)}
        </li>
      ))}
      {more > 0 ? <li className="skill-list__item skill-list__item--more">+{more} more</li> : null}
    </ul>
  );
}

/**
 * A card of the grid: logo, title, company and the Save button on top, the key facts, then the card's own content.
 * Without a company (hidden from visitors) the line is left out: the list says once why.
 */
export function InternshipCardFrame({
  internship,
  titleId,
  title,
  company,
  save,
  children,
}: {
  internship: Internship;
  titleId: string;
  title: ReactNode;
  company: ReactNode;
  save: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="internship-card">
      <article className="tile internship-card__body" aria-labelledby={titleId}>
        <div className="internship-card__top">
          <CompanyLogo internship={internship} />
          <div className="internship-card__heading">
            <h3 className="internship-card__title" id={titleId}>
              {title}
            </h3>
            {company ? <p className="internship-card__company">{company}</p> : null}
          </div>
          {save}
        </div>
        <KeyFacts internship={internship} />
        {children}
      </article>
    </li>
  );
}
