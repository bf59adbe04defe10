/** Every JSON route of the api (docs/architecture.md §HTTP: one registry). Domain slices add theirs here. */
import { accountRoutes } from './accounts/index';
import { deleteAccountRoute } from './accounts/delete-account.route';
import { exportMyDataRoute } from './accounts/export-my-data.route';
import { adminRoutes } from './admin/index';
import { analyticsRoutes } from './analytics/index';
import { applicationRoutes } from './applications/index';
import { approvalRoutes } from './approvals/index';
import { certificateRoutes } from './certificates/index';
import { contactRoutes } from './contact/index';
import { evaluationRoutes } from './evaluations/index';
import type { RouteDefinition } from './http/route';
import { internshipRoutes } from './internships/index';
import { logbookRoutes } from './logbooks/index';
import { messageRoutes } from './messages/index';
import { interviewRoutes } from './interviews/index';
import { opsRoutes } from './ops/index';
import { newsletterRoutes } from './newsletter/index';
import { notificationRoutes } from './notifications/index';
import { reportRoutes } from './reports/index';
import { settingsRoutes } from './settings/index';
import { universityRoutes } from './university/index';
import { placementEvaluationRoutes } from './placement-evaluations/index';
import { atRiskRoutes } from './at-risk/index';

export const routes: RouteDefinition[] = [
  ...accountRoutes,
  ...applicationRoutes,
  ...internshipRoutes,
  ...logbookRoutes,
  ...reportRoutes,
  ...evaluationRoutes,
  ...newsletterRoutes,
  ...contactRoutes,
  ...opsRoutes,
  ...adminRoutes,
  ...universityRoutes,
  ...analyticsRoutes,
  ...notificationRoutes,
  ...settingsRoutes,
  ...approvalRoutes,
  exportMyDataRoute,
  deleteAccountRoute,
  ...messageRoutes,
  ...interviewRoutes,
  ...placementEvaluationRoutes,
  ...certificateRoutes,
  ...atRiskRoutes,
];
