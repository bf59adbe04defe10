/**
 * Unread-message mail (issue 17 item 2): when a message has waited unread for `MESSAGE_UNREAD_MAIL_DELAY_MS` (15
 * minutes), its recipient gets a mail — at most one per thread a day, and only while their `applicationUpdates`
 * preference is on (messages are about their application). The reactor turns each posted message into a job that
 * schedules the check after the delay (a BullMQ delayed job; a row with a due time on the SQL queue). The check is a
 * command on the thread (`RecordUnreadMessageMail`): the decider refuses once the recipient read the message, or was
 * mailed about the thread that day, so a read before the delay skips the mail and two messages make one mail. Its
 * command id comes from the message's event, so a retried job sends the same Message-ID.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { handleCommand, toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { messageThreadDecider } from '@stint/shared/messages/messages.decider';
import type { MessageEvent } from '@stint/shared/messages/messages.events';
import { messageThreadStream, parseMessageThreadStream } from '@stint/shared/messages/messages.streams';
import { jobIdFor, type JobDefinition, type Reactor } from '../runtime/reactor';

const QUEUE = 'unread-message-mail';
/** Schedules the check: the reactor cannot read the configured delay, the job can. */
const SCHEDULE = 'unread-message-wait';
const CHECK = 'unread-message-mail';

const payloadSchema = z.object({
  eventId: z.string().min(1),
  stream: z.string().refine((stream) => parseMessageThreadStream(stream) !== null, { message: 'not a thread stream' }),
});
type Payload = z.infer<typeof payloadSchema>;

export const unreadMessageMailReactor: Reactor = {
  name: 'unread-message-mail',
  handles: ['MessagePosted'],
  async react(event, { queue }) {
    await queue.enqueue<Payload>(
      QUEUE,
      SCHEDULE,
      { eventId: event.id, stream: event.stream },
      { jobId: jobIdFor(event, SCHEDULE) },
    );
  },
};

export function unreadMessageMailJob(platform: Platform): JobDefinition {
  const link = (path: string) => new URL(path, platform.config.PUBLIC_URL).toString();
  const users = platform.readStore.collection<UserDocument>(usersCollection);

  async function check(payload: Payload): Promise<void> {
    const applicationId = parseMessageThreadStream(payload.stream)!;
    const recorded = await platform.eventStore.readStream(messageThreadStream(applicationId));
    const events = toDomainEvents<MessageEvent>(recorded, messageThreadDecider.eventSchemas);
    const index = recorded.findIndex((event) => event.id === payload.eventId);
    const posted = events[index];
    if (!posted || posted.type !== 'MessagePosted') throw new PermanentJobError(`No message ${payload.eventId}`);
    const { authorRole, studentId, employerId, messageId } = posted.data;
    const recipientId = authorRole === 'student' ? employerId : studentId;
    const recipient = await users.get(recipientId);
    // Not projected yet: the job is retried.
    if (!recipient) throw new Error(`User ${recipientId} is not in the users read model yet`);
    if (!recipient.email || recipient.status === 'inactive') return;
    if (!recipient.notificationPreferences.applicationUpdates) return;

    const now = new Date().toISOString();
    const result = await handleCommand(
      platform.eventStore,
      messageThreadStream(applicationId),
      messageThreadDecider,
      { type: 'RecordUnreadMessageMail', applicationId, recipientId, messageId, day: now.slice(0, 10) },
      { commandId: `${CHECK}:${payload.eventId}`, actor: null, at: now, correlationId: randomUUID() },
      { retries: 3 },
    );
    const mailed = result.events.find((event) => event.type === 'UnreadMessageMailed');
    // Read meanwhile, or mailed about this thread today already.
    if (!mailed) return;

    const [author, application] = await Promise.all([
      users.get(posted.data.authorId),
      platform.readStore.collection<ApplicationDocument>(applicationsCollection).get(applicationId),
    ]);
    const from =
      authorRole === 'employer'
        ? author?.companyName || 'The employer'
        : [author?.firstName, author?.lastName].filter(Boolean).join(' ') || 'The student';
    const title = application?.internship.title || 'an internship';
    // The employer reads an application's thread from its internship's page, where the application says it has some.
    const path =
      authorRole === 'employer'
        ? `/student/applications/${applicationId}`
        : application
          ? `/employer/internships/${application.internship._id}`
          : '/employer/pipeline';
    await platform.mailer.send({
      to: recipient.email,
      subject: `New message about ${title}`,
      text: [
        `Hello ${recipient.firstName || 'there'},`,
        '',
        `${from} sent you a message about the application to "${title}" that you have not read yet.`,
        '',
        'Read and answer it on Stint:',
        link(path),
        '',
        'You get at most one such mail per conversation a day, while application updates are on in your notification settings.',
        '',
        '— The Stint team',
      ].join('\n'),
      causeId: `${payload.eventId}:${CHECK}`,
    });
  }

  return {
    queue: QUEUE,
    handler: (async (job: Job) => {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid ${job.name} payload`);
      if (job.name === SCHEDULE) {
        await platform.queue.enqueue<Payload>(QUEUE, CHECK, parsed.data, {
          jobId: `${CHECK}:${parsed.data.eventId}`,
          delayMs: platform.config.MESSAGE_UNREAD_MAIL_DELAY_MS,
        });
        return;
      }
      return check(parsed.data);
    }) as JobDefinition['handler'],
  };
}
