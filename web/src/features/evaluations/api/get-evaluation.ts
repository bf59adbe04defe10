/** `GET /evaluations/{id}`: one evaluation with its status history (to tell what an `evaluations` notice was about). */
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getEvaluation(evaluationId: string): Promise<Evaluation> {
  return (await apiFetch<{ evaluation: Evaluation }>(`/evaluations/${encodeURIComponent(evaluationId)}`)).evaluation;
}
