import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../testing/capturing-logger';
import { DEFAULT_FROM, composeMail, mailSender } from './smtp-mailer';

describe('mailSender', () => {
  it('sends as the default From, with Message-IDs on its domain, when given nothing', () => {
    const sender = mailSender({});
    expect(sender.from).toBe(DEFAULT_FROM);
    expect(sender.domain).toBe('stint.local');
  });

  it('takes the Message-ID domain from the From address unless one is given', () => {
    expect(mailSender({ from: 'Uni <mail@uni.example>' }).domain).toBe('uni.example');
    expect(mailSender({ from: 'Uni <mail@uni.example>', messageIdDomain: 'ids.example' }).domain).toBe('ids.example');
  });

  it('tags the given logger’s lines as the mail’s', () => {
    const { logger, lines } = capturingLogger();
    mailSender({ logger }).logger.info('hello');
    expect(lines).toEqual([expect.objectContaining({ module: 'mail', msg: 'hello' })]);
  });

  it('is what composeMail sends as: its From unless the message names one, its domain in the Message-ID', () => {
    const sender = mailSender({ from: 'Uni <mail@uni.example>' });
    const message = { to: 'a@b.example', subject: 'S', text: 'T', causeId: 'c1' };
    const mail = composeMail(message, sender);
    expect(mail.from).toBe('Uni <mail@uni.example>');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@uni\.example>$/);
    expect(composeMail({ ...message, from: 'Other <o@x.example>' }, sender).from).toBe('Other <o@x.example>');
  });
});
