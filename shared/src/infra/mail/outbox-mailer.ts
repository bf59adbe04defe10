import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { MailMessage, Mailer, SentMail } from './mail.port';
import { composeMail, mailSender, messageKey, type MailSender, type MailerOptions } from './smtp-mailer';

const EML = /^.+-([0-9a-f]{32})\.eml$/;

/**
 * The embedded profile's mail: each message is written as `<outboxDir>/<timestamp>-<key>.eml` (open it in
 * any mail client) and logged, so `npm start` works with no SMTP server and a developer still sees what
 * would have gone out. The key derives from the cause, so a retried job finds its file and writes nothing
 * new. The index of written keys is read from the folder once and then kept in memory, which is sound
 * because the embedded profile holds the DATA_DIR lock: no other process writes here.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport: Transporter<StreamTransport.SentMessageInfo>;
  private readonly sender: MailSender;
  private written: Promise<Set<string>> | null = null;
  /** Sends of one cause in flight, so concurrent retries write one file. */
  private readonly inFlight = new Map<string, Promise<SentMail>>();

  constructor(
    readonly outboxDir: string,
    options: MailerOptions = {},
  ) {
    // Unix newlines: the files are for people and diff tools; SMTP's CRLF matters only on the wire.
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.sender = mailSender(options);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const key = messageKey(message.causeId);
    const running = this.inFlight.get(key);
    if (running) return running;
    const sending = this.write(key, message).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, sending);
    return sending;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()]);
    this.transport.close();
  }

  private async write(key: string, message: MailMessage): Promise<SentMail> {
    const mail = composeMail(message, this.sender);
    const written = await this.index();
    if (written.has(key)) {
      this.sender.logger.debug({ messageId: mail.messageId, causeId: message.causeId }, 'mail already in outbox');
      return { messageId: mail.messageId };
    }
    const info = await this.transport.sendMail(mail);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${key}.eml`);
    // Written aside and renamed, so a crash never leaves a half message that would count as sent.
    const partial = join(this.outboxDir, `.${key}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    written.add(key);
    this.sender.logger.info(
      { to: message.to, subject: message.subject, file, messageId: mail.messageId },
      'mail written to outbox',
    );
    return { messageId: mail.messageId };
  }

  private index(): Promise<Set<string>> {
    this.written ??= (async () => {
      await mkdir(this.outboxDir, { recursive: true });
      const keys = new Set<string>();
      for (const name of await readdir(this.outboxDir)) {
        const key = EML.exec(name)?.[1];
        if (key) keys.add(key);
      }
      return keys;
    })().catch((error: unknown) => {
      this.written = null;
      throw error;
    });
    return this.written;
  }
}
