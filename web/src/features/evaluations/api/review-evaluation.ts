/**
 * `POST /evaluations/{id}/review`: an admin marks a submitted evaluation reviewed, or a reviewed one approved, with an
 * optional comment. A 409 says the evaluation has moved on meanwhile. Every admin list loads again afterwards.
 */
import type { EvaluationReviewDecision } from '@stint/shared/evaluations/evaluations.constants';
import { sendReviewDecision } from '../../../lib/review-decision';
import { ADMIN_EVALUATIONS_PATH } from './get-admin-evaluations';

export function reviewEvaluation(evaluationId: string, status: EvaluationReviewDecision, comment: string) {
  return sendReviewDecision(
    `/evaluations/${encodeURIComponent(evaluationId)}`,
    { status, comment },
    ADMIN_EVALUATIONS_PATH,
  );
}
