/**
 * The threads read model (projector `message-threads`): one document per message, its text opened (null once its
 * author's key is erased: shown as removed), and one per thread with how far each participant has read and how many
 * of the other side's messages wait for them.
 */
import type { MessageAuthorRole } from './messages.constants';

export type MessageDocument = {
  _id: string;
  applicationId: string;
  seq: number;
  authorId: string;
  authorRole: MessageAuthorRole;
  /** Null once the author deleted their account. */
  text: string | null;
  postedAt: string;
};

export const threadMessagesCollection = { name: 'thread_messages', indexes: ['applicationId', 'authorId'] };

export type MessageThreadDocument = {
  /** The application's id. */
  _id: string;
  studentId: string;
  employerId: string;
  internshipId: string;
  universityId: string | null;
  messageCount: number;
  lastMessageAt: string;
  /** The number of the last message each side has read. */
  studentReadUpTo: number;
  employerReadUpTo: number;
  /** The other side's messages after the reader's marker. */
  studentUnread: number;
  employerUnread: number;
};

export const messageThreadsCollection = {
  name: 'message_threads',
  indexes: ['studentId', 'employerId', 'universityId'],
};

/** The fields of a thread document that belong to one side. */
export function sideOf(role: MessageAuthorRole) {
  return role === 'student'
    ? ({ readUpTo: 'studentReadUpTo', unread: 'studentUnread', id: 'studentId' } as const)
    : ({ readUpTo: 'employerReadUpTo', unread: 'employerUnread', id: 'employerId' } as const);
}
