/**
 * `GET /applications/{id}/resume`: a signed link to the application's resume, valid for 5 minutes (a link cannot send
 * the bearer token, so an authorized call issues it). Asked for again before it runs out while it is on screen.
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
      // Each time it shows, a link with its full 5 minutes ahead; refreshed while it stays on screen.
      revalidateOnMount: true,
      dedupingInterval: 0,
      refreshInterval: REFRESH_BEFORE_EXPIRY_MS,
      shouldRetryOnError: false,
    },
  );
}
