/**
 * Contact messages reach the support address over real SMTP (an in-process smtp-server), with the sender as Reply-To;
 * a retried job or a replayed event sends the same Message-ID, never a second message.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRoutes } from '@stint/api/contact/index';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { SmtpMailer } from '@stint/shared/infra/mail/smtp-mailer';
import type { Platform } from '@stint/shared/infra/platform';
import { headersOf, startSmtpSink } from '@stint/shared/infra/testing/smtp-sink';
import { startWorkers } from '../runtime/reactor';
import { replayPastDedupeWindow, retryJob, settleReactors } from '../testing/settle';
import { contactMailJob, contactMailReactor } from './contact-mail';
import { contactStream } from '@stint/shared/contact/contact.streams';

describe('contact mail', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: SmtpMailer;
  let platform: Platform;
  let workers: { stop(): Promise<void> } | null = null;
  const SUPPORT = 'help-desk@uni.example';

  beforeAll(async () => {
    api = await startTestApi('embedded', { routes: contactRoutes });
    sink = await startSmtpSink();
    mailer = new SmtpMailer(sink.url, { logger: api.platform.logger });
    platform = { ...api.platform, mailer, config: { ...api.platform.config, SUPPORT_EMAIL: SUPPORT } };
    workers = await startWorkers({ ...platform, reactors: [contactMailReactor], jobs: [contactMailJob(platform)] });
  });
  afterAll(async () => {
    await workers?.stop();
    await mailer?.close();
    await sink?.stop();
    await api?.close();
  });

  const send = async (body: Record<string, string>) => {
    const response = await api.post('/contact', body, undefined, { 'x-forwarded-for': '198.51.100.7' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.contactMessageId as string;
  };

  it('mails the message to the support address, the sender as Reply-To', async () => {
    const email = `grace-${randomUUID().slice(0, 8)}@example.org`;
    const messageId = await send({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      subject: 'Registration\r\nBcc: victim@example.org',
      message: 'How do I register as a student?\nI study at a university that is not listed.',
    });
    await settleReactors(platform, [contactMailReactor], contactStream('mail'));
    const mails = sink.received.filter((mail) => mail.raw.includes(messageId));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([SUPPORT]);
    const headers = headersOf(mail!.raw);
    expect(headers['reply-to']).toBe(`Grace Hopper <${email}>`);
    expect(headers.to).toBe(SUPPORT);
    // A line break typed into the subject never becomes a header of its own.
    expect(headers.subject).toBe('Contact form: Registration Bcc: victim@example.org');
    expect(headers.bcc).toBeUndefined();
    expect(mail!.raw).toContain('How do I register as a student?');
    expect(mail!.raw).toContain(`From: Grace Hopper <${email}>`);
  });

  it('sends one Message-ID per message, however often its job is retried or its event replayed', async () => {
    const messageId = await send({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
      subject: 'Tracking',
      message: 'How do I track my application status?',
    });
    await settleReactors(platform, [contactMailReactor], contactStream('mail'));
    const [event] = await api.platform.eventStore.readStream(contactStream(messageId));
    await retryJob(contactMailJob(platform), 'contact', { eventId: event!.id, messageId });

    await workers?.stop();
    workers = null;
    await replayPastDedupeWindow(platform, contactMailReactor, contactStream('mail'));
    const mails = sink.received.filter((mail) => mail.raw.includes(messageId));
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => headersOf(mail.raw)['message-id'])).size).toBe(1);
    // And the first test's message, replayed too, kept its one Message-ID.
    const all = new Set(sink.received.map((mail) => headersOf(mail.raw)['message-id']));
    expect(all.size).toBe(2);
  });
});
