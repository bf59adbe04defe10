/**
 * How the notification routes read a person's inbox. Most people's notifications are documents of their own, each
 * with its `readAt`; an admin's are those to every admin of the time they were active, stored once, with their read
 * markers beside them (shared/src/notifications/notifications.read-models.ts). Both read the same through `inboxOf`.
 */
import { NotFoundError } from '@stint/shared';
import type { Actor } from '@stint/shared';
import type { Filter } from '@stint/shared/infra/read-store/read-store.port';
import {
  adminInboxesCollection,
  adminNotificationReadId,
  adminNotificationReadsCollection,
  adminNotificationsCollection,
  adminReadAt,
  inAdminInbox,
  notificationsCollection,
  readUpToOf,
  type AdminInboxDocument,
  type AdminNotificationDocument,
  type AdminNotificationReadDocument,
  type NotificationDocument,
} from '@stint/shared/notifications/notifications.read-models';
import type { Notification } from '@stint/shared/notifications/notifications.schemas';
import type { ApiDeps } from '../platform/api-deps';
import { findPage } from '../platform/read-queries';

type Stores = Pick<ApiDeps, 'platform'>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A notification as its recipient sees it. */
export type InboxNotification = Omit<NotificationDocument, 'userId'>;

export type Inbox = {
  /** A page of them, newest first. */
  page(query: { page: number; limit: number }): Promise<{
    items: InboxNotification[];
    pagination: Awaited<ReturnType<typeof findPage>>['pagination'];
  }>;
  unreadCount(): Promise<number>;
  /** One of theirs; anyone else's is not found, like a missing one. */
  own(id: string): Promise<InboxNotification>;
  /** The position of the newest one they could see, while any is unread ("Mark all read" reaches up to it). */
  newestWhileUnread(): Promise<number | null>;
  /** Every one, oldest first (their data export). */
  all(): Promise<InboxNotification[]>;
};

export function inboxOf(deps: Stores, actor: Pick<Actor, 'id' | 'role'>): Inbox {
  return actor.role === 'admin' ? adminInbox(deps, actor.id) : personalInbox(deps, actor.id);
}

function personalInbox(deps: Stores, userId: string): Inbox {
  const notifications = deps.platform.readStore.collection<NotificationDocument>(notificationsCollection);
  const unread = { userId, readAt: null };
  return {
    page: (query) => findPage(notifications, { userId }, query, { position: -1 }),
    unreadCount: () => notifications.count(unread),
    async own(id) {
      const notification = await notifications.get(id);
      if (!notification || notification.userId !== userId) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      return notification;
    },
    async newestWhileUnread() {
      const [newest] = await notifications.find(unread, { sort: { position: -1 }, limit: 1 });
      return newest?.position ?? null;
    },
    all: () => notifications.find({ userId }, { sort: { position: 1 } }),
  };
}

function adminInbox(deps: Stores, userId: string): Inbox {
  const { readStore } = deps.platform;
  const toAdmins = readStore.collection<AdminNotificationDocument>(adminNotificationsCollection);
  const inboxes = readStore.collection<AdminInboxDocument>(adminInboxesCollection);
  const opened = readStore.collection<AdminNotificationReadDocument>(adminNotificationReadsCollection);

  /** Those of the inbox's active periods. */
  const shown = (inbox: AdminInboxDocument): Filter => {
    const periods = inbox.active.map(({ from, to }) => ({
      position: to === null ? { $gt: from } : { $gt: from, $lt: to },
    }));
    return periods.length === 0 ? { _id: { $in: [] } } : { $or: periods };
  };
  const withReadAt = async (inbox: AdminInboxDocument, docs: AdminNotificationDocument[]) => {
    const reads = await opened.getMany(docs.map((doc) => adminNotificationReadId(userId, doc._id)));
    const byNotification = new Map(reads.map((read) => [read.notificationId, read]));
    return docs.map((doc) => ({ ...doc, readAt: adminReadAt(inbox, doc.position, byNotification.get(doc._id)) }));
  };
  const unreadCountIn = async (inbox: AdminInboxDocument) => {
    // Those past the last "Mark all read", less those opened one by one since.
    const past = { position: { $gt: readUpToOf(inbox) } };
    const [shownSince, openedSince] = await Promise.all([
      toAdmins.count({ $and: [shown(inbox), past] }),
      opened.count({ userId, ...past }),
    ]);
    return shownSince - openedSince;
  };

  /**
   * An admin with no inbox yet reads the notifications of their own: while the notifications projection's version 2
   * builds in its shadow after an upgrade, version 1's copy per admin still serves (and an admin never active has
   * neither).
   */
  const personal = personalInbox(deps, userId);
  const withInbox =
    <A extends unknown[], R>(
      read: (inbox: AdminInboxDocument, ...args: A) => Promise<R>,
      before: (...args: A) => Promise<R>,
    ) =>
    async (...args: A): Promise<R> => {
      const inbox = await inboxes.get(userId);
      return inbox ? read(inbox, ...args) : before(...args);
    };

  return {
    page: withInbox(async (inbox, query: { page: number; limit: number }) => {
      const { items, pagination } = await findPage(toAdmins, shown(inbox), query, { position: -1 });
      return { items: await withReadAt(inbox, items), pagination };
    }, personal.page),
    unreadCount: withInbox(unreadCountIn, personal.unreadCount),
    own: withInbox(async (inbox, id: string) => {
      const notification = await toAdmins.get(id);
      if (!notification || !inAdminInbox(inbox, notification.position)) {
        throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      }
      const [withRead] = await withReadAt(inbox, [notification]);
      return withRead!;
    }, personal.own),
    newestWhileUnread: withInbox(async (inbox) => {
      if ((await unreadCountIn(inbox)) === 0) return null;
      const [newest] = await toAdmins.find(shown(inbox), { sort: { position: -1 }, limit: 1 });
      return newest?.position ?? null;
    }, personal.newestWhileUnread),
    all: withInbox(
      async (inbox) => withReadAt(inbox, await toAdmins.find(shown(inbox), { sort: { position: 1 } })),
      personal.all,
    ),
  };
}

/** What the api shows of a notification (the schema drops the rest). */
export function toNotification(notification: InboxNotification): Notification {
  const { _id, kind, title, body, link, createdAt, readAt } = notification;
  return { _id, kind, title, body, link, createdAt, readAt };
}
