/**
 * `GET /applications/student` (spec 1 §2.13, §2.15, §7): the signed-in student's applications, newest first, read by
 * the applications screen and the student's dashboard (one cache entry). Live: the `applications` notice reaches the
 * student's own room whenever one of them changes.
 */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';
import { topics } from '@stint/shared/live/topics';

export const STUDENT_APPLICATIONS_PATH = '/applications/student';

registerLiveKey(topics.applications, STUDENT_APPLICATIONS_PATH);

export function useStudentApplications() {
  return useSWR(STUDENT_APPLICATIONS_PATH, (path: string) => apiFetch<{ applications: Application[] }>(path));
}
