/** `GET /applications/student` (spec 1 §2.13): the student's applications; the dashboard shows the 3 newest. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const STUDENT_APPLICATIONS_PATH = '/applications/student';

registerLiveKey(topics.applications, STUDENT_APPLICATIONS_PATH);

export function getStudentApplications(): Promise<{ applications: Application[] }> {
  return apiFetch<{ applications: Application[] }>(STUDENT_APPLICATIONS_PATH);
}

/** Newest first, at most `limit`. */
export function useRecentStudentApplications(limit: number) {
  const { data, error, isLoading, mutate } = useSWR(STUDENT_APPLICATIONS_PATH, getStudentApplications);
  const recent = data
    ? [...data.applications].sort((a, b) => b.appliedDate.localeCompare(a.appliedDate)).slice(0, limit)
    : undefined;
  return { recent, error: error as unknown, isLoading, mutate };
}
