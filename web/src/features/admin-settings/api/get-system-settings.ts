/**
 * `GET /admin/settings/system`: what admins set, what applies and where each value comes from. Another admin's save
 * revalidates it (the `platform-settings` notice goes to the admins' room).
 */
import useSWR from 'swr';
import type { SystemSettings } from '@stint/shared/settings/settings.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const SYSTEM_SETTINGS_PATH = '/admin/settings/system';

registerLiveKey(topics.platformSettings, SYSTEM_SETTINGS_PATH);

export function useSystemSettings() {
  return useSWR(SYSTEM_SETTINGS_PATH, (path: string) => apiFetch<SystemSettings>(path));
}
