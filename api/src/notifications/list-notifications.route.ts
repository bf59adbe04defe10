/** `GET /notifications`: the signed-in person's notifications, newest first, with how many are unread (the bell). */
import { notificationListQuerySchema, notificationListSchema } from '@stint/shared/notifications/notifications.schemas';
import { defineRoute } from '../http/route';
import { inboxOf, toNotification } from './notifications.store';

export const listNotificationsRoute = defineRoute({
  method: 'get',
  path: '/notifications',
  summary: 'Your notifications, newest first, and how many are unread',
  tags: ['notifications'],
  access: 'signed-in',
  query: notificationListQuerySchema,
  response: notificationListSchema,
  async handler({ query, actor, deps }) {
    const inbox = inboxOf(deps, actor);
    const [{ items, pagination }, unreadCount] = await Promise.all([inbox.page(query), inbox.unreadCount()]);
    return { notifications: items.map(toNotification), unreadCount, pagination };
  },
});
