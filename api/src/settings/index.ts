import type { RouteDefinition } from '../http/route';
import { getPublicSettingsRoute } from './get-public-settings.route';
import { getSystemSettingsRoute } from './get-system-settings.route';
import { updateSystemSettingsRoute } from './update-system-settings.route';

/** System settings (issue 7): the admins' screen and what the signed-out web app needs. */
export const settingsRoutes: RouteDefinition[] = [
  getSystemSettingsRoute,
  updateSystemSettingsRoute,
  getPublicSettingsRoute,
];
