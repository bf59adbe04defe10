/**
 * `POST /evaluations/{id}/review`: an admin marks a submitted evaluation reviewed, or a reviewed one approved, with an
 * optional comment. A 409 says the evaluation has moved on meanwhile. Every admin list loads again afterwards.
 */
import { mutate } from 'swr';
import type { EvaluationReviewDecision } from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_EVALUATIONS_PATH } from './get-admin-evaluations';

export async function reviewEvaluation(
  evaluationId: string,
  status: EvaluationReviewDecision,
  comment: string,
): Promise<{ evaluation: Evaluation | undefined; message: string | undefined }> {
  const { data, message } = await apiRequest<{ evaluation?: Evaluation } | undefined>(
    `/evaluations/${encodeURIComponent(evaluationId)}/review`,
    { method: 'POST', body: comment ? { status, comment } : { status } },
  );
  await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_EVALUATIONS_PATH)).catch(() => {});
  return { evaluation: data?.evaluation, message };
}
