/**
 * `PUT /admin/settings/system` (spec 2 §2, §4, §8; issue 7): saves the tabs' fields as one `PlatformSettingsChanged`
 * on `settings-platform` — only what really changes; a save that changes nothing records nothing. Null hands a setting
 * back to the environment or the default. The answer is the settings as they now apply.
 */
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { PLATFORM_SETTINGS_STREAM, SETTINGS_SAVED_MESSAGE } from '@stint/shared/settings/settings.constants';
import { settingsDecider } from '@stint/shared/settings/settings.decider';
import {
  settingChangesOf,
  systemSettingsSchema,
  updateSystemSettingsBodySchema,
} from '@stint/shared/settings/settings.schemas';
import { defineRoute, Reply } from '../http/route';
import { platformSettings } from './platform-settings';
import { systemSettingsFor } from './public-address';

export const updateSystemSettingsRoute = defineRoute({
  method: 'put',
  path: '/admin/settings/system',
  summary: 'Change system settings (General, Email, Security, Integrations); null returns a setting to its default',
  tags: ['admin'],
  access: ['admin'],
  body: updateSystemSettingsBodySchema,
  response: systemSettingsSchema,
  async handler({ body, deps, command, settle, req }) {
    const result = await handleCommand(
      deps.platform.eventStore,
      PLATFORM_SETTINGS_STREAM,
      settingsDecider,
      { type: 'ChangePlatformSettings', changes: settingChangesOf(body) },
      command(),
      // Saves merge field by field, so one that lost a race is decided again on the newer settings.
      { retries: 3 },
    );
    await settle(result);
    const settings = platformSettings(deps.platform);
    // This node reads them again at once; the others on the projector's change notice.
    if (result.position !== null) settings.invalidate();
    return new Reply(systemSettingsFor(await settings.current(), deps.platform.config, req), {
      message: SETTINGS_SAVED_MESSAGE,
    });
  },
});
