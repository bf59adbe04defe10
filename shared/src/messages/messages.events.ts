/**
 * Facts about the thread of one application (stream `messagethread-<applicationId>`): the application's student and
 * the internship's employer write to each other, each marks how far they have read, and the workers record the one
 * "a message waits for you" mail a day they sent. The text travels sealed with its author's key
 * (docs/architecture.md §Personal data), so deleting the author's account removes it everywhere.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import type { EventVersionRegistry } from '../events/upcasting';
import { sealedValueSchema } from '../sealed';
import { messageAuthorRoles } from './messages.constants';

/** What `text` holds once opened. */
export const messageTextSchema = z.object({ text: z.string() });
export type MessageText = z.infer<typeof messageTextSchema>;

const thread = { applicationId: z.string() };

export const messageEventSchemas = {
  /**
   * `seq` numbers the thread's messages from 1, so a read marker is one number. The participants travel on every
   * message so the read side needs no other projection to know who may read the thread.
   */
  MessagePosted: z.object({
    ...thread,
    messageId: z.string(),
    seq: z.number().int().min(1),
    authorId: z.string(),
    authorRole: z.enum(messageAuthorRoles),
    studentId: z.string(),
    employerId: z.string(),
    internshipId: z.string(),
    /** The student's university, which may read the thread; null when the student named none. */
    universityId: z.string().nullable(),
    text: sealedValueSchema,
  }),
  /** The reader has read every message up to and including `upToMessageId` (number `upTo`). */
  MessagesRead: z.object({
    ...thread,
    readerId: z.string(),
    upToMessageId: z.string(),
    upTo: z.number().int().min(1),
  }),
  /**
   * The workers mailed `recipientId` that `messageId` waited unread; `day` (UTC, YYYY-MM-DD) keeps it to one a day.
   */
  UnreadMessageMailed: z.object({
    ...thread,
    recipientId: z.string(),
    messageId: z.string(),
    day: z.string(),
  }),
};

/** The area's entries in the registry of event versions (`shared/src/events/event-versions.ts`): all at version 1. */
export const messageEventVersions = {
  MessagePosted: { current: 1, upcasters: {} },
  MessagesRead: { current: 1, upcasters: {} },
  UnreadMessageMailed: { current: 1, upcasters: {} },
} satisfies EventVersionRegistry;

export type MessageEvent = EventOf<typeof messageEventSchemas>;
export type MessageEventType = MessageEvent['type'];
export const messageEventTypes = eventTypesOf(messageEventSchemas);
