/**
 * GET /public/contact-info: the contact details for the contact page — support email, phone (with its tel: link) and
 * office address (with a map link) — as the admins set them in the system settings, else SUPPORT_EMAIL, SUPPORT_PHONE
 * and CONTACT_ADDRESS; a phone or address nobody gave is null.
 */
import { mapSearchUrl, telHref } from '@stint/shared/contact/contact.constants';
import { contactInfoSchema } from '@stint/shared/contact/contact.schemas';
import { defineRoute } from '../http/route';
import { platformSettings } from '../settings/platform-settings';

export const getContactInfoRoute = defineRoute({
  method: 'get',
  path: '/public/contact-info',
  summary: 'Support email, phone (when given) and office address (when given, with a map link) for the contact page',
  tags: ['public'],
  access: 'public',
  response: contactInfoSchema,
  async handler({ deps }) {
    const { supportEmail, supportPhone, officeAddress } = (await platformSettings(deps.platform).current()).effective;
    return {
      supportEmail,
      address: officeAddress,
      phone: supportPhone,
      phoneHref: supportPhone ? telHref(supportPhone) : null,
      directionsUrl: officeAddress ? mapSearchUrl(officeAddress) : null,
    };
  },
});
