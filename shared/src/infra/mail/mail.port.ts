/** Outgoing mail: SMTP, or `.eml` files under DATA_DIR/outbox in the embedded profile. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The sender, when not the mailer's own (MAIL_FROM): the admins' sender from the system settings. The Message-ID keeps
   * the mailer's domain, so a retry sends the same message even if the sender changed in between.
   */
  from?: string;
  /** Where replies go (e.g. the person who wrote through the contact form); the display name is encoded safely. */
  replyTo?: string | { name: string; address: string };
  /**
   * The cause of the message (event id + purpose). The Message-ID is derived from it, so a retried job
   * sends the same message again rather than a new one.
   */
  causeId: string;
  /**
   * An iCalendar invitation (RFC 5546) sent as the message's `text/calendar` alternative, which mail clients offer to
   * add to, update in or remove from the calendar: `method` must match the METHOD line of `content`.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type SentMail = { messageId: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}
