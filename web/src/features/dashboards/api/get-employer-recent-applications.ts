/** `GET /applications/employer` (spec 2 §7): the applications to the employer's internships; the dashboard shows the newest. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const EMPLOYER_APPLICATIONS_PATH = '/applications/employer';

registerLiveKey(topics.applications, EMPLOYER_APPLICATIONS_PATH);

export function getEmployerApplications(): Promise<{ applications: Application[] }> {
  return apiFetch<{ applications: Application[] }>(EMPLOYER_APPLICATIONS_PATH);
}

/** Newest first, at most `limit`. */
export function useRecentEmployerApplications(limit: number) {
  const { data, error, isLoading, mutate } = useSWR(EMPLOYER_APPLICATIONS_PATH, getEmployerApplications);
  const recent = data
    ? [...data.applications].sort((a, b) => b.appliedDate.localeCompare(a.appliedDate)).slice(0, limit)
    : undefined;
  return { recent, error: error as unknown, isLoading, mutate };
}
