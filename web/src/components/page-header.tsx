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
      <div className="page-header__row split-row split-row--bottom">
        <div className="page-header__text">
          <div className="page-header__title-row">
            <h1 id={titleId} className="page-header__title">
              {title}
            </h1>
            {badge}
          </div>
          {intro ? <p className="page-header__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="page-header__actions cluster">{actions}</div> : null}
      </div>
    </header>
  );
}

/**
 * A screen with a header: its `<main>` (the skip link's target), the browser title — naming the page of a paged
 * list past the first — and the header above the content. `outside` is what sits beside the page's column, such as
 * a dialog.
 */
export function Screen({
  className,
  innerClassName,
  title,
  page = 1,
  back,
  intro,
  actions,
  outside,
  children,
}: {
  /** The screen's own class, after `page`. */
  className?: string;
  /** The column's own class, after `page__inner`. */
  innerClassName?: string;
  title: string;
  /** The page of a paged list. */
  page?: number;
  back?: { to: string; label: string };
  intro?: ReactNode;
  actions?: ReactNode;
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className={className ? `page ${className}` : 'page'}>
      <title>{page > 1 ? `${title}, page ${page} · Stint` : `${title} · Stint`}</title>
      <div className={innerClassName ? `page__inner ${innerClassName}` : 'page__inner'}>
        <PageHeader back={back} title={title} intro={intro} actions={actions} />
        {children}
      </div>
      {outside}
    </main>
  );
}
