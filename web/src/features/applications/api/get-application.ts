/** `GET /applications/{id}`: one of the student's applications, with its status history. */
import useSWR from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export function applicationPath(id: string): string {
  return `/applications/${encodeURIComponent(id)}`;
}

const FIXED_PATHS = new Set([
  '/applications/student',
  '/applications/stats',
  '/applications/employer',
  '/applications/apply',
]);

/** `/applications/{id}` only: not its resume link, not the lists. */
const isApplicationPath = (path: string) => /^\/applications\/[^/?]+$/.test(path) && !FIXED_PATHS.has(path);

registerLiveKey(topics.applications, isApplicationPath);

export function getApplication(id: string): Promise<{ application: Application }> {
  return apiFetch<{ application: Application }>(applicationPath(id));
}

export function useApplication(id: string | undefined) {
  return useSWR(id ? applicationPath(id) : null, () => getApplication(id!), { shouldRetryOnError: false });
}
