import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import './page-header.css';

/** The top of a screen: a back link, the title (the page's h1) with an optional badge, an intro and actions. */
export function PageHeader({
  back,
  title,
  titleId,
  intro,
  actions,
  badge,
}: {
  back?: { to: string; label: string };
  title: ReactNode;
  titleId?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back ? <BackLink to={back.to} label={back.label} /> : null}
      <div className="page-header__row">
        <div className="page-header__text">
          <div className="page-header__title-row">
            <h1 id={titleId} className="page-header__title">
              {title}
            </h1>
            {badge}
          </div>
          {intro ? <p className="page-header__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
