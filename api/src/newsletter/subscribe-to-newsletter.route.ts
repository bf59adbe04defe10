/**
 * POST /newsletter/subscribe (spec 1 §2.4, §7): subscribes an address to the weekly digest of new internships in the
 * chosen categories. One subscription per address: subscribing again replaces the categories. The answer is the same
 * for a new and a known address, so it tells nobody who is subscribed.
 */
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@stint/shared/newsletter/newsletter.constants';
import { newsletterDecider } from '@stint/shared/newsletter/newsletter.decider';
import { subscribeBodySchema, subscribeResultSchema } from '@stint/shared/newsletter/newsletter.schemas';
import { defineRoute, Reply } from '../http/route';
import { subscriberIdFor } from './newsletter.store';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

export const subscribeToNewsletterRoute = defineRoute({
  method: 'post',
  path: '/newsletter/subscribe',
  summary: 'Subscribe an email to the weekly digest, or change its categories',
  tags: ['newsletter'],
  access: 'public',
  body: subscribeBodySchema,
  response: subscribeResultSchema,
  async handler({ body, deps, command, settle }) {
    const subscriberId = subscriberIdFor(deps.platform.secret, body.email);
    const result = await handleCommand(
      deps.platform.eventStore,
      newsletterStream(subscriberId),
      newsletterDecider,
      {
        type: 'SubscribeToNewsletter',
        subscriberId,
        categories: body.interestedCategories,
        email: await deps.platform.cipher.encrypt(subscriberId, body.email),
      },
      command(),
      // Two subscribes of one address at once (a double click): the second decides again on the first's result.
      { retries: 3 },
    );
    await settle(result);
    return new Reply({ interestedCategories: body.interestedCategories }, { message: NEWSLETTER_SUCCESS_MESSAGE });
  },
});
