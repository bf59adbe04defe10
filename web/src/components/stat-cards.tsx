/**
 * A row of counts, each a card with its label, its value and an optional note (the dashboards, the student's
 * applications). `accent` gives each card a coloured top edge: its tone, else the primary colour.
 */
import type { CSSProperties, ReactNode } from 'react';
import './stat-cards.css';

export type StatCard = {
  key: string;
  label: string;
  value: ReactNode;
  note?: string;
  tone?: 'warning' | 'success' | 'danger';
};

export function StatCards({
  cards,
  minWidth,
  accent = false,
  className,
}: {
  cards: StatCard[];
  /** The narrowest a card gets before the row wraps (a CSS length). */
  minWidth: string;
  accent?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={['stat-cards', accent ? 'stat-cards--accent' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ '--stat-card-min': minWidth } as CSSProperties}
    >
      {cards.map((card) => (
        <li key={card.key} className={card.tone ? `stat-card stat-card--${card.tone}` : 'stat-card'}>
          <p className="stat-card__label">{card.label}</p>
          <p className="stat-card__value">{card.value}</p>
          {card.note ? <p className="stat-card__note">{card.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
