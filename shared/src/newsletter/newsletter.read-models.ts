/**
 * The newsletter subscribers read model (projector `newsletter-subscribers`): one document per subscription, for the
 * weekly digest job and the admin's subscriber count. No address here: the digest mail opens it from the log.
 */
import type { InternshipCategory } from '../internships/internships.constants';
import type { NewsletterCategory } from './newsletter.constants';

export type NewsletterSubscriberDocument = {
  _id: string;
  status: 'subscribed' | 'unsubscribed';
  interestedCategories: NewsletterCategory[];
  /** The internship categories the interests cover (the fixed mapping), for queries. */
  internshipCategories: InternshipCategory[];
  subscribedAt: string;
  updatedAt: string;
  unsubscribedAt: string | null;
  /** The ISO week (`YYYY-Www`) of the last digest, null before the first. */
  lastDigestWeek: string | null;
  digestsSent: number;
};

export const newsletterSubscribersCollection = {
  name: 'newsletter_subscribers',
  indexes: ['status', 'lastDigestWeek'],
};
