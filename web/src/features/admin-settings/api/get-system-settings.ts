/**
 * `GET /admin/settings/system`: what admins set, what applies and where each value comes from. Another admin's save
 * revalidates it (the `platform-settings` notice goes to the admins' room).
 */
import type { SystemSettings } from '@stint/shared/settings/settings.schemas';
import { liveRead } from '../../../lib/live-read';
import { topics } from '@stint/shared/live/topics';

export const SYSTEM_SETTINGS_PATH = '/admin/settings/system';

export const useSystemSettings = liveRead<SystemSettings>(SYSTEM_SETTINGS_PATH, [topics.platformSettings]);
