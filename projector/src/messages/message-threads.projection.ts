/**
 * Application threads (issue 17 item 2): one document per message with its text opened, and one per thread with each
 * side's read marker and unread count. Each change is published on the `messages` topic to the two participants and
 * the student's university, which revalidate the open thread and the navbar's unread badge.
 *
 * Erasure (docs/architecture.md §Personal data): a deleted author's messages keep their place in the thread with their
 * text blanked — what a rebuild reads too, once their key is gone and the text no longer opens.
 */
import { rooms } from '@stint/shared';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import { topics } from '@stint/shared/live/topics';
import { messageEventSchemas, messageTextSchema } from '@stint/shared/messages/messages.events';
import {
  messageThreadsCollection,
  sideOf,
  threadMessagesCollection,
  type MessageDocument,
  type MessageThreadDocument,
} from '@stint/shared/messages/messages.read-models';
import { dataOf, openSealed } from '../runtime/event-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn, idsOf } from '../runtime/prefetch';

const threadRooms = (thread: Pick<MessageThreadDocument, 'studentId' | 'employerId' | 'universityId'>) => [
  rooms.user(thread.studentId),
  rooms.user(thread.employerId),
  ...(thread.universityId ? [rooms.university(thread.universityId)] : []),
];

export const messageThreadsProjection = defineProjection({
  name: 'message-threads',
  version: 1,
  collections: [threadMessagesCollection, messageThreadsCollection],
  handles: ['MessagePosted', 'MessagesRead', 'AccountDeleted'],
  async prefetch(events, context) {
    const messages = context.collection<MessageDocument>(threadMessagesCollection);
    const threads = context.collection<MessageThreadDocument>(messageThreadsCollection);
    await messages.getMany(idsIn(events, ['messageId'], { types: ['MessagePosted'] }));
    const erased = await messages.findIn('authorId', idsIn(events, ['userId'], { types: ['AccountDeleted'] }));
    await threads.getMany([...idsIn(events, ['applicationId']), ...idsOf(erased, 'applicationId')]);
    // A read marker counts what is left unread in its thread from the thread's messages.
    await messages.findIn('applicationId', idsIn(events, ['applicationId'], { types: ['MessagesRead'] }));
  },
  async apply(event, context) {
    const messages = context.collection<MessageDocument>(threadMessagesCollection);
    const threads = context.collection<MessageThreadDocument>(messageThreadsCollection);
    const notify = (thread: MessageThreadDocument, to = threadRooms(thread)) =>
      context.notify({ topic: topics.messages, rooms: to, ids: [thread._id] });

    switch (event.type) {
      case 'MessagePosted': {
        const data = dataOf(messageEventSchemas.MessagePosted, event, context);
        if (!data) return;
        const opened = await openSealed(messageTextSchema, data.text, context);
        const isNew = (await messages.get(data.messageId)) === null;
        await messages.upsert({
          _id: data.messageId,
          applicationId: data.applicationId,
          seq: data.seq,
          authorId: data.authorId,
          authorRole: data.authorRole,
          text: opened?.text ?? null,
          postedAt: event.metadata.at,
        });
        const before = await threads.get(data.applicationId);
        const thread: MessageThreadDocument = before ?? {
          _id: data.applicationId,
          studentId: data.studentId,
          employerId: data.employerId,
          internshipId: data.internshipId,
          universityId: data.universityId,
          messageCount: 0,
          lastMessageAt: event.metadata.at,
          studentReadUpTo: 0,
          employerReadUpTo: 0,
          studentUnread: 0,
          employerUnread: 0,
        };
        // The recipient's count grows by a message they have not read; the author has read up to their own.
        const recipient = sideOf(data.authorRole === 'student' ? 'employer' : 'student');
        const waits = isNew && data.seq > thread[recipient.readUpTo];
        const next: MessageThreadDocument = {
          ...thread,
          messageCount: Math.max(thread.messageCount, data.seq),
          lastMessageAt: event.metadata.at > thread.lastMessageAt ? event.metadata.at : thread.lastMessageAt,
          [recipient.unread]: thread[recipient.unread] + (waits ? 1 : 0),
        };
        await threads.upsert(next);
        notify(next);
        return;
      }
      case 'MessagesRead': {
        const data = dataOf(messageEventSchemas.MessagesRead, event, context);
        if (!data) return;
        const thread = await threads.get(data.applicationId);
        if (!thread) {
          context.logger.warn({ eventId: event.id }, 'read marker of a thread with no messages; skipped');
          return;
        }
        const role =
          thread.studentId === data.readerId ? 'student' : thread.employerId === data.readerId ? 'employer' : null;
        if (!role) {
          context.logger.warn({ eventId: event.id }, 'read marker of someone who takes no part; skipped');
          return;
        }
        const side = sideOf(role);
        if (data.upTo <= thread[side.readUpTo]) return;
        const unread = await countUnread(context, thread._id, role, data.upTo);
        const next = { ...thread, [side.readUpTo]: data.upTo, [side.unread]: unread };
        await threads.upsert(next);
        notify(next, [rooms.user(data.readerId)]);
        return;
      }
      case 'AccountDeleted': {
        const data = dataOf(accountEventSchemas.AccountDeleted, event, context);
        if (!data) return;
        const written = await messages.find({ authorId: data.userId });
        for (const message of written) {
          if (message.text !== null) await messages.patch(message._id, { text: null });
        }
        const touched = await threads.getMany(idsOf(written, 'applicationId'));
        for (const thread of touched) notify(thread);
        return;
      }
    }
  },
});

/**
 * The other side's messages after `upTo`: what the reader still has to read. Counted from the thread's messages, which
 * the prefetch loaded (a `count` would ask the database once per read marker).
 */
async function countUnread(
  context: Pick<ProjectionContext, 'collection'>,
  applicationId: string,
  reader: 'student' | 'employer',
  upTo: number,
): Promise<number> {
  const theirs = await context.collection<MessageDocument>(threadMessagesCollection).find({
    applicationId,
    authorRole: reader === 'student' ? 'employer' : 'student',
  });
  return theirs.filter((message) => message.seq > upTo).length;
}
