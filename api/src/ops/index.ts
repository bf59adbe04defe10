import type { RouteDefinition } from '../http/route';
import { createOpsLinkRoute } from './create-ops-link.route';

export const opsRoutes: RouteDefinition[] = [createOpsLinkRoute];
export { createOps, type Ops } from './ops';
