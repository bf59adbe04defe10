/**
 * `GET /public/settings`: the system settings every form follows before the api does — the password minimum the
 * register, reset and change-password forms check and name (6 until an admin sets another) and the upload limits the
 * resume and picture pickers check and name (5 MB unless an admin lowered them).
 */
import useSWR from 'swr';
import { PASSWORD_MIN_LENGTH } from '@stint/shared/accounts/accounts.constants';
import type { UploadPurpose } from '@stint/shared/settings/settings.constants';
import type { PublicSettings } from '@stint/shared/settings/settings.schemas';
import { apiFetch } from './api-client';

export const PUBLIC_SETTINGS_PATH = '/public/settings';

export function usePublicSettings() {
  return useSWR(PUBLIC_SETTINGS_PATH, (path: string) => apiFetch<PublicSettings>(path, { token: null }));
}

/** The password minimum in force (the spec's 6 until the settings have loaded). */
export function usePasswordMinLength(): number {
  return usePublicSettings().data?.passwordMinLength ?? PASSWORD_MIN_LENGTH;
}

/** An upload's limit in megabytes, or undefined (the spec's own) until the settings have loaded. */
export function useUploadLimitMb(purpose: UploadPurpose): number | undefined {
  return usePublicSettings().data?.uploadLimitsMb[purpose];
}
