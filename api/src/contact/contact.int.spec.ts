/**
 * The contact form over HTTP on the embedded profile: every field required with its message, the message recorded
 * sealed on its own stream, the public contact info (from the environment; the admins' settings are in
 * settings.int.spec), and the per-IP limit (429 with Retry-After).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMITED_MESSAGE, CONTACT_SENT_MESSAGE } from '@stint/shared/contact/contact.constants';
import { contactContentSchema } from '@stint/shared/contact/contact.events';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason } from '@stint/shared/infra/testing/test-platform';
import type { Request } from 'express';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { ContactThrottle } from './contact-throttle';
import { contactRoutes } from './index';
import { contactSenderId } from './send-contact-message.route';
import { contactStream } from '@stint/shared/contact/contact.streams';

describe('contact api', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded', { routes: contactRoutes });
  });
  afterAll(() => api?.close());

  /** Each test writes from its own client address (the api trusts X-Forwarded-For from loopback proxies). */
  let clients = 0;
  const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });
  const message = () => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${randomUUID().slice(0, 8)}@example.org`,
    subject: 'Posting internships',
    message: 'How do employers post internships?\nThanks!',
  });

  it('requires every field, with a message per field, first failing field first', async () => {
    const headers = fromIp();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'First name is required'],
      [{ ...message(), firstName: '  ' }, 'First name is required'],
      [{ ...message(), lastName: '' }, 'Last name is required'],
      [{ ...message(), email: '' }, 'Email is required'],
      [{ ...message(), email: 'ada at example' }, 'Please enter a valid email address'],
      [{ ...message(), subject: undefined }, 'Subject is required'],
      [{ ...message(), message: ' ' }, 'Message is required'],
      [{ ...message(), message: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    ];
    for (const [body, expected] of cases) {
      const response = await api.post('/contact', body, undefined, headers);
      expect(response.status, expected).toBe(400);
      expect(response.body.message).toBe(expected);
    }
    const all = await api.post('/contact', {}, undefined, headers);
    expect(all.body.errors.map((error: { path: string }) => error.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'subject',
      'message',
    ]);
  });

  it('records the message on its own stream, everything the sender wrote sealed with their key', async () => {
    const body = message();
    const response = await api.post('/contact', body, undefined, fromIp());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: CONTACT_SENT_MESSAGE });
    const { contactMessageId } = response.body.data as { contactMessageId: string };

    const [event, ...rest] = await api.platform.eventStore.readStream(contactStream(contactMessageId));
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      type: 'ContactMessageReceived',
      data: { messageId: contactMessageId, senderId: contactSenderId(api.platform.secret, body.email) },
    });
    const raw = JSON.stringify(event!.data);
    for (const value of [body.email, 'Lovelace', 'Posting internships', 'employers']) expect(raw).not.toContain(value);
    const opened = await api.platform.cipher.decrypt(event!.data.content as never);
    expect(contactContentSchema.parse(JSON.parse(opened!))).toEqual(body);
  });

  it('records a retry with the same Idempotency-Key once', async () => {
    const headers = { ...fromIp(), 'idempotency-key': `key-${randomUUID()}` };
    const body = message();
    const first = await api.post('/contact', body, undefined, headers);
    const retry = await api.post('/contact', body, undefined, headers);
    expect(retry.body.data.contactMessageId).toBe(first.body.data.contactMessageId);
    expect(await api.platform.eventStore.readStream(contactStream(first.body.data.contactMessageId))).toHaveLength(1);
  });

  it('limits each client address to CONTACT_MAX_MESSAGES per window: then 429 with Retry-After', async () => {
    const headers = fromIp();
    const max = api.platform.config.CONTACT_MAX_MESSAGES;
    for (let i = 0; i < max; i++) expect((await api.post('/contact', message(), undefined, headers)).status).toBe(201);
    const limited = await api.post('/contact', message(), undefined, headers);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: CONTACT_RATE_LIMITED_MESSAGE });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(api.platform.config.CONTACT_WINDOW_MINUTES * 60);
    // Another client is not held back.
    expect((await api.post('/contact', message(), undefined, fromIp())).status).toBe(201);
  });

  it('gives the page no phone and no address while the operator has given none', async () => {
    const response = await api.get('/public/contact-info');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      supportEmail: 'support@stint.local',
      address: null,
      phone: null,
      phoneHref: null,
      directionsUrl: null,
    });
  });
});

describe('contact details from the environment', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: contactRoutes,
      env: {
        SUPPORT_EMAIL: 'help@campus.example',
        SUPPORT_PHONE: ' +351 (21) 123-4567 ',
        CONTACT_ADDRESS: 'Rua Augusta 100, 1100-053 Lisboa, Portugal',
      },
    });
  });
  afterAll(() => api?.close());

  it('tells the page the support address, the phone with its tel: link and the office address with its map', async () => {
    const response = await api.get('/public/contact-info');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      supportEmail: 'help@campus.example',
      phone: '+351 (21) 123-4567',
      phoneHref: 'tel:+351211234567',
      address: 'Rua Augusta 100, 1100-053 Lisboa, Portugal',
      directionsUrl:
        'https://www.google.com/maps/search/?api=1&query=Rua%20Augusta%20100%2C%201100-053%20Lisboa%2C%20Portugal',
    });
  });
});

describe.skipIf(announceSkip('contact rate limit (server profile)', profileSkipReason('server')))(
  'contact rate limit (server profile)',
  () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi('server', { routes: contactRoutes });
    });
    afterAll(() => api?.close());

    it('counts in Redis, so every api node holds the same client to the same limit', async () => {
      const headers = { 'x-forwarded-for': '192.0.2.44' };
      const { CONTACT_MAX_MESSAGES: max, CONTACT_WINDOW_MINUTES, REDIS_URL, QUEUE_PREFIX } = api.platform.config;
      const body = { firstName: 'Ada', lastName: 'L', email: 'ada@example.org', subject: 'Hi', message: 'Hello' };
      for (let i = 0; i < max; i++) expect((await api.post('/contact', body, undefined, headers)).status).toBe(201);
      expect((await api.post('/contact', body, undefined, headers)).status).toBe(429);

      // Another node (another throttle on the same Redis) refuses the same client at once.
      const otherNode = new ContactThrottle({
        max,
        windowMs: CONTACT_WINDOW_MINUTES * 60_000,
        redisUrl: REDIS_URL,
        prefix: QUEUE_PREFIX,
      });
      try {
        const error = await otherNode.hit({ ip: '192.0.2.44' } as Request).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 429, message: CONTACT_RATE_LIMITED_MESSAGE });
        await expect(otherNode.hit({ ip: '192.0.2.45' } as Request)).resolves.toBeUndefined();
      } finally {
        await otherNode.close();
      }
    });
  },
);
