/** How the newsletter routes name, load and authorise subscriptions. */
import { ValidationError } from '@stint/shared';
import { fold } from '@stint/shared/decider';
import { toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import { keyedHash, verifyPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import {
  NEWSLETTER_INVALID_LINK_MESSAGE,
  NEWSLETTER_UNSUBSCRIBE_PURPOSE,
} from '@stint/shared/newsletter/newsletter.constants';
import { newsletterDecider, type NewsletterState } from '@stint/shared/newsletter/newsletter.decider';
import type { NewsletterEvent } from '@stint/shared/newsletter/newsletter.events';
import type { Subscription } from '@stint/shared/newsletter/newsletter.schemas';
import type { ApiDeps } from '../platform/api-deps';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

/**
 * The subscriber of an address: a keyed hash of the normalised email, so one address is one subscription (a second
 * subscribe lands on the same stream) and neither stream names nor ids reveal it.
 */
export function subscriberIdFor(secret: string, email: string): string {
  return keyedHash(secret, 'newsletter-subscriber', email.trim().toLowerCase());
}

export async function loadSubscription(
  deps: Pick<ApiDeps, 'platform'>,
  subscriberId: string,
): Promise<NewsletterState> {
  const events = await deps.platform.eventStore.readStream(newsletterStream(subscriberId));
  return fold(newsletterDecider, toDomainEvents<NewsletterEvent>(events, newsletterDecider.eventSchemas));
}

/** The subscriber a digest's unsubscribe link names; a forged, altered or expired link is a 400. */
export async function subscriberFromLink(
  deps: Pick<ApiDeps, 'platform'>,
  token: string,
): Promise<{ subscriberId: string; state: Exclude<NewsletterState, { status: 'none' }> }> {
  const subscriberId = verifyPurposeToken(deps.platform.secret, NEWSLETTER_UNSUBSCRIBE_PURPOSE, token);
  const state = subscriberId ? await loadSubscription(deps, subscriberId) : null;
  if (!subscriberId || !state || state.status === 'none') throw new ValidationError(NEWSLETTER_INVALID_LINK_MESSAGE);
  return { subscriberId, state };
}

export function subscriptionOf(state: Exclude<NewsletterState, { status: 'none' }>): Subscription {
  return state.status === 'subscribed'
    ? { status: 'subscribed', interestedCategories: state.categories }
    : { status: 'unsubscribed', interestedCategories: [] };
}
