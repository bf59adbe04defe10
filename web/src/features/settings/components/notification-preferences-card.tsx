/**
 * Notification preferences (spec 1 §2.19, §3, §9: all on by default): read as On/Off, Edit turns them into checkboxes,
 * Save sends them with `PUT /users/profile`. Mail jobs read them before sending.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { NotificationPreferences, User } from '@stint/shared/accounts/accounts.schemas';
import { notificationPreferenceKeys } from '@stint/shared/accounts/accounts.constants';
import { StatusNote, type ActionStatus } from '../../../components/alerts';
import { CheckboxField, EditActions } from '../../../components/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { updateNotificationPreferences } from '../api/update-notification-preferences';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';

type PreferenceKey = (typeof notificationPreferenceKeys)[number];

export const preferenceText: Record<PreferenceKey, { label: string; hint: string }> = {
  newInternships: { label: 'New internships', hint: 'Emails about new internships that match your interests.' },
  applicationUpdates: { label: 'Application updates', hint: 'When an application is received, accepted or rejected.' },
  reportReminders: { label: 'Report reminders', hint: 'Reminders about reports that are due or need attention.' },
  logbookReminders: { label: 'Logbook reminders', hint: 'Reminders to keep the weekly logbook up to date.' },
};

type Status = ActionStatus | null;

export function NotificationPreferencesCard({ user }: { user: User }) {
  const focusAfterRender = useFocusAfterRender();
  const stored = user.notificationPreferences;
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [isSaving, setIsSaving] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstBoxId = `notify-${notificationPreferenceKeys[0]}`;

  const startEditing = () => {
    setDraft({ ...stored });
    setStatus(null);
    focusAfterRender(() => document.getElementById(firstBoxId)?.focus());
  };

  const stopEditing = (next: Status) => {
    setDraft(null);
    setStatus(next);
    focusAfterRender(() => editButtonRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || isSaving) return;
    setIsSaving(true);
    setStatus(null);
    try {
      await updateNotificationPreferences(draft);
      stopEditing({ tone: 'success', text: 'Notification preferences saved.' });
    } catch (error) {
      setStatus({ tone: 'danger', text: errorMessage(error, 'Failed to save settings. Please try again.') });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="notifications-title">
      <div className="card__header">
        <h2 id="notifications-title" className="card__title">
          Notification Preferences
        </h2>
        {draft ? null : (
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary button--small"
            onClick={startEditing}
          >
            Edit Preferences
          </button>
        )}
      </div>
      <p className="settings-card__intro">Choose which emails Stint sends you.</p>
      {draft ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="notifications-title">
          <fieldset className="settings-card__choices">
            <legend className="visually-hidden">Send me emails about</legend>
            {notificationPreferenceKeys.map((key) => (
              <CheckboxField
                key={key}
                id={`notify-${key}`}
                name={key}
                label={preferenceText[key].label}
                hint={preferenceText[key].hint}
                checked={draft[key]}
                onChange={(checked) => setDraft((current) => (current ? { ...current, [key]: checked } : current))}
              />
            ))}
          </fieldset>
          <EditActions
            className="settings-card__actions action-row"
            isSaving={isSaving}
            onCancel={() => stopEditing(null)}
            submitLabel="Save Preferences"
          />
        </form>
      ) : (
        <ul className="preference-list plain-list">
          {notificationPreferenceKeys.map((key) => (
            <li key={key} className="preference-list__item">
              <span className="preference-list__text">
                <span className="preference-list__label">{preferenceText[key].label}</span>
                <span className="preference-list__hint">{preferenceText[key].hint}</span>
              </span>
              <span className={stored[key] ? 'badge badge--success' : 'badge badge--neutral'}>
                {stored[key] ? 'On' : 'Off'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <StatusNote status={status} />
    </section>
  );
}
