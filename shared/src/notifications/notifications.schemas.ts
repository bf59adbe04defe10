/** The notification centre's HTTP shapes: `GET /notifications`, `POST /notifications/{id}/read`, `POST /notifications/read-all`. */
import { z } from 'zod';
import { paginationSchema } from '../http/envelope';
import { entityId, pageQuery } from '../http/fields';
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE, notificationKinds } from './notifications.constants';

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object(pageQuery(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE));

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  pagination: paginationSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.object({ id: entityId('Notification not found') });
