import type { RouteDefinition } from '../http/route';
import { subscribeToNewsletterRoute } from './subscribe-to-newsletter.route';
import { getSubscriptionFromLinkRoute, unsubscribeFromNewsletterRoute } from './unsubscribe-from-newsletter.routes';

export const newsletterRoutes: RouteDefinition[] = [
  subscribeToNewsletterRoute,
  getSubscriptionFromLinkRoute,
  unsubscribeFromNewsletterRoute,
];
