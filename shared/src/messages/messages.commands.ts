/** Commands on an application's thread (stream `messagethread-<applicationId>`). */
import type { SealedValue } from '../sealed';
import type { MessageAuthorRole } from './messages.constants';

/** The caller checked the author may see the application; the decider checks they take part in it. */
export type PostMessage = {
  type: 'PostMessage';
  applicationId: string;
  messageId: string;
  author: { id: string; role: MessageAuthorRole };
  studentId: string;
  employerId: string;
  internshipId: string;
  universityId: string | null;
  /** The text, checked at the edge and sealed with the author's key. */
  text: SealedValue;
};

/** The reader has read up to this message: the newest one their screen showed, so a later one stays unread. */
export type MarkMessagesRead = {
  type: 'MarkMessagesRead';
  applicationId: string;
  readerId: string;
  upToMessageId: string;
};

/** A worker, once a message waited unread long enough: mail its recipient unless read or mailed today already. */
export type RecordUnreadMessageMail = {
  type: 'RecordUnreadMessageMail';
  applicationId: string;
  recipientId: string;
  messageId: string;
  /** Today (UTC, YYYY-MM-DD), from the job's clock. */
  day: string;
};

export type MessageCommand = PostMessage | MarkMessagesRead | RecordUnreadMessageMail;
