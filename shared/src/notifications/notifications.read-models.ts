/**
 * The notifications read model (projector `notifications`): one document per notification and recipient. What a
 * notification says is composed from `facts` by `composeNotification`, so when the person it is about is erased the
 * projection composes it again with their facts blanked — the same text a rebuild gives once their key is gone.
 */
import type { NotificationKind } from './notifications.constants';

/** What a notification's text is made of. Names and item titles are personal data of `subjectId`. */
export type NotificationFacts = {
  internshipTitle?: string;
  company?: string;
  /** The student's name: personal data of the subject. */
  studentName?: string;
  /** A logbook entry's or report's title, written by (and sealed for) the student: personal data of the subject. */
  itemTitle?: string;
  /** A reviewer's comment to the recipient. */
  comment?: string;
  dueDate?: string;
  isLate?: boolean;
};

export type NotificationDocument = {
  _id: string;
  /** The recipient. */
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  createdAt: string;
  readAt: string | null;
  /** Global position of the event behind it: the list's order, and what "mark all read" reaches up to. */
  position: number;
  /** The person other than the recipient whose personal data the text shows, if any. */
  subjectId: string | null;
  facts: NotificationFacts;
};

export const notificationsCollection = {
  name: 'notifications',
  indexes: ['userId', 'subjectId', 'readAt', 'position'],
};
