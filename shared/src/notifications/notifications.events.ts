/**
 * Facts about a person's notification inbox (stream `notificationinbox-<userId>`). The notifications themselves are
 * a read model built from other slices' events (docs/architecture.md §Realtime); reading them is the person's own act,
 * so it is an event: the projection sets `readAt` from it, and a rebuild gives the same read markers.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import type { EventVersionRegistry, StoredEventData } from '../events/upcasting';
import { NOTIFICATIONS_READ_BATCH_MAX } from './notifications.constants';

const position = z.string().regex(/^\d+$/);

export const notificationEventSchemas = {
  /**
   * Version 2. Either these notifications, or every notification of the person up to a global position (inclusive):
   * the newest one the person could see when they chose "Mark all read", so one that arrives later stays unread.
   */
  NotificationsRead: z.object({
    userId: z.string(),
    read: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('ids'), notificationIds: z.array(z.string()).max(NOTIFICATIONS_READ_BATCH_MAX) }),
      z.object({ kind: z.literal('upTo'), position }),
    ]),
  }),
};

/**
 * `NotificationsRead` as it was stored until issue 16: two optional fields, though every event held exactly one of
 * them. Version 2 says "one or the other" in its shape. Kept forever: the log still holds bodies of this shape.
 * Strict: a body with other fields (a newer one labelled version 1 by mistake) is refused, not read as "nothing".
 */
export const notificationsReadV1Schema = z.strictObject({
  userId: z.string(),
  notificationIds: z.array(z.string()).max(NOTIFICATIONS_READ_BATCH_MAX).optional(),
  upTo: position.optional(),
});

/**
 * Version 1 → 2. Neither field read nothing, which an empty list of ids says too; both fields were never written
 * (the decider chose one), and have no single reading in version 2, so such a body is refused.
 */
export function notificationsReadV1ToV2(data: StoredEventData): StoredEventData {
  const v1 = notificationsReadV1Schema.parse(data);
  if (v1.notificationIds !== undefined && v1.upTo !== undefined) {
    throw new Error('NotificationsRead version 1 holds both notificationIds and upTo');
  }
  const read =
    v1.upTo !== undefined
      ? { kind: 'upTo', position: v1.upTo }
      : { kind: 'ids', notificationIds: v1.notificationIds ?? [] };
  return { userId: v1.userId, read };
}

/** The area's entries in the registry of event versions (`shared/src/events/event-versions.ts`). */
export const notificationEventVersions = {
  NotificationsRead: { current: 2, upcasters: { 1: notificationsReadV1ToV2 } },
} satisfies EventVersionRegistry;

export type NotificationEvent = EventOf<typeof notificationEventSchemas>;
export type NotificationEventType = NotificationEvent['type'];
export const notificationEventTypes = eventTypesOf(notificationEventSchemas);
