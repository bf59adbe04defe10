/**
 * The system settings API (issue 7): `PUT /admin/settings/system` takes the tabs' fields (each optional; null hands a
 * setting back to the environment or the default), `GET` answers what is set, what applies and where each value comes
 * from; `GET /public/settings` is what the signed-out web app needs. Both sides validate with these schemas.
 */
import { z } from 'zod';
import { isPhoneNumber, OFFICE_ADDRESS_MAX, SUPPORT_PHONE_MAX } from '../contact/contact.constants';
import {
  platformSettingKeys,
  settingMessages,
  settingRanges,
  settingSources,
  type PlatformSettingChanges,
  type PlatformSettingKey,
  type PlatformSettingValues,
} from './settings.constants';

const wholeNumber = (key: keyof typeof settingRanges) =>
  z
    .number({ error: settingMessages[key] })
    .int(settingMessages[key])
    .min(settingRanges[key].min, settingMessages[key])
    .max(settingRanges[key].max, settingMessages[key]);

const emailAddress = z.email();
/** Line breaks and other control characters, which could add a header to a mail. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f');

/** `address@example.org` or `Display Name <address@example.org>`, one line, nothing a header could be broken with. */
export function isMailSender(text: string): boolean {
  if (hasControlCharacter(text)) return false;
  const named = /^([^<>]*)<([^<>]+)>$/.exec(text);
  const name = named ? named[1]!.trim() : '';
  const address = (named ? named[2]! : text).trim();
  if (/["\\,;:]/.test(name)) return false;
  return emailAddress.safeParse(address).success;
}

/** Each setting's value with its rules and message: the form, the route and the decider all check with these. */
export const settingValueSchemas = {
  supportEmail: z
    .string({ error: settingMessages.supportEmail })
    .trim()
    .min(1, settingMessages.supportEmail)
    .max(254, settingMessages.supportEmail)
    .pipe(z.email(settingMessages.supportEmail))
    .transform((email) => email.toLowerCase()),
  supportPhone: z
    .string({ error: settingMessages.supportPhone })
    .trim()
    .max(SUPPORT_PHONE_MAX, settingMessages.supportPhone)
    .refine(isPhoneNumber, settingMessages.supportPhone),
  officeAddress: z
    .string({ error: settingMessages.officeAddress })
    .trim()
    .min(1, settingMessages.officeAddress)
    .max(OFFICE_ADDRESS_MAX, settingMessages.officeAddress)
    .refine((text) => !hasControlCharacter(text), settingMessages.officeAddress),
  maxUploadMb: wholeNumber('maxUploadMb'),
  mailFrom: z
    .string({ error: settingMessages.mailFrom })
    .trim()
    .min(3, settingMessages.mailFrom)
    .max(254, settingMessages.mailFrom)
    .refine(isMailSender, settingMessages.mailFrom),
  sessionTimeoutHours: wholeNumber('sessionTimeoutHours'),
  maxLoginAttempts: wholeNumber('maxLoginAttempts'),
  passwordMinLength: wholeNumber('passwordMinLength'),
  jobBoardSyncEnabled: z.boolean({ error: settingMessages.jobBoardSyncEnabled }),
} satisfies { [K in PlatformSettingKey]: z.ZodType<PlatformSettingValues[K], unknown> };

const change = <K extends PlatformSettingKey>(key: K) => settingValueSchemas[key].nullable().optional();

/** The flat changes a command carries (the decider checks them again). */
export const platformSettingChangesSchema = z.object({
  supportEmail: change('supportEmail'),
  supportPhone: change('supportPhone'),
  officeAddress: change('officeAddress'),
  maxUploadMb: change('maxUploadMb'),
  mailFrom: change('mailFrom'),
  sessionTimeoutHours: change('sessionTimeoutHours'),
  maxLoginAttempts: change('maxLoginAttempts'),
  passwordMinLength: change('passwordMinLength'),
  jobBoardSyncEnabled: change('jobBoardSyncEnabled'),
});

const tab = <Shape extends z.ZodRawShape>(label: string, shape: Shape) =>
  z.object(shape, { error: `${label} settings must be an object` }).optional();

/** `PUT /admin/settings/system`: the tabs' fields, each optional; what is left out stays as it is. */
export const updateSystemSettingsBodySchema = z.object({
  general: tab('General', {
    supportEmail: change('supportEmail'),
    supportPhone: change('supportPhone'),
    officeAddress: change('officeAddress'),
    maxUploadMb: change('maxUploadMb'),
  }),
  email: tab('Email', { mailFrom: change('mailFrom') }),
  security: tab('Security', {
    sessionTimeoutHours: change('sessionTimeoutHours'),
    maxLoginAttempts: change('maxLoginAttempts'),
    passwordMinLength: change('passwordMinLength'),
  }),
  integrations: tab('Integrations', { jobBoardSyncEnabled: change('jobBoardSyncEnabled') }),
});
export type UpdateSystemSettingsBody = z.infer<typeof updateSystemSettingsBodySchema>;

/** The body's tabs as one set of changes; a field left out is no change. */
export function settingChangesOf(body: UpdateSystemSettingsBody): PlatformSettingChanges {
  const changes: Record<string, unknown> = {};
  for (const group of [body.general, body.email, body.security, body.integrations]) {
    for (const [key, value] of Object.entries(group ?? {})) {
      if (value !== undefined) changes[key] = value;
    }
  }
  return changes as PlatformSettingChanges;
}

/** The values as stored and answered (no ranges: a range changed later never makes an old value unreadable). */
export const platformSettingValuesSchema = z.object({
  supportEmail: z.string(),
  /** Null while neither an admin nor SUPPORT_PHONE gives one. */
  supportPhone: z.string().nullable(),
  /** Null while neither an admin nor CONTACT_ADDRESS gives one. */
  officeAddress: z.string().nullable(),
  maxUploadMb: z.number(),
  mailFrom: z.string(),
  /** Null only when JWT_TTL cannot be read as a time span. */
  sessionTimeoutHours: z.number().nullable(),
  maxLoginAttempts: z.number(),
  passwordMinLength: z.number(),
  jobBoardSyncEnabled: z.boolean(),
});

const perSetting = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(platformSettingKeys.map((key) => [key, schema])) as Record<PlatformSettingKey, T>);

const fromEnvironment = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.enum(['environment', 'default']),
    /** The environment variable behind it. */
    variable: z.string(),
  });

