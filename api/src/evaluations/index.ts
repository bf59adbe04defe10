import type { RouteDefinition } from '../http/route';
import {
  getEvaluationRoute,
  listAdminEvaluationsRoute,
  listEmployerEvaluationsRoute,
  listPendingEvaluationsRoute,
} from './evaluation-queries.routes';
import { reviewEvaluationRoute } from './review-evaluation.route';
import { submitEvaluationRoute } from './submit-evaluation.route';

/** The fixed paths come before `/evaluations/:id`. */
export const evaluationRoutes: RouteDefinition[] = [
  submitEvaluationRoute,
  listEmployerEvaluationsRoute,
  listPendingEvaluationsRoute,
  listAdminEvaluationsRoute,
  getEvaluationRoute,
  reviewEvaluationRoute,
];
