/** `GET /applications/employer` (spec 2 §7): the applications to the employer's internships; the dashboard shows the newest. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';
import { recentOf } from './recent-applications';

const EMPLOYER_APPLICATIONS_PATH = '/applications/employer';

registerLiveKey(topics.applications, EMPLOYER_APPLICATIONS_PATH);

export function useRecentEmployerApplications(limit: number) {
  return recentOf(
    useSWR(EMPLOYER_APPLICATIONS_PATH, (path: string) => apiFetch<{ applications: Application[] }>(path)),
    limit,
  );
}
