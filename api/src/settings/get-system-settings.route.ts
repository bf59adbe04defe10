/**
 * `GET /admin/settings/system` (spec 2 §2 System settings; issue 7): what admins have set, what applies, and where each
 * value comes from (an admin, an environment variable, or the default), with the read-only infrastructure (the public
 * address as this request shows it when PUBLIC_URL is not set: public-address.ts).
 */
import { systemSettingsSchema } from '@stint/shared/settings/settings.schemas';
import { defineRoute } from '../http/route';
import { platformSettings } from './platform-settings';
import { systemSettingsFor } from './public-address';

export const getSystemSettingsRoute = defineRoute({
  method: 'get',
  path: '/admin/settings/system',
  summary: 'The system settings: what admins set, what applies, and where each value comes from',
  tags: ['admin'],
  access: ['admin'],
  response: systemSettingsSchema,
  async handler({ deps, req }) {
    return systemSettingsFor(await platformSettings(deps.platform).current(), deps.platform.config, req);
  },
});
