/**
 * System settings (/admin/system; spec 2 §2 "tabs General, Email, Security and Integrations", §4, §8; issue 7): the
 * settings that change what the platform enforces, each with where its value comes from (an admin, an environment
 * variable, or the default) and what it falls back to; the infrastructure that only the environment changes is shown
 * read only. Save sends the fields that changed; its message goes away after 3 seconds. Live: another admin's save
 * shows without a reload (fields being edited keep what was typed).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  SETTINGS_FAILED_MESSAGE,
  SETTINGS_MESSAGE_MS,
  SETTINGS_SAVED_MESSAGE,
  settingKeysByTab,
  settingLabels,
  settingRanges,
  settingsTabLabels,
  settingsTabs,
  type PlatformSettingKey,
  type SettingsTab,
} from '@stint/shared/settings/settings.constants';
import {
  updateSystemSettingsBodySchema,
  type SystemSettings,
  type UpdateSystemSettingsBody,
} from '@stint/shared/settings/settings.schemas';
import { Banner } from '../../../components/alerts';
import { formatDateTime } from '../../../components/dates';
import { CheckboxField, NumberField, TextField } from '../../../components/form-fields';
import { LoadingPanel } from '../../../components/loading-panel';
import { Screen } from '../../../components/page-header';
import { QueryError } from '../../../components/query-state';
import { Tabs } from '../../../components/tabs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSystemSettings } from '../api/get-system-settings';
import { updateSystemSettings } from '../api/update-system-settings';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './system-settings.css';

/** A field being edited: what was typed (a box ticked), or null to hand the setting back to its default. */
type Draft = Partial<Record<PlatformSettingKey, string | boolean | null>>;
type Status = { tone: 'success' | 'danger'; text: string } | null;
type Errors = Partial<Record<PlatformSettingKey, string>>;

const NUMERIC = new Set<PlatformSettingKey>([
  'maxUploadMb',
  'sessionTimeoutHours',
  'maxLoginAttempts',
  'passwordMinLength',
]);

/** Settings that may be left without a value: a blank field hands them back to the environment (or to none). */
const OPTIONAL = new Set<PlatformSettingKey>(['supportPhone', 'officeAddress']);

const tabOf = (key: PlatformSettingKey): SettingsTab =>
  settingsTabs.find((tab) => (settingKeysByTab[tab] as readonly string[]).includes(key))!;
const fieldId = (key: PlatformSettingKey) => `system-${key}`;

/** What each setting does, under its label. */
const settingHints: Record<PlatformSettingKey, string> = {
  supportEmail: 'Where contact-form messages go; shown on the contact page.',
  supportPhone: 'Shown on the contact page as a number to call. Without one, the page shows no phone support.',
  officeAddress:
    'Shown on the contact page with a Get Directions map link, e.g. street and number, postcode, city, country. Without one, the page shows the business hours only.',
  maxUploadMb: 'Caps every upload. It can only lower each upload’s own limit (resume 5 MB, profile picture 5 MB).',
  mailFrom: 'The sender of every email Stint sends, e.g. Stint <no-reply@example.org>.',
  sessionTimeoutHours:
    'New sign-ins last this long, and sessions older than this end at once. A longer timeout applies to new sign-ins.',
  maxLoginAttempts: 'Failed sign-ins to one account, or from one address, before sign-in pauses for a while.',
  passwordMinLength: 'For new accounts, password resets and password changes; the register form says it.',
  jobBoardSyncEnabled: 'Fetch external internships from the job board on its schedule.',
};

function shown(key: PlatformSettingKey, value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (key === 'maxUploadMb') return `${value} MB`;
  if (key === 'sessionTimeoutHours') return `${value} hours`;
  if (key === 'passwordMinLength') return `${value} characters`;
  return String(value);
}

/** What a setting goes back to without an admin's value: "Use MAIL_FROM" or "Use the default". */
const fallbackName = (fallback: SystemSettings['fallbacks'][PlatformSettingKey]) =>
  fallback.source === 'environment' && fallback.variable ? fallback.variable : 'the default';

/** Where a value comes from, and what it goes back to without an admin's value. */
function SourceNote({
  settings,
  settingKey,
  pending,
}: {
  settings: SystemSettings;
  settingKey: PlatformSettingKey;
  pending: boolean;
}) {
  const fallback = settings.fallbacks[settingKey];
  // A setting nothing else gives (a support phone without SUPPORT_PHONE) is simply not set without the admin's value.
  const isUnsetWithout = fallback.value === null && fallback.source === 'default';
  const then = isUnsetWithout
    ? 'not set'
    : `${shown(settingKey, fallback.value)} (${
        fallback.source === 'environment' ? `from ${fallback.variable}` : 'default'
      })`;
  const source = settings.sources[settingKey];
  const [tone, badge, note] = pending
    ? [
        'badge--warning',
        isUnsetWithout ? 'Cleared on save' : `Back to ${fallbackName(fallback)} on save`,
        `Then: ${then}.`,
      ]
    : source === 'admin'
      ? ['badge--info', 'Set by an admin', `Without it: ${then}.`]
      : source === 'environment'
        ? ['badge--neutral', `From ${fallback.variable}`, null]
        : ['badge--neutral', isUnsetWithout ? 'Not set' : 'Default', null];
  return (
    <span className="setting-source">
      <span className={`badge ${tone}`}>{badge}</span>
      {note ? <span> {note}</span> : null}
    </span>
  );
}

