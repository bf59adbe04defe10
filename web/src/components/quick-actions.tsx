/** A grid of large links, each with a title and a line about where it goes (the dashboards' quick actions). */
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import './quick-actions.css';

export type QuickAction = { to: string; title: string; text: string };

export function QuickActions({ actions, minWidth }: { actions: QuickAction[]; minWidth: string }) {
  return (
    <ul className="quick-actions plain-list" style={{ '--quick-action-min': minWidth } as CSSProperties}>
      {actions.map((action) => (
        <li key={action.to}>
          <Link className="quick-action" to={action.to}>
            <span className="quick-action__title">{action.title}</span>
            <span className="quick-action__text">{action.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
