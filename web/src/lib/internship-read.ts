/**
 * `GET /internships/{id}`: one internship, read alike by the public and student screens and the employer's (one cache
 * entry per internship). Each feature's `api/get-internship.ts` registers the live topics its screens follow.
 */
import useSWR from 'swr';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from './api-client';

export function internshipPath(id: string): string {
  return `/internships/${encodeURIComponent(id)}`;
}

/** `/internships/{id}` and nothing under it or beside it (not `/internships?…`, not the employer's list). */
export const isInternshipPath = (path: string) =>
  /^\/internships\/[^/?]+$/.test(path) && path !== '/internships/employer';

export function useInternship(id: string | undefined) {
  return useSWR(
    id ? internshipPath(id) : null,
    (path: string) => apiFetch<{ internship: Internship }>(path),
    // A missing or foreign internship is a 404 that a retry will not change.
    { shouldRetryOnError: false },
  );
}
