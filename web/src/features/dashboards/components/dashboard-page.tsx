import type { ReactNode } from 'react';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { Banner } from '../../../components/alerts';
import './dashboard.css';

/** The frame every dashboard shares: the welcome first, then notices about the account, then the content. */
export function DashboardPage({
  documentTitle,
  welcome,
  user,
  children,
}: {
  documentTitle: string;
  welcome: ReactNode;
  user: User;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="page dashboard">
      <title>{`${documentTitle} · Stint`}</title>
      <div className="page__inner">
        <section className="welcome" aria-labelledby="welcome-title">
          {welcome}
        </section>
        <AccountNotices user={user} />
        {children}
      </div>
    </main>
  );
}

/** What the account still waits for: an administrator's verification (universities), the email confirmation. */
function AccountNotices({ user }: { user: User }) {
  const awaitsVerification = user.role === 'university' && user.status === 'pending';
  // Administrators are created by the operator, not registered: no confirmation mail goes to them.
  const awaitsEmailConfirmation = !user.emailVerified && user.role !== 'admin';
  if (!awaitsVerification && !awaitsEmailConfirmation) return null;
  return (
    <div className="dashboard__notices">
      {awaitsVerification ? (
        <Banner tone="warning" title="Your university account is awaiting verification" live={false}>
          <p>
            An administrator reviews every new university before it goes live. Until{' '}
            {user.universityName?.trim() || 'your university'} is verified, it does not appear in the list of
            universities students choose from when they register.
          </p>
        </Banner>
      ) : null}
      {awaitsEmailConfirmation ? (
        <Banner tone="info" title="Please confirm your email address" live={false}>
          <p>
            We sent a confirmation link to <strong>{user.email}</strong>. Open it to confirm that this address is yours.
          </p>
        </Banner>
      ) : null}
    </div>
  );
}

export type Detail = { label: string; value: ReactNode | null | undefined };

/** A card of labelled facts; facts without a value are left out rather than shown empty. */
export function DetailsCard({ id, title, details }: { id: string; title: string; details: Detail[] }) {
  const shown = details.filter((detail) => detail.value !== null && detail.value !== undefined && detail.value !== '');
  if (shown.length === 0) return null;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <dl className="details">
        {shown.map((detail) => (
          <div className="details__row" key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
