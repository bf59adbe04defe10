/**
 * The notifications read model (projector `notifications`): one document per notification and recipient, except those
 * for every admin ("report to review"), which are stored once and read per admin (below). What a notification says is
 * composed from `facts` by `composeNotification`, so when the person it is about is erased the projection composes it
 * again with their facts blanked — the same text a rebuild gives once their key is gone.
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
  indexes: ['userId', 'subjectId', 'readAt'],
  ordered: ['position'],
};

/**
 * A notification to every admin who was active when it happened, stored once: a copy per admin would make the
 * notifications grow with admins × reports. Who sees it, and whether they read it, is each admin's inbox below.
 */
export type AdminNotificationDocument = Omit<NotificationDocument, 'userId' | 'readAt'>;

export const adminNotificationsCollection = {
  name: 'admin_notifications',
  indexes: ['subjectId'],
  ordered: ['position'],
};

/** Global positions between which an admin was active: they see the admin notifications after `from` and before `to`. */
export type ActivePeriod = { from: number; to: number | null };

/** One "Mark all read" of an admin: every admin notification up to `position` they could see was read at `at`. */
export type ReadUpTo = { position: number; at: string };

/** An admin's inbox of admin notifications: when they were active, and each "Mark all read", oldest first. */
export type AdminInboxDocument = { _id: string; active: ActivePeriod[]; readUpTo: ReadUpTo[] };

export const adminInboxesCollection = { name: 'admin_notification_inboxes' };

/** An admin notification one admin opened, past everything they had marked read at the time. */
export type AdminNotificationReadDocument = {
  _id: string;
  userId: string;
  notificationId: string;
  position: number;
  readAt: string;
};

export const adminNotificationReadsCollection = {
  name: 'admin_notification_reads',
  indexes: ['userId'],
  ordered: ['position'],
};

export const adminNotificationReadId = (userId: string, notificationId: string) => `${userId}:${notificationId}`;

/** Whether the admin notification at `position` is one `inbox` shows. */
export const inAdminInbox = (inbox: AdminInboxDocument | null, position: number): boolean =>
  (inbox?.active ?? []).some(({ from, to }) => position > from && (to === null || position < to));

/** Everything up to this position is read (0: nothing yet). */
export const readUpToOf = (inbox: AdminInboxDocument | null): number => inbox?.readUpTo.at(-1)?.position ?? 0;

/** When the admin read the notification at `position`: opened by itself (`read`), or by a "Mark all read". */
export function adminReadAt(
  inbox: AdminInboxDocument | null,
  position: number,
  read: AdminNotificationReadDocument | null | undefined,
): string | null {
  return read?.readAt ?? inbox?.readUpTo.find((step) => step.position >= position)?.at ?? null;
}
