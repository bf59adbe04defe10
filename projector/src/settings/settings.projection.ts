/**
 * The platform settings read model (issue 7): one document with what admins have set, who saved last and when. Every
 * change is announced to the admins (their settings screen) and on the bus, where each api node's settings cache
 * listens for it.
 */
import { rooms } from '@stint/shared';
import { applySettingChanges } from '@stint/shared/settings/settings.decider';
import { settingsEventSchemas } from '@stint/shared/settings/settings.events';
import {
  PLATFORM_SETTINGS_ID,
  platformSettingsCollection,
  type PlatformSettingsDocument,
} from '@stint/shared/settings/settings.read-models';
import { defineProjection } from '../runtime/projection';
import { topics } from '@stint/shared/live/topics';

export const platformSettingsProjection = defineProjection({
  name: 'platform-settings',
  version: 1,
  collections: [platformSettingsCollection],
  handles: Object.keys(settingsEventSchemas),
  async apply(event, context) {
    const parsed = settingsEventSchemas.PlatformSettingsChanged.safeParse(event.data);
    if (!parsed.success) {
      context.logger.warn({ eventId: event.id, type: event.type }, 'settings event not valid');
      return;
    }
    const settings = context.collection<PlatformSettingsDocument>(platformSettingsCollection);
    const existing = await settings.get(PLATFORM_SETTINGS_ID);
    await settings.upsert({
      _id: PLATFORM_SETTINGS_ID,
      values: applySettingChanges(existing?.values ?? {}, parsed.data.changes),
      updatedAt: event.metadata.at,
      updatedBy: event.metadata.actor?.id ?? null,
    });
    context.notify({ topic: topics.platformSettings, rooms: [rooms.admins], ids: [PLATFORM_SETTINGS_ID] });
  },
});
