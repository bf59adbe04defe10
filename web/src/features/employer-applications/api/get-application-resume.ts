/**
 * `GET /applications/{id}/resume`: a signed link to the application's resume, valid for 5 minutes (an `<a>` cannot
 * send the bearer token, so an authorized call issues the link). Asked for again before it runs out.
 */
import useSWR from 'swr';
import { apiFetch } from '../../../lib/api-client';

export type ResumeLink = { url: string; originalName: string; contentType: string };

const REFRESH_BEFORE_EXPIRY_MS = 4 * 60_000;

export function applicationResumePath(applicationId: string): string {
  return `/applications/${encodeURIComponent(applicationId)}/resume`;
}

export function getApplicationResume(applicationId: string): Promise<ResumeLink> {
  return apiFetch<ResumeLink>(applicationResumePath(applicationId));
}

export function useApplicationResume(applicationId: string | null) {
  return useSWR(
    applicationId ? applicationResumePath(applicationId) : null,
    () => getApplicationResume(applicationId!),
    {
      // Each time the tab opens, a link with its full 5 minutes ahead of it; refreshed while the tab stays open.
      revalidateOnMount: true,
      dedupingInterval: 0,
      refreshInterval: REFRESH_BEFORE_EXPIRY_MS,
      shouldRetryOnError: false,
    },
  );
}
