/**
 * POST /contact (spec 1 §2.6): the contact form's message is recorded (sealed with the sender's key) and mailed to the
 * support address by a worker, with the sender as Reply-To. Limited per client IP.
 */
import { contactDecider } from '@stint/shared/contact/contact.decider';
import { CONTACT_SENT_MESSAGE } from '@stint/shared/contact/contact.constants';
import type { ContactContent } from '@stint/shared/contact/contact.events';
import { contactBodySchema, contactResultSchema } from '@stint/shared/contact/contact.schemas';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { keyedHash } from '@stint/shared/infra/crypto/purpose-tokens';
import { defineRoute, Reply } from '../http/route';
import { contactThrottleFor } from './contact-throttle';
import { contactStream } from '@stint/shared/contact/contact.streams';

/** Whose key seals a message: one per address, so erasing it erases everything that person wrote to us. */
export function contactSenderId(secret: string, email: string): string {
  return keyedHash(secret, 'contact-sender', email.trim().toLowerCase());
}

export const sendContactMessageRoute = defineRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a message to the support team (contact form)',
  tags: ['public'],
  access: 'public',
  body: contactBodySchema,
  response: contactResultSchema,
  status: 201,
  async handler({ body, deps, req, command, settle }) {
    await contactThrottleFor(deps, req).hit(req);
    const context = command();
    // Derived from the command id: a retry with the same Idempotency-Key records (and mails) the message once.
    const messageId = deriveEventId(context.commandId, 'contact-message', 0);
    const senderId = contactSenderId(deps.platform.secret, body.email);
    const content: ContactContent = body;
    const result = await handleCommand(
      deps.platform.eventStore,
      contactStream(messageId),
      contactDecider,
      {
        type: 'ReceiveContactMessage',
        messageId,
        senderId,
        content: await deps.platform.cipher.encrypt(senderId, JSON.stringify(content)),
      },
      context,
    );
    await settle(result);
    return new Reply({ contactMessageId: messageId }, { message: CONTACT_SENT_MESSAGE });
  },
});
