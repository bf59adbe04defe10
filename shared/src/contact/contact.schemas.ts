/** API schemas of the contact page (spec 1 §2.6, §5: every field required, the email typed). */
import { z } from 'zod';
import { CONTACT_LIMITS } from './contact.constants';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const contactBodySchema = z.object({
  firstName: required('First name is required', CONTACT_LIMITS.name),
  lastName: required('Last name is required', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: required('Subject is required', CONTACT_LIMITS.subject),
  message: required('Message is required', CONTACT_LIMITS.message),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResultSchema = z.object({ contactMessageId: z.string() });

/**
 * `GET /public/contact-info`: the contact details the operator gave (the admins' system settings, else SUPPORT_EMAIL,
 * SUPPORT_PHONE and CONTACT_ADDRESS). Null where none is given: the page then shows no phone card, and no address.
 */
export const contactInfoSchema = z.object({
  supportEmail: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The phone's tel: link (its digits and a leading +). */
  phoneHref: z.string().nullable(),
  /** A map search for the address. */
  directionsUrl: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
