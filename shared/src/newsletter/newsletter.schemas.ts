/** API schemas of the newsletter (spec 1 §7 `POST /newsletter/subscribe`, §5 its message; the unsubscribe link). */
import { z } from 'zod';
import {
  NEWSLETTER_INVALID_LINK_MESSAGE,
  NEWSLETTER_VALIDATION_MESSAGE,
  newsletterCategories,
  normaliseNewsletterCategories,
} from './newsletter.constants';

/**
 * `{ email, interestedCategories[] }`. A missing or blank email, or no category, is the spec's one message; a
 * malformed address or a category that is not one of the 12 gets its own.
 */
export const subscribeBodySchema = z.object({
  email: z
    .string({ error: NEWSLETTER_VALIDATION_MESSAGE })
    .trim()
    .min(1, NEWSLETTER_VALIDATION_MESSAGE)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  interestedCategories: z
    .array(z.enum(newsletterCategories, { error: 'Please choose categories from the list' }), {
      error: NEWSLETTER_VALIDATION_MESSAGE,
    })
    .min(1, NEWSLETTER_VALIDATION_MESSAGE)
    .max(newsletterCategories.length * 2, 'Please choose categories from the list')
    .transform(normaliseNewsletterCategories),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

const token = z
  .string({ error: NEWSLETTER_INVALID_LINK_MESSAGE })
  .trim()
  .min(1, NEWSLETTER_INVALID_LINK_MESSAGE)
  .max(500, NEWSLETTER_INVALID_LINK_MESSAGE);

/** The signed token from a digest's unsubscribe link. */
export const unsubscribeBodySchema = z.object({ token });
export const unsubscribeQuerySchema = z.object({ token });

export const subscriptionSchema = z.object({
  status: z.enum(['subscribed', 'unsubscribed']),
  interestedCategories: z.array(z.enum(newsletterCategories)),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscribeResultSchema = z.object({ interestedCategories: z.array(z.enum(newsletterCategories)) });
export const subscriptionResultSchema = z.object({ subscription: subscriptionSchema });
