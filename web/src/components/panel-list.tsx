/** A list inside a card: each row a link with a badge beside it and a line of details below (recent items). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './panel-list.css';

export type PanelListItem = { key: string; to: string; title: ReactNode; badge?: ReactNode; meta: ReactNode };

export function PanelList({ items }: { items: PanelListItem[] }) {
  return (
    <ul className="panel-list plain-list">
      {items.map((item) => (
        <li key={item.key} className="panel-list__item">
          <div className="panel-list__main split-row">
            <Link className="panel-list__link" to={item.to}>
              {item.title}
            </Link>
            {item.badge}
          </div>
          <p className="panel-list__meta">{item.meta}</p>
        </li>
      ))}
    </ul>
  );
}
