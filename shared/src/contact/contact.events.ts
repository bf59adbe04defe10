/**
 * A message sent from the contact form (stream `contact-<messageId>`). Everything the sender wrote is about them, so
 * it travels sealed with the sender's key (docs/architecture.md §Personal data): one JSON document in `content`.
 */
import { z } from 'zod';
import { sealedValueSchema } from '../sealed';

/** What `content` holds once opened. */
export const contactContentSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactContent = z.infer<typeof contactContentSchema>;

export const contactEventSchemas = {
  ContactMessageReceived: z.object({
    messageId: z.string(),
    /** A keyed hash of the sender's address: whose key seals `content` (one erasure covers all their messages). */
    senderId: z.string(),
    content: sealedValueSchema,
  }),
};

export type ContactEvent = {
  type: 'ContactMessageReceived';
  data: z.infer<typeof contactEventSchemas.ContactMessageReceived>;
};
