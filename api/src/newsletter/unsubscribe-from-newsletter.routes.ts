/**
 * The unsubscribe link of every digest (`/newsletter/unsubscribe?token=…` on the web app) works without signing in:
 * the signed token names the subscription. GET only reads what the link points at (mail scanners follow links);
 * POST unsubscribes, and again changes nothing.
 */
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { NEWSLETTER_UNSUBSCRIBED_MESSAGE } from '@stint/shared/newsletter/newsletter.constants';
import { newsletterDecider } from '@stint/shared/newsletter/newsletter.decider';
import {
  subscriptionResultSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '@stint/shared/newsletter/newsletter.schemas';
import { defineRoute, Reply } from '../http/route';
import { subscriberFromLink, subscriptionOf } from './newsletter.store';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

export const getSubscriptionFromLinkRoute = defineRoute({
  method: 'get',
  path: '/newsletter/unsubscribe',
  summary: 'The subscription an unsubscribe link names, and whether it is still active',
  tags: ['newsletter'],
  access: 'public',
  query: unsubscribeQuerySchema,
  response: subscriptionResultSchema,
  async handler({ query, deps }) {
    const { state } = await subscriberFromLink(deps, query.token);
    return { subscription: subscriptionOf(state) };
  },
});

export const unsubscribeFromNewsletterRoute = defineRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token from a digest’s link (no sign-in needed)',
  tags: ['newsletter'],
  access: 'public',
  body: unsubscribeBodySchema,
  response: subscriptionResultSchema,
  async handler({ body, deps, command, settle }) {
    const { subscriberId } = await subscriberFromLink(deps, body.token);
    const result = await handleCommand(
      deps.platform.eventStore,
      newsletterStream(subscriberId),
      newsletterDecider,
      { type: 'UnsubscribeFromNewsletter' },
      command(),
      { retries: 3 },
    );
    await settle(result);
    return new Reply(
      { subscription: { status: 'unsubscribed' as const, interestedCategories: [] } },
      { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE },
    );
  },
});
