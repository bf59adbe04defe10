/**
 * `GET /public/settings`: the system settings the signed-out screens follow — the password minimum the register form
 * checks and names (6 until an admin sets another).
 */
import useSWR from 'swr';
import type { PublicSettings } from '@stint/shared/settings/settings.schemas';
import { apiFetch } from '../../../lib/api-client';

export const PUBLIC_SETTINGS_PATH = '/public/settings';

export function usePublicSettings() {
  return useSWR(PUBLIC_SETTINGS_PATH, (path: string) => apiFetch<PublicSettings>(path, { token: null }));
}
