/**
 * Account settings (spec 1 §2.19, the same screen for every role at /{role}/settings): notification preferences,
 * password change and read-only account information.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Screen } from '../../../components/page-header';
import { StatusPage } from '../../../components/status-page';
import { useSession } from '../../../lib/session';
import { AccountInformationCard } from './account-information-card';
import { ChangePasswordCard } from './change-password-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import './settings.css';

/** `extra`: a role's own settings, composed in by the route (the university's placement approval). */
export function SettingsScreen({ extra }: { extra?: ReactNode } = {}) {
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <StatusPage
        title="User not found"
        message="Please log in to view your settings."
        actions={
          <Link className="button button--primary" to="/login">
            Sign In
          </Link>
        }
      />
    );
  }
  return (
    <Screen
      className="settings-page"
      innerClassName="settings-page__inner"
      title="Account Settings"
      intro="Notifications, your password and your account."
      actions={
        <Link className="button button--secondary" to={`/${user.role}/profile`}>
          Edit Profile
        </Link>
      }
    >
      <div className="settings-page__grid">
        <NotificationPreferencesCard key={user._id} user={user} />
        <ChangePasswordCard key={`password-${user._id}`} />
        {extra}
        <AccountInformationCard user={user} />
      </div>
    </Screen>
  );
}
