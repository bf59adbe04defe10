/**
 * Contact messages reach the support team: a reactor turns `ContactMessageReceived` into a job; the job opens the
 * sealed message and mails it to SUPPORT_EMAIL with the sender as Reply-To, so answering is one click. The Message-ID
 * comes from the event, so a replayed event or a retried job sends the same message, never a second one.
 */
import { z } from 'zod';
import { contactContentSchema, contactEventSchemas } from '@stint/shared/contact/contact.events';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError } from '@stint/shared/infra/queue/queue.port';
import { readPlatformSettings } from '@stint/shared/infra/platform-settings';
import { jobReactor } from '../runtime/job-reactor';
import type { JobDefinition } from '../runtime/reactor';
import { contactStream } from '@stint/shared/contact/contact.streams';

const QUEUE = 'contact-mail';

const payloadSchema = z.object({ eventId: z.string().min(1), messageId: z.string().regex(/^[\w-]{1,100}$/) });
type ContactMailPayload = z.infer<typeof payloadSchema>;

export const contactMailReactor = jobReactor({
  name: 'contact-mail',
  handles: 'ContactMessageReceived',
  schema: payloadSchema.pick({ messageId: true }),
  unreadable: 'ContactMessageReceived without a message id',
  queue: QUEUE,
  job: 'contact',
  purpose: contactStream('message'),
  payload: ({ messageId }, event): ContactMailPayload => ({ eventId: event.id, messageId }),
});

/** Header text from a form field: one line, however it was typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function contactMailJob(platform: Platform): JobDefinition {
  return {
    queue: QUEUE,
    handler: (async (job: { payload: unknown }) => {
      const { eventId, messageId } = payloadSchema.parse(job.payload);
      const recorded = (await platform.eventStore.readStream(contactStream(messageId))).find(
        (event) => event.id === eventId,
      );
      const data = contactEventSchemas.ContactMessageReceived.safeParse(recorded?.data);
      if (!recorded || !data.success) throw new PermanentJobError(`No contact message ${messageId}`);
      const opened = await platform.cipher.decrypt(data.data.content);
      // Erased since: the sender asked us to forget them.
      if (opened === null) return;
      const content = contactContentSchema.parse(JSON.parse(opened));
      const name = oneLine(`${content.firstName} ${content.lastName}`);
      // The admins' support address (system settings), else SUPPORT_EMAIL.
      const { effective } = await readPlatformSettings(platform);
      await platform.mailer.send({
        to: effective.supportEmail,
        replyTo: { name, address: content.email },
        subject: `Contact form: ${oneLine(content.subject)}`,
        text: [
          `From: ${name} <${content.email}>`,
          `Sent: ${recorded.metadata.at}`,
          `Subject: ${oneLine(content.subject)}`,
          '',
          content.message,
          '',
          '—',
          `Sent with the contact form on ${platform.config.PUBLIC_URL}.`,
          `Message: ${messageId}`,
          'Reply to this email to answer the sender.',
        ].join('\n'),
        causeId: `${eventId}:contact-message`,
      });
    }) as JobDefinition['handler'],
  };
}
