/**
 * `GET /public/settings` (issue 7): the system settings the web app needs before anyone signs in — the password
 * minimum the register form checks and names, and each upload's limit for its hint.
 */
import { publicSettingsSchema } from '@stint/shared/settings/settings.schemas';
import { defineRoute } from '../http/route';
import { platformSettings } from './platform-settings';

export const getPublicSettingsRoute = defineRoute({
  method: 'get',
  path: '/public/settings',
  summary: 'The password minimum and the upload limits that apply now',
  tags: ['public'],
  access: 'public',
  response: publicSettingsSchema,
  async handler({ deps }) {
    const { effective, uploadLimitsMb } = await platformSettings(deps.platform).current();
    return { passwordMinLength: effective.passwordMinLength, uploadLimitsMb };
  },
});
