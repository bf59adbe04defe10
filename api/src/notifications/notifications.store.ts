/** How the notification routes read the notifications read model and record read markers. */
import { NotFoundError } from '@stint/shared';
import type { Actor } from '@stint/shared';
import {
  notificationsCollection,
  type NotificationDocument,
} from '@stint/shared/notifications/notifications.read-models';
import type { Notification } from '@stint/shared/notifications/notifications.schemas';
import type { ApiDeps } from '../platform/api-deps';

type Stores = Pick<ApiDeps, 'platform'>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export const notificationsOf = (deps: Stores) =>
  deps.platform.readStore.collection<NotificationDocument>(notificationsCollection);

/** The actor's own notification; anyone else's is not found, like a missing one. */
export async function findOwnNotification(deps: Stores, actor: Actor, id: string): Promise<NotificationDocument> {
  const notification = await notificationsOf(deps).get(id);
  if (!notification || notification.userId !== actor.id) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return notification;
}

export const unreadCountOf = (deps: Stores, userId: string) => notificationsOf(deps).count({ userId, readAt: null });

/** What the api shows of a notification (the schema drops the rest). */
export function toNotification(document: NotificationDocument): Notification {
  const { _id, kind, title, body, link, createdAt, readAt } = document;
  return { _id, kind, title, body, link, createdAt, readAt };
}
