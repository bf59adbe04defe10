/**
 * `POST /evaluations` (spec 2 §7): the evaluation's fields plus the student and internship ids. The answer is the
 * evaluation itself, which is added to the list at once (spec 2 §7: "data.data is appended to the list"); the list,
 * the pending interns and the dashboard's counts then load again.
 */
import { mutate } from 'swr';
import type { CreateEvaluationBody, Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiRequest } from '../../../lib/api-client';
import { EMPLOYER_EVALUATIONS_PATH, type EvaluationList } from './get-employer-evaluations';

/** Spec 2 §8. */
export const EVALUATION_SUBMITTED = 'Evaluation submitted successfully';

export async function submitEvaluation(
  body: CreateEvaluationBody,
): Promise<{ evaluation: Evaluation; message: string }> {
  const { data, message } = await apiRequest<Evaluation>('/evaluations', { method: 'POST', body });
  await mutate<EvaluationList>(
    EMPLOYER_EVALUATIONS_PATH,
    (current) =>
      current
        ? { evaluations: [data, ...current.evaluations.filter((evaluation) => evaluation._id !== data._id)] }
        : { evaluations: [data] },
    { revalidate: true },
  );
  void mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(`${EMPLOYER_EVALUATIONS_PATH}/pending`) || key.startsWith('/users/dashboard/stats')),
  ).catch(() => {});
  return { evaluation: data, message: message ?? EVALUATION_SUBMITTED };
}
