/**
 * `GET /internships/{id}` (spec 1 §2.8, §7): one internship. Signed out, `company` and `employer` come back null and
 * the screen masks them. The same key as the employer's detail screen: one cache entry per internship.
 */
import useSWR from 'swr';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export function internshipPath(id: string): string {
  return `/internships/${encodeURIComponent(id)}`;
}

/** `/internships/{id}` and nothing under it or beside it (not `/internships?…`, not the employer's list). */
const isInternshipPath = (path: string) => /^\/internships\/[^/?]+$/.test(path) && path !== '/internships/employer';

// Edits, status changes, and the application count.
registerLiveKey(topics.internships, isInternshipPath);
registerLiveKey(topics.applications, isInternshipPath);
registerLiveKey(topics.bookmarks, isInternshipPath);

export function getInternship(id: string): Promise<{ internship: Internship }> {
  return apiFetch<{ internship: Internship }>(internshipPath(id));
}

export function useInternship(id: string | undefined) {
  return useSWR(id ? internshipPath(id) : null, () => getInternship(id!), {
    // A missing internship is a 404 that a retry will not change.
    shouldRetryOnError: false,
  });
}
