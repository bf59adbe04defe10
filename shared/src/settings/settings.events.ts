/**
 * The platform's settings (stream `settings-platform`, docs/architecture.md §Event model): one event per save, holding
 * only what changed. Who saved and when are the event's metadata (`actor`, `at`).
 */
import { z } from 'zod';
import type { PlatformSettingChanges } from './settings.constants';
import { platformSettingValuesSchema } from './settings.schemas';

/** Read back leniently (types, no ranges): a range narrowed later never makes an old save unreadable. */
const storedChange = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const stored = platformSettingValuesSchema.shape;

export const settingsEventSchemas = {
  PlatformSettingsChanged: z.object({
    /** The settings this save changed: a new value, or null where the setting went back to its default. */
    changes: z.object({
      supportEmail: storedChange(stored.supportEmail),
      supportPhone: storedChange(z.string()),
      officeAddress: storedChange(z.string()),
      maxUploadMb: storedChange(stored.maxUploadMb),
      mailFrom: storedChange(stored.mailFrom),
      sessionTimeoutHours: storedChange(z.number()),
      maxLoginAttempts: storedChange(stored.maxLoginAttempts),
      passwordMinLength: storedChange(stored.passwordMinLength),
      jobBoardSyncEnabled: storedChange(stored.jobBoardSyncEnabled),
    }),
  }),
};

export type PlatformSettingsChanged = {
  type: 'PlatformSettingsChanged';
  data: { changes: PlatformSettingChanges };
};

export type SettingsEvent = PlatformSettingsChanged;
