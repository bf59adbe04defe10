import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Mailer } from './mail.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export type { MailMessage, Mailer, SentMail } from './mail.port';
export { OutboxMailer } from './outbox-mailer';
export { DEFAULT_FROM, MailRejectedError, SmtpMailer, messageIdFor, type MailerOptions } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise `.eml` files under DATA_DIR/outbox (embedded profile). */
export async function openMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  from?: string;
  logger?: Logger;
}): Promise<Mailer> {
  const { smtpUrl, dataDir, ...rest } = options;
  return smtpUrl ? new SmtpMailer(smtpUrl, rest) : new OutboxMailer(join(dataDir, 'outbox'), rest);
}

/**
 * A mailer whose messages go out from `sender()` when it names one (the admins' sender, system settings), else from
 * the mailer's own From. A message that names its own sender keeps it.
 */
export function withSender(mailer: Mailer, sender: () => Promise<string | null>): Mailer {
  return {
    get kind() {
      return mailer.kind;
    },
    async send(message) {
      const from = message.from ?? (await sender());
      return mailer.send(from ? { ...message, from } : message);
    },
    close: () => mailer.close(),
  };
}
