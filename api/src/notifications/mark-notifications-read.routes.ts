/**
 * Marking notifications read: one (opening it from the bell) or all of them. Reading is the person's own act, so it
 * is an event on their inbox stream (`notificationinbox-<id>`); the projection sets `readAt` from it.
 */
import { z } from 'zod';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { notificationInboxDecider } from '@stint/shared/notifications/notifications.decider';
import { notificationParamsSchema, notificationSchema } from '@stint/shared/notifications/notifications.schemas';
import { defineRoute } from '../http/route';
import { inboxOf, toNotification } from './notifications.store';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';

/** Marking read races only the person's own clicks: each retry decides on the newer state. */
const RETRIES = 3;

export const markNotificationReadRoute = defineRoute({
  method: 'post',
  path: '/notifications/:id/read',
  summary: 'Mark one of your notifications read',
  tags: ['notifications'],
  access: 'signed-in',
  params: notificationParamsSchema,
  response: z.object({ notification: notificationSchema, unreadCount: z.number().int() }),
  async handler({ params, actor, deps, command, settle }) {
    const inbox = inboxOf(deps, actor);
    const notification = await inbox.own(params.id);
    let readAt = notification.readAt;
    if (readAt === null) {
      const context = command();
      const result = await handleCommand(
        deps.platform.eventStore,
        notificationInboxStream(actor.id),
        notificationInboxDecider,
        { type: 'MarkNotificationsRead', userId: actor.id, notificationIds: [notification._id] },
        context,
        { retries: RETRIES },
      );
      await settle(result);
      // The read model once it shows the marker; else (the projector is past its bound) the command's time.
      readAt = (await inbox.own(notification._id)).readAt ?? context.at;
    }
    return { notification: toNotification({ ...notification, readAt }), unreadCount: await inbox.unreadCount() };
  },
});

export const markAllNotificationsReadRoute = defineRoute({
  method: 'post',
  path: '/notifications/read-all',
  summary: 'Mark all your notifications read (those that arrive later stay unread)',
  tags: ['notifications'],
  access: 'signed-in',
  response: z.object({ unreadCount: z.number().int() }),
  async handler({ actor, deps, command, settle }) {
    // Everything up to the newest one the person could see now: one that arrives meanwhile stays unread.
    const inbox = inboxOf(deps, actor);
    const newest = await inbox.newestWhileUnread();
    if (newest !== null) {
      const result = await handleCommand(
        deps.platform.eventStore,
        notificationInboxStream(actor.id),
        notificationInboxDecider,
        { type: 'MarkAllNotificationsRead', userId: actor.id, upTo: String(newest) },
        command(),
        { retries: RETRIES },
      );
      await settle(result);
    }
    return { unreadCount: await inbox.unreadCount() };
  },
});
