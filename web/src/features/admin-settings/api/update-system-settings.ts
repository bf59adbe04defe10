/**
 * `PUT /admin/settings/system`: saves the changed fields (null hands a setting back to its default); the answer is the
 * settings as they now apply, which replaces the cached ones.
 */
import { mutate } from 'swr';
import type { SystemSettings, UpdateSystemSettingsBody } from '@stint/shared/settings/settings.schemas';
import { apiRequest } from '../../../lib/api-client';
import { SYSTEM_SETTINGS_PATH } from './get-system-settings';

export async function updateSystemSettings(
  body: UpdateSystemSettingsBody,
): Promise<{ settings: SystemSettings; message: string | undefined }> {
  const { data, message } = await apiRequest<SystemSettings>(SYSTEM_SETTINGS_PATH, { method: 'PUT', body });
  await mutate(SYSTEM_SETTINGS_PATH, data, { revalidate: false });
  return { settings: data, message };
}
