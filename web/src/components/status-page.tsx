/**
 * A whole-page message in the middle of the screen (Not Found, a failed load, a session problem): the heading, a text,
 * and the ways on (Try Again for a failure that may pass). `alert` makes the text an alert, for failures that replace the screen someone was waiting for.
 */
import { useId, type ReactNode } from 'react';

export function StatusPage({
  title,
  documentTitle = title,
  code,
  message,
  alert = false,
  actions,
  onRetry,
  children,
  className,
}: {
  title: string;
  /** The tab's title (before ' · Stint'); the heading by default, `null` for none. */
  documentTitle?: string | null;
  /** A big code above the heading ('404'), hidden from assistive technology. */
  code?: string;
  message?: ReactNode;
  alert?: boolean;
  actions?: ReactNode;
  /** Adds Try Again after the actions (the main action when it is the only one). */
  onRetry?: (() => void) | null;
  /** More content between the text and the actions. */
  children?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <main id="main" tabIndex={-1} className="status-page" aria-labelledby={headingId}>
      {documentTitle === null ? null : <title>{`${documentTitle} · Stint`}</title>}
      <div className={['status-page__panel', className ?? ''].filter(Boolean).join(' ')}>
        {code ? (
          <p className="status-page__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 id={headingId}>{title}</h1>
        {message ? (
          <p className="status-page__text" role={alert ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
        {children}
        {actions || onRetry ? (
          <div className="status-page__actions">
            {actions}
            {onRetry ? (
              <button
                type="button"
                className={actions ? 'button button--secondary' : 'button button--primary'}
                onClick={onRetry}
              >
                Try Again
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </main>
  );
}