export const uploadLimitsMbSchema = z.object({ resume: z.number(), profilePicture: z.number() });

/** `GET` and `PUT /admin/settings/system`. */
export const systemSettingsSchema = z.object({
  /** What admins have set (a setting nobody set is absent). */
  settings: platformSettingValuesSchema.partial(),
  /** What applies now. */
  effective: platformSettingValuesSchema,
  sources: perSetting(z.enum(settingSources)),
  /**
   * What applies without an admin's value: the environment variable's (`variable`, null for a setting no variable
   * gives), else the default.
   */
  fallbacks: perSetting(
    z.object({
      value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      source: z.enum(['environment', 'default']),
      variable: z.string().nullable(),
    }),
  ),
  /** The limit each upload has now: its own, lowered by the max file size setting. */
  uploadLimitsMb: uploadLimitsMbSchema,
  /** Read only: infrastructure that comes from the environment and is changed there. */
  infrastructure: z.object({
    /**
     * The address people reach Stint at: PUBLIC_URL (`environment`); without it, the address the admin's request came
     * to, its protocol and host as the api sees them behind TRUST_PROXY's proxies (`request`), or, when that host
     * cannot be read as one, what emails use (`default`).
     */
    publicUrl: z.object({
      value: z.string(),
      source: z.enum(['environment', 'request', 'default']),
      variable: z.literal('PUBLIC_URL'),
      /** What links in emails point to: PUBLIC_URL, else http://localhost:<PORT>. */
      emailLinks: z.string(),
    }),
    mailTransport: fromEnvironment(z.enum(['smtp', 'outbox'])),
    smtpHost: fromEnvironment(z.string().nullable()),
    smtpPort: fromEnvironment(z.number().nullable()),
    jobBoardUrl: fromEnvironment(z.string()),
    jobBoardSyncMinutes: fromEnvironment(z.number()),
  }),
  /** When an admin last saved a change; null while nothing was ever set. */
  updatedAt: z.string().nullable(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** `GET /public/settings`: what the signed-out web app needs (the register form's password rule, upload hints). */
export const publicSettingsSchema = z.object({
  passwordMinLength: z.number(),
  uploadLimitsMb: uploadLimitsMbSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
