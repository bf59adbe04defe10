import type { PlatformSettingChanges } from './settings.constants';

/** An admin's save of the system settings: the fields they changed (null: back to the default). */
export type ChangePlatformSettings = {
  type: 'ChangePlatformSettings';
  changes: PlatformSettingChanges;
};

export type SettingsCommand = ChangePlatformSettings;
