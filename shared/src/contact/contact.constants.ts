/** The contact page (spec 1 §2.6): the form's limits and messages, and the map link of the office address. */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_SENT_MESSAGE = "Thank you for your message! We'll get back to you within 24 hours.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to send your message';
export const CONTACT_RATE_LIMITED_MESSAGE =
  'You have sent several messages in a short time. Please wait a while before sending another one, or email us directly.';

/** A Google Maps search for the address (opens the app on phones, the map in a browser). */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
