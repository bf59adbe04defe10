/**
 * The platform's settings (stream `settings-platform`): a save records the settings it really changes, checked against
 * their rules; a save that changes nothing records nothing.
 */
import type { Decider } from '../decider';
import { ValidationError } from '../errors';
import type { SettingsCommand } from './settings.commands';
import { platformSettingKeys, type PlatformSettingChanges, type PlatformSettingValues } from './settings.constants';
import { settingsEventSchemas, type SettingsEvent } from './settings.events';
import { platformSettingChangesSchema } from './settings.schemas';

export type SetPlatformSettings = Partial<PlatformSettingValues>;

export type PlatformSettingsState = { status: 'unset' } | { status: 'set'; values: SetPlatformSettings };

/** The settings after a save: a value replaces, null removes (the environment or the default applies again). */
export function applySettingChanges(values: SetPlatformSettings, changes: PlatformSettingChanges): SetPlatformSettings {
  const next: Record<string, unknown> = { ...values };
  for (const key of platformSettingKeys) {
    const value = changes[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as SetPlatformSettings;
}

export const settingsDecider: Decider<PlatformSettingsState, SettingsCommand, SettingsEvent> & {
  eventSchemas: typeof settingsEventSchemas;
} = {
  initialState: () => ({ status: 'unset' }),
  evolve: (state, event) => ({
    status: 'set',
    values: applySettingChanges(state.status === 'set' ? state.values : {}, event.data.changes),
  }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ChangePlatformSettings': {
        const parsed = platformSettingChangesSchema.safeParse(command.changes);
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
          throw new ValidationError(errors[0]?.message ?? 'Invalid settings', errors);
        }
        const current: SetPlatformSettings = state.status === 'set' ? state.values : {};
        const changes: Record<string, unknown> = {};
        for (const key of platformSettingKeys) {
          const value = parsed.data[key];
          if (value === undefined) continue;
          const isSet = current[key] !== undefined;
          if (value === null ? isSet : current[key] !== value) changes[key] = value;
        }
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'PlatformSettingsChanged', data: { changes: changes as PlatformSettingChanges } }];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
  eventSchemas: settingsEventSchemas,
};
