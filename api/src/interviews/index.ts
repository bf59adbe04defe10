import type { RouteDefinition } from '../http/route';
import { interviewRoutes as routes } from './interviews.routes';

export const interviewRoutes: RouteDefinition[] = routes;
