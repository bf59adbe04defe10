/**
 * `GET /university/dashboard` (spec 2 §3, §7): the university's card, counts and five newest students. It follows the
 * `university` notices, which the oversight projection sends to the university's room as its students apply, are
 * accepted, submit and are reviewed.
 */
import useSWR from 'swr';
import type { UniversityDashboard } from '@stint/shared/university/university.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const UNIVERSITY_DASHBOARD_PATH = '/university/dashboard';

registerLiveKey(topics.university, UNIVERSITY_DASHBOARD_PATH);

/** Only an approved university has a dashboard to load (a pending one is told why instead). */
export function useUniversityDashboard(isApproved: boolean) {
  return useSWR(isApproved ? UNIVERSITY_DASHBOARD_PATH : null, (key: string) => apiFetch<UniversityDashboard>(key));
}
