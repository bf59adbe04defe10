/** `GET /evaluations/employer` (spec 2 §7): the evaluations the employer wrote, newest first. */
import useSWR from 'swr';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const EMPLOYER_EVALUATIONS_PATH = '/evaluations/employer';

// An admin marking one of them reviewed or approved reaches the employer's room: the open list loads again.
registerLiveKey(topics.evaluations, EMPLOYER_EVALUATIONS_PATH);

export type EvaluationList = { evaluations: Evaluation[] };

export function getEmployerEvaluations(): Promise<EvaluationList> {
  return apiFetch<EvaluationList>(EMPLOYER_EVALUATIONS_PATH);
}

export function useEmployerEvaluations() {
  return useSWR(EMPLOYER_EVALUATIONS_PATH, getEmployerEvaluations);
}
