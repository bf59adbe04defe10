import type { ReactNode } from 'react';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { Banner } from '../../../components/alerts';
import { EmailAddress } from '../../../components/email-address';
import { Facts, hasValue, type Fact } from '../../../components/facts';
import { QuickActions, type QuickAction } from '../../../components/quick-actions';
import { formatDate, fullName } from '../../../lib/user-display';
import { StatusPage } from '../../../components/status-page';
import './dashboard.css';

/**
 * The frame every dashboard shares: the welcome first (the dashboard's name above the greeting, or as the heading),
 * then notices about the account, then the content.
 */
export function DashboardPage({
  name,
  greeting,
  intro,
  user,
  children,
}: {
  /** 'Student Dashboard': the tab's title too. */
  name: string;
  greeting?: string;
  /** Under the heading: who, where. */
  intro?: ReactNode;
  user: User;
  children: ReactNode;
}) {
  return (
    <main id="main" tabIndex={-1} className="page dashboard">
      <title>{`${name} · Stint`}</title>
      <div className="page__inner">
        <section className="welcome" aria-labelledby="welcome-title">
          {greeting ? <p className="welcome__eyebrow">{name}</p> : null}
          <h1 id="welcome-title" className="welcome__title">
            {greeting ?? name}
          </h1>
          {intro}
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
            We sent a confirmation link to{' '}
            <strong>
              <EmailAddress email={user.email} />
            </strong>
            . Open it to confirm that this address is yours.
          </p>
        </Banner>
      ) : null}
    </div>
  );
}

/** A card of labelled facts; facts without a value are left out rather than shown empty. */
export function DetailsCard({ id, title, details }: { id: string; title: string; details: Fact[] }) {
  if (!details.some(hasValue)) return null;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <Facts className="details" rowClassName="details__row" facts={details} />
    </section>
  );
}

/** Spec 1 §2.13, spec 2 §2, §8: 'Error Loading Dashboard' with the message and Try Again. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <StatusPage title="Error Loading Dashboard" message={message} alert onRetry={onRetry} />;
}

/** The quick actions of a dashboard, under their heading. */
export function DashboardQuickActions({
  headingId,
  actions,
  minWidth,
}: {
  headingId: string;
  actions: QuickAction[];
  minWidth: string;
}) {
  return (
    <nav className="dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard__heading">
        Quick actions
      </h2>
      <QuickActions minWidth={minWidth} actions={actions} />
    </nav>
  );
}

/** 'Your account': name, email and phone, what the role adds, and since when. */
export function AccountCard({ id, user, more = [] }: { id: string; user: User; more?: Fact[] }) {
  return (
    <DetailsCard
      id={id}
      title="Your account"
      details={[
        { label: 'Name', value: fullName(user) },
        { label: 'Email', value: <EmailAddress email={user.email} /> },
        { label: 'Phone', value: user.phone },
        ...more,
        { label: 'Member since', value: formatDate(user.createdAt) },
      ]}
    />
  );
}
