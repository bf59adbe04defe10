/**
 * `GET /admin/settings/system`: what admins set, what applies and where each value comes from. Another admin's save
 * revalidates it (the `platform-settings` notice goes to the admins' room).
 */
import useSWR from 'swr';
import { PLATFORM_SETTINGS_TOPIC } from '@stint/shared/settings/settings.constants';
import type { SystemSettings } from '@stint/shared/settings/settings.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';

export const SYSTEM_SETTINGS_PATH = '/admin/settings/system';

registerLiveKey(PLATFORM_SETTINGS_TOPIC, SYSTEM_SETTINGS_PATH);

export function useSystemSettings() {
  return useSWR(SYSTEM_SETTINGS_PATH, (path: string) => apiFetch<SystemSettings>(path));
}
