import type { RouteDefinition } from '../http/route';
import { markMessagesReadRoute } from './mark-messages-read.route';
import { postMessageRoute } from './post-message.route';
import { getThreadRoute, getUnreadMessagesRoute } from './thread-queries.routes';

export const messageRoutes: RouteDefinition[] = [
  getUnreadMessagesRoute,
  getThreadRoute,
  postMessageRoute,
  markMessagesReadRoute,
];
