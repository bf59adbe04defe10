/**
 * `GET /evaluations/employer/pending`: the employer's interns whose placement has started with no evaluation covering
 * today, or its last day once it has ended (the dashboard's Pending Evaluations panel). An acceptance adds one and an
 * evaluation removes one, so both topics revalidate it.
 */
import useSWR from 'swr';
import type { PendingEvaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const PENDING_EVALUATIONS_PATH = '/evaluations/employer/pending';

registerLiveKey(topics.evaluations, PENDING_EVALUATIONS_PATH);
registerLiveKey(topics.applications, PENDING_EVALUATIONS_PATH);

export function getPendingEvaluations(): Promise<{ pending: PendingEvaluation[] }> {
  return apiFetch<{ pending: PendingEvaluation[] }>(PENDING_EVALUATIONS_PATH);
}

export function usePendingEvaluations() {
  const { data, error, mutate } = useSWR(PENDING_EVALUATIONS_PATH, getPendingEvaluations);
  return { pending: data?.pending, error: error as unknown, mutate };
}