function EnvironmentRow({
  label,
  entry,
  text,
  note,
}: {
  label: string;
  entry: { source: string; variable: string };
  text: ReactNode;
  /** Where the value comes from, when it is neither the variable nor a fixed default. */
  note?: string;
}) {
  return (
    <div className="details__row">
      <dt>{label}</dt>
      <dd>
        <span className="system-settings__env-value">{text}</span>
        <span className="system-settings__env-source">
          {note ?? (entry.source === 'environment' ? `From ${entry.variable}` : `Default (${entry.variable} not set)`)}
        </span>
      </dd>
    </div>
  );
}

/** Without PUBLIC_URL the address is this page's own, and emails link elsewhere: say both. */
function publicAddressNote({ source, emailLinks }: SystemSettings['infrastructure']['publicUrl']): string | undefined {
  if (source === 'environment') return undefined;
  const where = source === 'request' ? 'The address this page was opened at' : 'Default';
  return `${where} (PUBLIC_URL not set). Links in emails point to ${emailLinks}; set PUBLIC_URL to the address people use.`;
}

function Infrastructure({ tab, settings }: { tab: SettingsTab; settings: SystemSettings }) {
  const { infrastructure: env } = settings;
  let rows: ReactNode = null;
  if (tab === 'general') {
    rows = (
      <EnvironmentRow
        label="Public address"
        entry={env.publicUrl}
        text={env.publicUrl.value}
        note={publicAddressNote(env.publicUrl)}
      />
    );
  } else if (tab === 'email') {
    rows = (
      <>
        <EnvironmentRow
          label="Delivery"
          entry={env.mailTransport}
          text={env.mailTransport.value === 'smtp' ? 'SMTP server' : 'Outbox files in DATA_DIR/outbox'}
        />
        {env.smtpHost.value ? (
          <EnvironmentRow label="SMTP host" entry={env.smtpHost} text={env.smtpHost.value} />
        ) : null}
        {env.smtpPort.value ? (
          <EnvironmentRow label="SMTP port" entry={env.smtpPort} text={String(env.smtpPort.value)} />
        ) : null}
      </>
    );
  } else if (tab === 'integrations') {
    rows = (
      <>
        <EnvironmentRow label="Job board" entry={env.jobBoardUrl} text={env.jobBoardUrl.value} />
        <EnvironmentRow
          label="Sync interval"
          entry={env.jobBoardSyncMinutes}
          text={`Every ${env.jobBoardSyncMinutes.value} minutes`}
        />
      </>
    );
  }
  if (!rows) return null;
  return (
    <section className="system-settings__environment" aria-labelledby={`system-env-${tab}`}>
      <h3 id={`system-env-${tab}`} className="system-settings__environment-title">
        From the environment
      </h3>
      <p className="system-settings__environment-intro">Read only: these change in the server’s configuration.</p>
      <dl className="details">{rows}</dl>
    </section>
  );
}

/** The changed fields as the api takes them, checked with its schema (the same messages). */
function bodyOf(draft: Draft): { body: UpdateSystemSettingsBody | null; errors: Errors } {
  const raw: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(draft) as [PlatformSettingKey, string | boolean | null][]) {
    const typed =
      value === null || typeof value === 'boolean'
        ? value
        : OPTIONAL.has(key) && value.trim() === ''
          ? null
          : !NUMERIC.has(key)
            ? value
            : value.trim() === ''
              ? Number.NaN
              : Number(value);
    (raw[tabOf(key)] ??= {})[key] = typed;
  }
  const parsed = updateSystemSettingsBodySchema.safeParse(raw);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.at(-1) as PlatformSettingKey;
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}

