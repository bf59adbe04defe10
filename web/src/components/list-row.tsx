/**
 * A row of an administrator's list (users, students, internships): the heading with the lines under it and the badges
 * beside it, then what the screen shows of the item. The layout is styles/admin-lists.css, loaded by list-screen.tsx.
 */
import type { ReactNode } from 'react';
import { Facts, type Fact } from './facts';

export function ListRow({
  headingId,
  title,
  lines,
  badges,
  children,
}: {
  /** Names the row's article; row actions point at it too (`RowAction`). */
  headingId: string;
  title: ReactNode;
  /** Each a line under the heading (who, where). */
  lines: ReactNode[];
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="tile admin-row">
      <article aria-labelledby={headingId}>
        <div className="admin-row__header split-row split-row--top">
          <div className="admin-row__who row-fill">
            <h3 id={headingId} className="admin-row__title">
              {title}
            </h3>
            {lines.map((line, index) => (
              // The lines are fixed per screen and never reorder: their place is their identity.
              <p key={index} className="admin-row__sub">
                {line}
              </p>
            ))}
          </div>
          <div className="admin-row__badges cluster">{badges}</div>
        </div>
        {children}
      </article>
    </li>
  );
}

/** The row's labelled values in the grid beside its actions. */
export function RowFacts({ facts }: { facts: Fact[] }) {
  return <Facts className="facts facts--grid admin-row__facts" facts={facts} />;
}
