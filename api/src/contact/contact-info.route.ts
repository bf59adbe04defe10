/** GET /public/contact-info: the deployment's support address, office address and phone for the contact page. */
import { mapSearchUrl } from '@stint/shared/contact/contact.constants';
import { contactInfoSchema } from '@stint/shared/contact/contact.schemas';
import { defineRoute } from '../http/route';
import { platformSettings } from '../settings/platform-settings';

export const getContactInfoRoute = defineRoute({
  method: 'get',
  path: '/public/contact-info',
  summary: 'Support email, office address (with a map link) and phone for the contact page',
  tags: ['public'],
  access: 'public',
  response: contactInfoSchema,
  async handler({ deps }) {
    const { CONTACT_ADDRESS, CONTACT_PHONE } = deps.platform.config;
    return {
      // The admins' support address (system settings), else SUPPORT_EMAIL.
      supportEmail: (await platformSettings(deps.platform).current()).effective.supportEmail,
      address: CONTACT_ADDRESS,
      phone: CONTACT_PHONE || null,
      directionsUrl: mapSearchUrl(CONTACT_ADDRESS),
    };
  },
});