export function SystemSettingsScreen() {
  const focusAfterRender = useFocusAfterRender();
  const { data: settings, error, isLoading, mutate } = useSystemSettings();
  const [tab, setTab] = useState<SettingsTab>('general');
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>(null);
  const [isSaving, setIsSaving] = useState(false);

  // Spec 2 §4, §8: the save message is hidden after 3 seconds.
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), SETTINGS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const edit = (key: PlatformSettingKey, value: string | boolean | null) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (Object.keys(settingLabels) as PlatformSettingKey[]).find((key) => found[key]);
    if (!first) return;
    setTab(tabOf(first));
    focusAfterRender(() => document.getElementById(fieldId(first))?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const { body, errors: found } = bodyOf(draft);
    if (!body) {
      showErrors(found);
      setStatus({ tone: 'danger', text: Object.values(found)[0] ?? SETTINGS_FAILED_MESSAGE });
      return;
    }
    setIsSaving(true);
    setStatus(null);
    try {
      await updateSystemSettings(body);
      setDraft({});
      setErrors({});
      setStatus({ tone: 'success', text: SETTINGS_SAVED_MESSAGE });
    } catch (caught) {
      const isInvalid = caught instanceof ApiError && caught.status === 400;
      if (isInvalid) {
        const fromServer: Errors = {};
        for (const fieldError of caught.errors) {
          const key = fieldError.path.split('.').at(-1) as PlatformSettingKey;
          fromServer[key] ??= fieldError.message;
        }
        showErrors(fromServer);
      }
      setStatus({
        tone: 'danger',
        text: isInvalid ? errorMessage(caught, SETTINGS_FAILED_MESSAGE) : SETTINGS_FAILED_MESSAGE,
      });
    } finally {
      setIsSaving(false);
    }
  };

  const hasChanges = Object.keys(draft).length > 0;

  let content: ReactNode;
  if (isLoading && !settings) {
    content = <LoadingPanel text="Loading system settings…" />;
  } else if (!settings) {
    content = (
      <QueryError
        title="System settings could not be loaded"
        error={error}
        fallback="Failed to load system settings"
        onRetry={mutate}
      />
    );
  } else {
    const field = (key: PlatformSettingKey) => {
      const pending = draft[key] === null;
      const edited = key in draft && !pending;
      const current = settings.effective[key];
      const value = pending ? settings.fallbacks[key].value : edited ? draft[key] : current;
      const hint = (
        <>
          {settingHints[key]} <SourceNote settings={settings} settingKey={key} pending={pending} />
        </>
      );
      const reset =
        settings.sources[key] === 'admin' && !pending ? (
          <button type="button" className="button button--secondary button--small" onClick={() => edit(key, null)}>
            {settings.fallbacks[key].value === null && settings.fallbacks[key].source === 'default'
              ? 'Clear'
              : `Use ${fallbackName(settings.fallbacks[key])}`}
          </button>
        ) : pending ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              setDraft((currentDraft) => {
                const next = { ...currentDraft };
                delete next[key];
                return next;
              })
            }
          >
            Keep the admin’s value
          </button>
        ) : null;
      let control: ReactNode;
      if (key === 'jobBoardSyncEnabled') {
        control = (
          <CheckboxField
            id={fieldId(key)}
            label="Sync external internships from the job board"
            hint={hint}
            checked={value === true}
            onChange={(checked) => edit(key, checked)}
          />
        );
      } else if (NUMERIC.has(key)) {
        const range = settingRanges[key as keyof typeof settingRanges];
        control = (
          <NumberField
            id={fieldId(key)}
            label={settingLabels[key]}
            required
            min={range.min}
            max={range.max}
            step={1}
            hint={hint}
            value={value === null || value === undefined ? '' : String(value)}
            error={errors[key]}
            onChange={(typed) => edit(key, typed)}
          />
        );
      } else {
        control = (
          <TextField
            id={fieldId(key)}
            label={settingLabels[key]}
            required={!OPTIONAL.has(key)}
            type={key === 'supportEmail' ? 'email' : key === 'supportPhone' ? 'tel' : 'text'}
            autoComplete="off"
            maxLength={254}
            hint={hint}
            value={typeof value === 'string' ? value : ''}
            error={errors[key]}
            onChange={(typed) => edit(key, typed)}
          />
        );
      }
      return (
        <div key={key} className="system-setting">
          {control}
          {key === 'maxUploadMb' ? (
            <p className="system-setting__note">
              Now: resume {settings.uploadLimitsMb.resume} MB, profile picture {settings.uploadLimitsMb.profilePicture}{' '}
              MB.
            </p>
          ) : null}
          {reset ? <div className="system-setting__actions cluster">{reset}</div> : null}
        </div>
      );
    };

    content = (
      <form
        className="card system-settings"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="System settings"
      >
        <Tabs
          label="System settings"
          tabs={settingsTabs.map((key) => ({ key, label: settingsTabLabels[key] }))}
          selected={tab}
          onSelect={setTab}
        >
          <h2 className="visually-hidden">{settingsTabLabels[tab]}</h2>
          <div className="system-settings__fields">{settingKeysByTab[tab].map(field)}</div>
          <Infrastructure tab={tab} settings={settings} />
        </Tabs>
        <div className="system-settings__footer split-row">
          <div className="system-settings__status row-fill" aria-live="polite">
            {status ? (
              <Banner tone={status.tone} live={false}>
                <p>{status.text}</p>
              </Banner>
            ) : null}
          </div>
          <div className="system-settings__actions action-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={!hasChanges || isSaving}
              onClick={() => {
                setDraft({});
                setErrors({});
              }}
            >
              Discard Changes
            </button>
            <button type="submit" className="button button--primary" disabled={isSaving}>
              {isSaving ? 'Saving…' : 'Save Settings'}
            </button>
          </div>
        </div>
      </form>
    );
  }

  const updatedAt = formatDateTime(settings?.updatedAt);
  return (
    <Screen
      className="system-settings-page"
      innerClassName="system-settings-page__inner"
      title="System Settings"
      intro={
        updatedAt
          ? `What the platform enforces for everyone. Last changed ${updatedAt}.`
          : 'What the platform enforces for everyone. Until an admin sets a value, the environment or the default applies.'
      }
    >
      {content}
    </Screen>
  );
}
