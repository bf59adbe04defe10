/** `GET /evaluations/admin?status=` : every evaluation, newest first, optionally of one status (the review queue). */
import useSWR from 'swr';
import type { EvaluationStatus } from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_EVALUATIONS_PATH = '/evaluations/admin';

// A new evaluation, or another admin's review, reaches the admins' room.
registerLiveKey(topics.evaluations, ADMIN_EVALUATIONS_PATH);

export function adminEvaluationsKey(status: EvaluationStatus | null): string {
  return status ? `${ADMIN_EVALUATIONS_PATH}?status=${status}` : ADMIN_EVALUATIONS_PATH;
}

export function useAdminEvaluations(status: EvaluationStatus | null) {
  return useSWR(adminEvaluationsKey(status), (key: string) => apiFetch<{ evaluations: Evaluation[] }>(key), {
    keepPreviousData: true,
  });
}
