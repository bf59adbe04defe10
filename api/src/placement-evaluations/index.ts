import type { RouteDefinition } from '../http/route';
import {
  evaluatePlacementRoute,
  getOwnPlacementRatingsRoute,
  listEmployerPlacementRatingsRoute,
  listOwnPlacementEvaluationsRoute,
  listStudentPlacementEvaluationsRoute,
} from './placement-evaluations.routes';

/** The student's evaluation of a placement (issue 17 item 6). */
export const placementEvaluationRoutes: RouteDefinition[] = [
  evaluatePlacementRoute,
  listOwnPlacementEvaluationsRoute,
  listStudentPlacementEvaluationsRoute,
  listEmployerPlacementRatingsRoute,
  getOwnPlacementRatingsRoute,
];
