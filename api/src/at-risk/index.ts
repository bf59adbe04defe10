import type { RouteDefinition } from '../http/route';
import { acknowledgeAtRiskAlertRoute, listAtRiskAlertsRoute } from './at-risk-alerts.routes';

/** At-risk alerts for universities (issue 17 item 5). */
export const atRiskRoutes: RouteDefinition[] = [listAtRiskAlertsRoute, acknowledgeAtRiskAlertRoute];
