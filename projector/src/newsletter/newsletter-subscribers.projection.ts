/**
 * The newsletter subscribers read model: one document per subscription with its status, interests (and the internship
 * categories they cover) and its last digest week. Read by the weekly digest job and, for the count, by the admin.
 */
import type { z } from 'zod';
import { rooms } from '@stint/shared';
import { internshipCategoriesFor, normaliseNewsletterCategories } from '@stint/shared/newsletter/newsletter.constants';
import { newsletterEventSchemas } from '@stint/shared/newsletter/newsletter.events';
import {
  newsletterSubscribersCollection,
  type NewsletterSubscriberDocument,
} from '@stint/shared/newsletter/newsletter.read-models';
import { defineProjection } from '../runtime/projection';
import { idsIn } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

export const newsletterSubscribersProjection = defineProjection({
  name: 'newsletter-subscribers',
  version: 1,
  collections: [newsletterSubscribersCollection],
  handles: Object.keys(newsletterEventSchemas),
  async prefetch(events, context) {
    await context
      .collection<NewsletterSubscriberDocument>(newsletterSubscribersCollection)
      .getMany(idsIn(events, ['subscriberId']));
  },
  async apply(event, context) {
    const subscribers = context.collection<NewsletterSubscriberDocument>(newsletterSubscribersCollection);
    const at = event.metadata.at;
    const changed = (subscriberId: string) =>
      context.notify({ topic: topics.newsletterSubscribers, rooms: [rooms.admins], ids: [subscriberId] });
    const parse = <T>(schema: z.ZodType<T>): T | null => {
      const parsed = schema.safeParse(event.data);
      if (!parsed.success) context.logger.warn({ eventId: event.id, type: event.type }, 'newsletter event not valid');
      return parsed.success ? parsed.data : null;
    };

    switch (event.type) {
      case 'NewsletterSubscribed': {
        const data = parse(newsletterEventSchemas.NewsletterSubscribed);
        if (!data) return;
        const existing = await subscribers.get(data.subscriberId);
        const interestedCategories = normaliseNewsletterCategories(data.categories);
        await subscribers.upsert({
          _id: data.subscriberId,
          status: 'subscribed',
          interestedCategories,
          internshipCategories: internshipCategoriesFor(interestedCategories),
          subscribedAt: at,
          updatedAt: at,
          unsubscribedAt: null,
          lastDigestWeek: existing?.lastDigestWeek ?? null,
          digestsSent: existing?.digestsSent ?? 0,
        });
        changed(data.subscriberId);
        return;
      }
      case 'NewsletterCategoriesChanged': {
        const data = parse(newsletterEventSchemas.NewsletterCategoriesChanged);
        if (!data) return;
        const interestedCategories = normaliseNewsletterCategories(data.categories);
        await subscribers.patch(data.subscriberId, {
          interestedCategories,
          internshipCategories: internshipCategoriesFor(interestedCategories),
          updatedAt: at,
        });
        changed(data.subscriberId);
        return;
      }
      case 'NewsletterUnsubscribed': {
        const data = parse(newsletterEventSchemas.NewsletterUnsubscribed);
        if (!data) return;
        await subscribers.patch(data.subscriberId, { status: 'unsubscribed', unsubscribedAt: at, updatedAt: at });
        changed(data.subscriberId);
        return;
      }
      case 'NewsletterDigestSent': {
        const data = parse(newsletterEventSchemas.NewsletterDigestSent);
        if (!data) return;
        const existing = await subscribers.get(data.subscriberId);
        if (!existing) return;
        // The position guard makes a replayed batch skip this patch, so the counter never counts one digest twice.
        await subscribers.patch(data.subscriberId, {
          lastDigestWeek: data.week,
          digestsSent: existing.digestsSent + 1,
        });
        return;
      }
    }
  },
});
