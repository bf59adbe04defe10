import type { RouteDefinition } from '../http/route';
import { getContactInfoRoute } from './contact-info.route';
import { sendContactMessageRoute } from './send-contact-message.route';

export const contactRoutes: RouteDefinition[] = [sendContactMessageRoute, getContactInfoRoute];
