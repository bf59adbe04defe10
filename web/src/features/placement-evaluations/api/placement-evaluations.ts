/**
 * The student's evaluations of their placements (issue 17 item 6): their own, one student's for their university, every
 * employer's averages for admins, and the employer's own aggregate. All live on the placement-evaluations topic, so a
 * submission shows on every open screen without a reload.
 */
import useSWR, { mutate } from 'swr';
import { topics } from '@stint/shared/live/topics';
import type {
  EmployerRatings,
  EvaluatePlacementBody,
  OwnEmployerRatings,
  PlacementEvaluation,
} from '@stint/shared/placement-evaluations/placement-evaluations.schemas';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { liveRead } from '../../../lib/live-read';

export const OWN_EVALUATIONS_PATH = '/placement-evaluations/mine';
const studentPath = (studentId: string) => `/placement-evaluations/students/${encodeURIComponent(studentId)}`;

export const useOwnPlacementEvaluations = liveRead<{ evaluations: PlacementEvaluation[] }>(OWN_EVALUATIONS_PATH, [
  topics.placementEvaluations,
]);
export const useEmployerPlacementRatings = liveRead<{ employers: EmployerRatings[] }>(
  '/placement-evaluations/employers',
  [topics.placementEvaluations],
);
export const useOwnPlacementRatings = liveRead<OwnEmployerRatings>('/placement-evaluations/employer', [
  topics.placementEvaluations,
]);

registerLiveKey(topics.placementEvaluations, (path) => path.startsWith('/placement-evaluations/students/'));

export function useStudentPlacementEvaluations(studentId: string | undefined) {
  return useSWR(studentId ? studentPath(studentId) : null, (path: string) =>
    apiFetch<{ evaluations: PlacementEvaluation[] }>(path),
  );
}

export async function submitPlacementEvaluation(body: EvaluatePlacementBody) {
  const { data, message } = await apiRequest<{ evaluation: PlacementEvaluation }>('/placement-evaluations', {
    method: 'POST',
    body,
  });
  await mutate(
    OWN_EVALUATIONS_PATH,
    (current: { evaluations: PlacementEvaluation[] } | undefined) => ({
      evaluations: [data.evaluation, ...(current?.evaluations ?? []).filter((e) => e._id !== data.evaluation._id)],
    }),
    { revalidate: false },
  ).catch(() => {});
  return { evaluation: data.evaluation, message };
}
