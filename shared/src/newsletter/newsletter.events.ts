/**
 * Facts about newsletter subscriptions (stream `newsletter-<subscriberId>`, where the subscriber id is a keyed hash
 * of the normalised email: one stream per address, and no personal data in the name). The address itself travels
 * sealed with the subscriber's key (docs/architecture.md §Personal data), so erasing that key erases it from every
 * event.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';
import { newsletterCategories } from './newsletter.constants';

export const newsletterCategoriesSchema = z.array(z.enum(newsletterCategories)).min(1);

/** `YYYY-Www`, the ISO week a digest belongs to. */
export const isoWeekSchema = z.string().regex(/^\d{4}-W\d{2}$/);

export const newsletterEventSchemas = {
  /** A first subscription, or a new one after unsubscribing. */
  NewsletterSubscribed: z.object({
    subscriberId: z.string(),
    categories: newsletterCategoriesSchema,
    /** The address, sealed with the subscriber's key. */
    email: sealedValueSchema,
  }),
  NewsletterCategoriesChanged: z.object({ subscriberId: z.string(), categories: newsletterCategoriesSchema }),
  NewsletterUnsubscribed: z.object({ subscriberId: z.string() }),
  /** The week's digest was decided: these internships go to the subscriber (the mail follows from this event). */
  NewsletterDigestSent: z.object({
    subscriberId: z.string(),
    week: isoWeekSchema,
    internshipIds: z.array(z.string()).min(1),
  }),
};

export type NewsletterEvent = EventOf<typeof newsletterEventSchemas>;
export type NewsletterEventType = NewsletterEvent['type'];
export const newsletterEventTypes = eventTypesOf(newsletterEventSchemas);
