/**
 * The newsletter over HTTP on the embedded profile: the spec's validation message, one subscription per address (a
 * second subscribe changes the categories), the address sealed in the log and absent from stream names and the read
 * model, and the unsubscribe link working signed out.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import {
  NEWSLETTER_INVALID_LINK_MESSAGE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_UNSUBSCRIBE_PURPOSE,
  NEWSLETTER_VALIDATION_MESSAGE,
} from '@stint/shared/newsletter/newsletter.constants';
import {
  newsletterSubscribersCollection,
  type NewsletterSubscriberDocument,
} from '@stint/shared/newsletter/newsletter.read-models';
import { newsletterSubscribersProjection } from '@stint/projector/newsletter/newsletter-subscribers.projection';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { newsletterRoutes } from './index';
import { subscriberIdFor } from './newsletter.store';
import { newsletterStream } from '@stint/shared/newsletter/newsletter.streams';

describe('newsletter api', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded', { routes: newsletterRoutes, projections: [newsletterSubscribersProjection] });
  });
  afterAll(() => api?.close());

  const address = () => `reader-${randomUUID().slice(0, 8)}@example.org`;
  const subscribe = (body: unknown) => api.post('/newsletter/subscribe', body);
  const subscribers = () =>
    api.platform.readStore.collection<NewsletterSubscriberDocument>(newsletterSubscribersCollection);
  const linkFor = (subscriberId: string, expiresAt = new Date(Date.now() + 86_400_000)) =>
    signPurposeToken(api.platform.secret, NEWSLETTER_UNSUBSCRIBE_PURPOSE, subscriberId, expiresAt);

  it('answers a missing email or no category with the spec’s message, and a malformed one with its own', async () => {
    for (const body of [
      {},
      { email: '', interestedCategories: ['data_science'] },
      { email: '   ', interestedCategories: ['data_science'] },
      { email: address() },
      { email: address(), interestedCategories: [] },
      { email: address(), interestedCategories: 'data_science' },
    ]) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: NEWSLETTER_VALIDATION_MESSAGE });
    }
    const malformed = await subscribe({ email: 'not-an-email', interestedCategories: ['data_science'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Please enter a valid email address');
    const unknown = await subscribe({ email: address(), interestedCategories: ['astrology'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please choose categories from the list');
  });

  it('keeps one subscription per address: a second subscribe (any case) changes the categories', async () => {
    const email = address();
    const first = await subscribe({ email, interestedCategories: ['software_engineering', 'data_science'] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: NEWSLETTER_SUCCESS_MESSAGE,
      data: { interestedCategories: ['software_engineering', 'data_science'] },
    });
    const second = await subscribe({
      email: `  ${email.toUpperCase()} `,
      interestedCategories: ['media_communications', 'law_legal', 'law_legal'],
    });
    // The same answer as for a new address: the response tells nobody who is subscribed.
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ interestedCategories: ['law_legal', 'media_communications'] });
    const again = await subscribe({ email, interestedCategories: ['law_legal', 'media_communications'] });
    expect(again.status).toBe(200);

    const subscriberId = subscriberIdFor(api.platform.secret, email);
    const stream = await api.platform.eventStore.readStream(newsletterStream(subscriberId));
    expect(stream.map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterCategoriesChanged']);
    // Personal data stays out of stream names and is sealed in the event.
    expect(newsletterStream(subscriberId)).not.toContain('example');
    expect(JSON.stringify(stream.map((event) => event.data))).not.toContain(email);
    expect(await api.platform.cipher.decrypt(stream[0]!.data.email as never)).toBe(email);

    const documents = await subscribers().find({ _id: subscriberId });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      status: 'subscribed',
      interestedCategories: ['law_legal', 'media_communications'],
      internshipCategories: ['Design', 'Marketing', 'Other'],
    });
    expect(JSON.stringify(documents)).not.toContain(email);
  });

  it('unsubscribes with the link’s token, signed out; GET only reads; a second POST changes nothing', async () => {
    const email = address();
    expect((await subscribe({ email, interestedCategories: ['finance_banking'] })).status).toBe(200);
    const subscriberId = subscriberIdFor(api.platform.secret, email);
    const token = linkFor(subscriberId);

    const looked = await api.get(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(looked.status).toBe(200);
    expect(looked.body.data).toEqual({
      subscription: { status: 'subscribed', interestedCategories: ['finance_banking'] },
    });
    expect(await api.platform.eventStore.readStream(newsletterStream(subscriberId))).toHaveLength(1);

    const unsubscribed = await api.post('/newsletter/unsubscribe', { token });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toMatchObject({
      success: true,
      data: { subscription: { status: 'unsubscribed', interestedCategories: [] } },
    });
    expect((await subscribers().get(subscriberId))?.status).toBe('unsubscribed');
    expect((await api.post('/newsletter/unsubscribe', { token })).status).toBe(200);
    const types = (await api.platform.eventStore.readStream(newsletterStream(subscriberId))).map((event) => event.type);
    expect(types).toEqual(['NewsletterSubscribed', 'NewsletterUnsubscribed']);
    const after = await api.get(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(after.body.data.subscription.status).toBe('unsubscribed');

    // Subscribing again is a new subscription with the new categories.
    expect((await subscribe({ email, interestedCategories: ['education_teaching'] })).status).toBe(200);
    expect(await subscribers().get(subscriberId)).toMatchObject({
      status: 'subscribed',
      interestedCategories: ['education_teaching'],
    });
  });

  it('refuses a forged, altered, expired or missing token, and one for a subscription that does not exist', async () => {
    const email = address();
    await subscribe({ email, interestedCategories: ['finance_banking'] });
    const subscriberId = subscriberIdFor(api.platform.secret, email);
    const valid = linkFor(subscriberId);
    const forged = signPurposeToken(
      'another-secret-of-at-least-32-characters!',
      NEWSLETTER_UNSUBSCRIBE_PURPOSE,
      subscriberId,
      new Date(Date.now() + 60_000),
    );
    const otherPurpose = signPurposeToken(
      api.platform.secret,
      'confirm-email',
      subscriberId,
      new Date(Date.now() + 60_000),
    );
    const expired = linkFor(subscriberId, new Date(Date.now() - 1000));
    const nobody = linkFor(subscriberIdFor(api.platform.secret, address()));
    for (const token of [forged, otherPurpose, expired, nobody, `${valid}x`, '']) {
      const response = await api.post('/newsletter/unsubscribe', { token });
      expect(response.status, token).toBe(400);
      expect(response.body.message).toBe(NEWSLETTER_INVALID_LINK_MESSAGE);
    }
    expect((await api.get('/newsletter/unsubscribe')).status).toBe(400);
    expect((await subscribers().get(subscriberId))?.status).toBe('subscribed');
  });
});
