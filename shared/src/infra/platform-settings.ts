/**
 * The system settings as the server processes read them (issue 7): what admins set (the `platform-settings` read
 * model), else what the environment provides, else the default. The api keeps a cached copy (api/src/settings); the
 * workers read it when they act (the mail sender, the job-board sync switch).
 */
import { PASSWORD_MIN_LENGTH } from '../accounts/accounts.constants';
import { DEFAULT_JOB_BOARD_URL } from '../internships/external-listings.constants';
import { megabytesOf, uploadCeilingBytes } from '../settings/settings.constants';
import {
  PLATFORM_SETTINGS_ID,
  platformSettingsCollection,
  resolvePlatformSettings,
  type PlatformSettingsDocument,
  type PlatformSettingsView,
  type SettingsEnvironment,
} from '../settings/settings.read-models';
import { loadConfig, type Config } from './config';
import type { ReadStore } from './read-store/read-store.port';

const UNITS: [RegExp, number][] = [
  [/^(seconds?|secs?|s)$/, 1],
  [/^(minutes?|mins?|m)$/, 60],
  [/^(hours?|hrs?|h)$/, 3600],
  [/^(days?|d)$/, 86_400],
  [/^(weeks?|w)$/, 604_800],
  [/^(years?|yrs?|y)$/, 31_557_600],
];

/** A time span as JWT_TTL takes it (jose's form: `7d`, `12h`, `90 minutes`), in seconds; null if it is not one. */
export function timeSpanSeconds(text: string): number | null {
  const match = /^\+? ?(\d+|\d+\.\d+) ?([a-z]+)(?: from now)?$/i.exec(text.trim());
  if (!match) return null;
  const unit = UNITS.find(([pattern]) => pattern.test(match[2]!.toLowerCase()));
  return unit ? Math.round(Number(match[1]) * unit[1]) : null;
}

let defaults: Config | null = null;
const environments = new WeakMap<Config, SettingsEnvironment>();

/** Host and port of SMTP_URL (never its credentials); 587 unless it names another port (465 for smtps). */
function smtpServer(url: string | undefined): { host: string; port: number } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : url.startsWith('smtps:') ? 465 : 587 };
  } catch {
    return null;
  }
}

/** What applies where no admin set a setting, and the read-only infrastructure, from the configuration. */
export function settingsEnvironment(config: Config): SettingsEnvironment {
  const known = environments.get(config);
  if (known) return known;
  defaults ??= loadConfig({});
  const base = defaults;
  const source = (variable: keyof Config): 'default' | 'environment' =>
    config[variable] === base[variable] ? 'default' : 'environment';
  const fromVariable = <V>(variable: keyof Config, value: V) => ({
    value,
    source: source(variable),
    variable: variable as string,
  });
  const builtIn = <V>(value: V) => ({ value, source: 'default' as const, variable: null });
  const smtp = smtpServer(config.SMTP_URL);
  const smtpSource = config.SMTP_URL ? ('environment' as const) : ('default' as const);
  const ttlSeconds = timeSpanSeconds(config.JWT_TTL);
  const environment: SettingsEnvironment = {
    fallbacks: {
      supportEmail: fromVariable('SUPPORT_EMAIL', config.SUPPORT_EMAIL),
      supportPhone: fromVariable('SUPPORT_PHONE', config.SUPPORT_PHONE ?? null),
      officeAddress: fromVariable('CONTACT_ADDRESS', config.CONTACT_ADDRESS ?? null),
      maxUploadMb: builtIn(megabytesOf(Math.max(...Object.values(uploadCeilingBytes)))),
      mailFrom: fromVariable('MAIL_FROM', config.MAIL_FROM),
      sessionTimeoutHours: fromVariable(
        'JWT_TTL',
        ttlSeconds === null ? null : Math.round((ttlSeconds / 3600) * 100) / 100,
      ),
      maxLoginAttempts: fromVariable('LOGIN_MAX_FAILURES', config.LOGIN_MAX_FAILURES),
      passwordMinLength: builtIn(PASSWORD_MIN_LENGTH),
      jobBoardSyncEnabled: builtIn(true),
    },
    infrastructure: {
      mailTransport: { value: config.SMTP_URL ? 'smtp' : 'outbox', source: smtpSource, variable: 'SMTP_URL' },
      smtpHost: { value: smtp?.host ?? null, source: smtpSource, variable: 'SMTP_URL' },
      smtpPort: { value: smtp?.port ?? null, source: smtpSource, variable: 'SMTP_URL' },
      jobBoardUrl: {
        value: config.JOB_BOARD_URL ?? DEFAULT_JOB_BOARD_URL,
        source: config.JOB_BOARD_URL ? 'environment' : 'default',
        variable: 'JOB_BOARD_URL',
      },
      jobBoardSyncMinutes: fromVariable('JOB_BOARD_SYNC_MINUTES', config.JOB_BOARD_SYNC_MINUTES),
    },
  };
  environments.set(config, environment);
  return environment;
}

/** The settings now: one read of the read model (a collection not created yet reads as nothing set). */
export async function readPlatformSettings(platform: {
  readStore: ReadStore;
  config: Config;
}): Promise<PlatformSettingsView> {
  const document = await platform.readStore
    .collection<PlatformSettingsDocument>(platformSettingsCollection)
    .get(PLATFORM_SETTINGS_ID);
  return resolvePlatformSettings(document, settingsEnvironment(platform.config));
}
