/** Read-only account information (spec 1 §2.19): email, role, status, member since, last sign-in. */
import type { User } from '@stint/shared/accounts/accounts.schemas';
import type { Role } from '@stint/shared/roles';
import { EmailAddress } from '../../../components/email-address';
import { Facts } from '../../../components/facts';
import { formatDate } from '../../../lib/user-display';

const roleLabels: Record<Role, string> = {
  student: 'Student',
  employer: 'Employer',
  admin: 'Administrator',
  university: 'University',
};

const statusLabels: Record<User['status'], { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge--success' },
  pending: { label: 'Awaiting verification', tone: 'badge--warning' },
  inactive: { label: 'Deactivated', tone: 'badge--danger' },
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDateTime(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

export function AccountInformationCard({ user }: { user: User }) {
  const status = statusLabels[user.status];
  return (
    <section className="card settings-card" aria-labelledby="account-title">
      <h2 id="account-title" className="card__title">
        Account Information
      </h2>
      <Facts
        className="details"
        rowClassName="details__row"
        facts={[
          { label: 'Email', value: <EmailAddress email={user.email} /> },
          {
            label: 'Email confirmed',
            value: user.emailVerified ? 'Yes' : user.role === 'admin' ? null : 'Not yet: see the link we emailed you',
          },
          { label: 'Role', value: roleLabels[user.role] },
          { label: 'Account status', value: <span className={`badge ${status.tone}`}>{status.label}</span> },
          { label: 'Member since', value: formatDate(user.createdAt) },
          { label: 'Last login', value: formatDateTime(user.lastLogin) ?? 'Never' },
        ]}
      />
      <p className="settings-card__note">To change your email address or role, contact support.</p>
    </section>
  );
}
