/** The page the confirmation email links to (`/confirm-email?token=…`). */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardPath } from '../../../lib/user-display';
import { useConfirmEmail } from '../api/confirm-email';

export function ConfirmEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const user = useSession((state) => state.user);
  const { data, error } = useConfirmEmail(token);

  const next = user ? (
    <Link className="button button--primary" to={dashboardPath(user.role)}>
      Go to your dashboard
    </Link>
  ) : (
    <Link className="button button--primary" to="/login">
      Sign in
    </Link>
  );

  let title: string;
  let body: ReactNode;
  if (!token) {
    title = 'Confirmation link incomplete';
    body = (
      <p className="status-page__text" role="alert">
        This link is missing its confirmation code. Open the link from the email again, or copy the whole address into
        your browser.
      </p>
    );
  } else if (error) {
    title = 'We could not confirm your email';
    body = (
      <p className="status-page__text" role="alert">
        {errorMessage(error, 'This confirmation link is not valid any more.')}
      </p>
    );
  } else if (data) {
    title = 'Email confirmed';
    body = (
      <p className="status-page__text" role="status">
        {data.message ?? 'Your email address is confirmed.'}
      </p>
    );
  } else {
    title = 'Confirming your email…';
    body = (
      <div role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="status-page__text">Please wait a moment.</p>
      </div>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="status-page" aria-labelledby="confirm-email-title">
      <title>{`${title} · Stint`}</title>
      <div className="status-page__panel">
        <h1 id="confirm-email-title">{title}</h1>
        {body}
        {token && !data && !error ? null : <div className="status-page__actions">{next}</div>}
      </div>
    </main>
  );
}
