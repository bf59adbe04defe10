import type { SealedValue } from '../sealed';
import type { NewsletterCategory } from './newsletter.constants';

/** Subscribes, or changes the categories of an address already subscribed (idempotent per address). */
export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  subscriberId: string;
  categories: NewsletterCategory[];
  /** Sealed with the subscriber's key; kept only when this is a (new) subscription. */
  email: SealedValue;
};
export type UnsubscribeFromNewsletter = { type: 'UnsubscribeFromNewsletter' };
/** The digest job found these internships for the subscriber this week. */
export type RecordNewsletterDigest = { type: 'RecordNewsletterDigest'; week: string; internshipIds: string[] };

export type NewsletterCommand = SubscribeToNewsletter | UnsubscribeFromNewsletter | RecordNewsletterDigest;
