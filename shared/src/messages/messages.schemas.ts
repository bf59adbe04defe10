/**
 * The HTTP shapes of application threads: `GET /applications/{id}/messages`, `POST /applications/{id}/messages`,
 * `POST /applications/{id}/messages/read` and `GET /messages/unread`.
 */
import { z } from 'zod';
import { paginationSchema } from '../http/envelope';
import { entityId, pageQuery } from '../http/fields';
import {
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_NOT_IN_THREAD_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  MESSAGES_MAX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  messageAuthorRoles,
} from './messages.constants';

/** Characters as people count them: an emoji is one, not the two UTF-16 units `length` counts. */
export const characterCount = (text: string) => [...text].length;

export const postMessageBodySchema = z.object({
  text: z
    .string({ error: MESSAGE_EMPTY_MESSAGE })
    .trim()
    .min(1, MESSAGE_EMPTY_MESSAGE)
    .refine((text) => characterCount(text) <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
});
export type PostMessageBody = z.infer<typeof postMessageBodySchema>;

export const markMessagesReadBodySchema = z.object({
  upToMessageId: entityId(MESSAGE_NOT_IN_THREAD_MESSAGE),
});

export const threadQuerySchema = z.object(pageQuery(MESSAGES_PAGE_SIZE, MESSAGES_MAX_PAGE_SIZE));

export const messageSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  seq: z.number().int(),
  author: z.object({ _id: z.string(), name: z.string(), role: z.enum(messageAuthorRoles) }),
  /** Null when its author deleted their account (`removed`). */
  text: z.string().nullable(),
  removed: z.boolean(),
  postedAt: z.string(),
  isOwn: z.boolean(),
});
export type ThreadMessage = z.infer<typeof messageSchema>;

export const threadSchema = z.object({
  /** Newest first, one page. */
  messages: z.array(messageSchema),
  /** Whether the caller may write (the student and the employer; a university only reads). */
  canWrite: z.boolean(),
  /** The caller's own marker and unread messages; 0 for a reader who takes no part. */
  readUpTo: z.number().int(),
  unreadCount: z.number().int(),
  pagination: paginationSchema,
});
export type Thread = z.infer<typeof threadSchema>;

export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  applications: z.array(z.object({ applicationId: z.string(), unread: z.number().int() })),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;
