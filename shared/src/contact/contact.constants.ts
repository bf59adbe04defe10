/**
 * The contact page (spec 1 §2.6): the form's limits and messages, the support phone's rule and tel: link, and the map
 * link of the office address.
 */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_SENT_MESSAGE = "Thank you for your message! We'll get back to you within 24 hours.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to send your message';
export const CONTACT_RATE_LIMITED_MESSAGE =
  'You have sent several messages in a short time. Please wait a while before sending another one, or email us directly.';

/** Longest support phone number and office address the settings take. */
export const SUPPORT_PHONE_MAX = 40;
export const OFFICE_ADDRESS_MAX = 200;

/**
 * A phone number as people write it: digits, spaces and + ( ) - . only (a + only first), with 6 to 20 digits — what a
 * tel: link can dial once the rest is taken out.
 */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d ().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** The tel: link of a phone number: its digits, and the + of an international number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A Google Maps search for the address (opens the app on phones, the map in a browser). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
