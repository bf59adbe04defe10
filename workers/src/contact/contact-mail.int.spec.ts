/**
 * Contact messages reach the support address over real SMTP (an in-process smtp-server), with the sender as Reply-To;
 * a retried job or a replayed event sends the same Message-ID, never a second message.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactRoutes } from '@stint/api/contact/index';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { headersOf } from '@stint/shared/infra/testing/smtp-sink';
import { useMailWorkers } from '../testing/mail-workers';
import { replayPastDedupeWindow, retryJob, settleReactors } from '../testing/settle';
import { contactMailJob, contactMailReactor } from './contact-mail';
import { contactStream } from '@stint/shared/contact/contact.streams';

describe('contact mail', () => {
  const SUPPORT = 'help-desk@uni.example';
  const world = useMailWorkers({
    start: () => startTestApi('embedded', { routes: contactRoutes }),
    reactor: contactMailReactor,
    job: contactMailJob,
    config: { SUPPORT_EMAIL: SUPPORT },
  });

  const send = async (body: Record<string, string>) => {
    const response = await world.api.post('/contact', body, undefined, { 'x-forwarded-for': '198.51.100.7' });
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
    await settleReactors(world.platform, [contactMailReactor], contactStream('mail'));
    const mails = world.sink.received.filter((mail) => mail.raw.includes(messageId));
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
    await settleReactors(world.platform, [contactMailReactor], contactStream('mail'));
    const [event] = await world.api.platform.eventStore.readStream(contactStream(messageId));
    await retryJob(contactMailJob(world.platform), 'contact', { eventId: event!.id, messageId });

    await world.stopWorkers();
    await replayPastDedupeWindow(world.platform, contactMailReactor, contactStream('mail'));
    const mails = world.sink.received.filter((mail) => mail.raw.includes(messageId));
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => headersOf(mail.raw)['message-id'])).size).toBe(1);
    // And the first test's message, replayed too, kept its one Message-ID.
    const all = new Set(world.sink.received.map((mail) => headersOf(mail.raw)['message-id']));
    expect(all.size).toBe(2);
  });
});
