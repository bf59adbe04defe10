/**
 * System settings (spec 2 §2 "System settings has tabs General, Email, Security and Integrations", §4, §8; issue 7):
 * the settings an admin can change, their tabs, ranges and messages. Only settings that change what the platform does
 * are here; a setting nobody has set leaves the spec's limits and the environment in charge.
 */
import { PASSWORD_MIN_LENGTH, PROFILE_PICTURE_MAX_BYTES } from '../accounts/accounts.constants';
import { OFFICE_ADDRESS_MAX } from '../contact/contact.constants';
import { RESUME_MAX_BYTES } from '../applications/applications.constants';

/** The one stream of the platform's settings (docs/architecture.md §Event model). */
export const PLATFORM_SETTINGS_STREAM = 'settings-platform';
/** The live topic the settings read model is announced on (the api's settings cache listens to it too). */

export const platformSettingKeys = [
  'supportEmail',
  'supportPhone',
  'officeAddress',
  'maxUploadMb',
  'mailFrom',
  'sessionTimeoutHours',
  'maxLoginAttempts',
  'passwordMinLength',
  'jobBoardSyncEnabled',
] as const;
export type PlatformSettingKey = (typeof platformSettingKeys)[number];

export type PlatformSettingValues = {
  /** Where contact-form messages are mailed; shown on the contact page (else SUPPORT_EMAIL). */
  supportEmail: string;
  /** The phone number on the contact page, dialled from its tel: link (else SUPPORT_PHONE; none: no phone card). */
  supportPhone: string;
  /** The office address on the contact page and its map link (else CONTACT_ADDRESS; none: business hours only). */
  officeAddress: string;
  /** Caps every upload; never above a purpose's own limit (resume 5 MB, profile picture 5 MB). */
  maxUploadMb: number;
  /** The From of every mail the platform sends (else MAIL_FROM). */
  mailFrom: string;
  /** How long a sign-in lasts: new tokens expire after it, older tokens are refused (else JWT_TTL). */
  sessionTimeoutHours: number;
  /** Failed sign-ins per account from one address before 429 (else LOGIN_MAX_FAILURES). */
  maxLoginAttempts: number;
  /** Registration, reset and password change (else 6). */
  passwordMinLength: number;
  /** The scheduled job-board sync runs only while this is on. */
  jobBoardSyncEnabled: boolean;
};

/** What a save changes: a value, or null to hand the setting back to the environment or the default. */
export type PlatformSettingChanges = { [K in PlatformSettingKey]?: PlatformSettingValues[K] | null };

export const settingsTabs = ['general', 'email', 'security', 'integrations'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTabLabels: Record<SettingsTab, string> = {
  general: 'General',
  email: 'Email',
  security: 'Security',
  integrations: 'Integrations',
};

export const settingKeysByTab = {
  general: ['supportEmail', 'supportPhone', 'officeAddress', 'maxUploadMb'],
  email: ['mailFrom'],
  security: ['sessionTimeoutHours', 'maxLoginAttempts', 'passwordMinLength'],
  integrations: ['jobBoardSyncEnabled'],
} as const satisfies Record<SettingsTab, readonly PlatformSettingKey[]>;

export const settingLabels: Record<PlatformSettingKey, string> = {
  supportEmail: 'Support email',
  supportPhone: 'Support phone',
  officeAddress: 'Office address',
  maxUploadMb: 'Max file size (MB)',
  mailFrom: 'Sender (From)',
  sessionTimeoutHours: 'Session timeout (hours)',
  maxLoginAttempts: 'Max login attempts',
  passwordMinLength: 'Password minimum length',
  jobBoardSyncEnabled: 'Job-board sync',
};

/** Where a value comes from: an admin's save, an environment variable, or the built-in default. */
export const settingSources = ['admin', 'environment', 'default'] as const;
export type SettingSource = (typeof settingSources)[number];

/** Inclusive ranges of the numeric settings. */
export const settingRanges = {
  maxUploadMb: { min: 1, max: 100 },
  sessionTimeoutHours: { min: 1, max: 720 },
  maxLoginAttempts: { min: 1, max: 50 },
  passwordMinLength: { min: PASSWORD_MIN_LENGTH, max: 64 },
} as const;

export const settingMessages = {
  supportEmail: 'Please enter a valid support email address',
  supportPhone: 'Please enter a phone number of 6 to 20 digits; only spaces and + ( ) - . may go with them',
  officeAddress: `Please enter the office address on one line, at most ${OFFICE_ADDRESS_MAX} characters`,
  maxUploadMb: `Max file size must be a whole number from ${settingRanges.maxUploadMb.min} to ${settingRanges.maxUploadMb.max} MB`,
  mailFrom: 'Please enter a sender such as Stint <no-reply@example.org>',
  sessionTimeoutHours: `Session timeout must be a whole number from ${settingRanges.sessionTimeoutHours.min} to ${settingRanges.sessionTimeoutHours.max} hours`,
  maxLoginAttempts: `Max login attempts must be a whole number from ${settingRanges.maxLoginAttempts.min} to ${settingRanges.maxLoginAttempts.max}`,
  passwordMinLength: `Password minimum length must be a whole number from ${settingRanges.passwordMinLength.min} to ${settingRanges.passwordMinLength.max}`,
  jobBoardSyncEnabled: 'Job-board sync must be on or off',
} as const satisfies Record<PlatformSettingKey, string>;

/** Spec 2 §8 (both hidden after 3 seconds, §4). */
export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully!';
export const SETTINGS_FAILED_MESSAGE = 'Failed to save settings. Please try again.';
export const SETTINGS_MESSAGE_MS = 3000;

export const BYTES_PER_MB = 1_048_576;

/** The spec's own limit of each upload (spec 1 §5, §2.18): the max upload size setting can only lower them. */
export const uploadPurposes = ['resume', 'profilePicture'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const uploadCeilingBytes: Record<UploadPurpose, number> = {
  resume: RESUME_MAX_BYTES,
  profilePicture: PROFILE_PICTURE_MAX_BYTES,
};

/** The spec's wording of each 413 (resume: spec 1 §8 with "!", profile picture: spec 1 §2.18 with "."). */
export const uploadTooLargeMessage: Record<UploadPurpose, (megabytes: number) => string> = {
  resume: (megabytes) => `File size must be less than ${megabytes}MB!`,
  profilePicture: (megabytes) => `File size must be less than ${megabytes}MB.`,
};

/** The limit that applies to an upload: the purpose's own, lowered by the setting when an admin set one. */
export function uploadLimitBytes(purpose: UploadPurpose, maxUploadMb: number | null | undefined): number {
  const ceiling = uploadCeilingBytes[purpose];
  return maxUploadMb ? Math.min(ceiling, maxUploadMb * BYTES_PER_MB) : ceiling;
}

/** A byte limit as the messages and hints say it: whole megabytes where it is one (5 242 880 → 5). */
export function megabytesOf(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}
