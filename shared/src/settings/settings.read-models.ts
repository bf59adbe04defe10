/**
 * The platform settings read model (projector `platform-settings`): one document with what admins have set. What
 * applies is that, else the environment, else the default; `resolvePlatformSettings` works it out for the api and the
 * workers from the document and what the environment provides.
 */
import type { SetPlatformSettings } from './settings.decider';
import { platformSettingKeys, uploadLimitBytes, megabytesOf, type PlatformSettingKey } from './settings.constants';
import { platformSettingValuesSchema, type SystemSettings } from './settings.schemas';

export const PLATFORM_SETTINGS_ID = 'platform';

export type PlatformSettingsDocument = {
  _id: string;
  /** What admins have set; a setting nobody set (or one handed back to its default) is absent. */
  values: SetPlatformSettings;
  updatedAt: string;
  /** The admin who saved last. */
  updatedBy: string | null;
};

export const platformSettingsCollection = { name: 'platform_settings', indexes: [] };

export type EffectivePlatformSettings = SystemSettings['effective'];

/** What applies when no admin set a setting: an environment variable's value, or the built-in default. */
export type SettingsEnvironment = {
  fallbacks: {
    [K in PlatformSettingKey]: {
      value: EffectivePlatformSettings[K];
      source: 'environment' | 'default';
      variable: string | null;
    };
  };
  /** All but the public address, which depends on the request too (the api adds it). */
  infrastructure: Omit<SystemSettings['infrastructure'], 'publicUrl'>;
};

/** The settings as every process reads them: what the admins' page shows, but for the public address. */
export type PlatformSettingsView = Omit<SystemSettings, 'infrastructure'> & {
  infrastructure: SettingsEnvironment['infrastructure'];
};

/** The admin's value of each setting, where it reads as one (a stray value in the document is ignored). */
function adminValues(document: PlatformSettingsDocument | null): SetPlatformSettings {
  const values: Record<string, unknown> = {};
  for (const key of platformSettingKeys) {
    const value = document?.values?.[key];
    if (value === undefined || value === null) continue;
    if (platformSettingValuesSchema.shape[key].safeParse(value).success) values[key] = value;
  }
  return values as SetPlatformSettings;
}

export function resolvePlatformSettings(
  document: PlatformSettingsDocument | null,
  environment: SettingsEnvironment,
): PlatformSettingsView {
  const settings = adminValues(document);
  const effective: Record<string, unknown> = {};
  const sources: Record<string, SystemSettings['sources'][PlatformSettingKey]> = {};
  const fallbacks: Record<string, unknown> = {};
  for (const key of platformSettingKeys) {
    const fallback = environment.fallbacks[key];
    const isSet = settings[key] !== undefined;
    effective[key] = isSet ? settings[key] : fallback.value;
    sources[key] = isSet ? 'admin' : fallback.source;
    fallbacks[key] = fallback;
  }
  return {
    settings,
    effective: effective as EffectivePlatformSettings,
    sources: sources as SystemSettings['sources'],
    fallbacks: fallbacks as SystemSettings['fallbacks'],
    uploadLimitsMb: {
      resume: megabytesOf(uploadLimitBytes('resume', settings.maxUploadMb)),
      profilePicture: megabytesOf(uploadLimitBytes('profilePicture', settings.maxUploadMb)),
    },
    infrastructure: environment.infrastructure,
    updatedAt: document?.updatedAt ?? null,
  };
}
