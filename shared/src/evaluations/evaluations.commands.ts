import type { Placement } from '../placements/placements';
import type { EvaluationReviewDecision } from './evaluations.constants';
import type { EvaluationFacts } from './evaluations.events';

/** `today` is the server's calendar date (YYYY-MM-DD), the only clock the decider sees. */
export type SubmitEvaluation = EvaluationFacts & {
  type: 'SubmitEvaluation';
  evaluationId: string;
  employerId: string;
  placement: Placement;
  today: string;
};
export type ReviewEvaluation = { type: 'ReviewEvaluation'; decision: EvaluationReviewDecision; comment?: string };

export type EvaluationCommand = SubmitEvaluation | ReviewEvaluation;
