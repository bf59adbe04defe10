import type { RouteDefinition } from '../http/route';
import { listNotificationsRoute } from './list-notifications.route';
import { markAllNotificationsReadRoute, markNotificationReadRoute } from './mark-notifications-read.routes';

export const notificationRoutes: RouteDefinition[] = [
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
];
