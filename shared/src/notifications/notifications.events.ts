/**
 * Facts about a person's notification inbox (stream `notificationinbox-<userId>`). The notifications themselves are
 * a read model built from other slices' events (docs/architecture.md §Realtime); reading them is the person's own act,
 * so it is an event: the projection sets `readAt` from it, and a rebuild gives the same read markers.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { NOTIFICATIONS_READ_BATCH_MAX } from './notifications.constants';

export const notificationEventSchemas = {
  /**
   * Either these notifications, or every notification of the person up to a global position (inclusive): the newest
   * one the person could see when they chose "Mark all read", so one that arrives later stays unread.
   */
  NotificationsRead: z.object({
    userId: z.string(),
    notificationIds: z.array(z.string()).max(NOTIFICATIONS_READ_BATCH_MAX).optional(),
    upTo: z.string().regex(/^\d+$/).optional(),
  }),
};

export type NotificationEvent = EventOf<typeof notificationEventSchemas>;
export type NotificationEventType = NotificationEvent['type'];
export const notificationEventTypes = eventTypesOf(notificationEventSchemas);
