/** `GET /internships/{id}` (spec 2 §7): one internship with every field, for its detail and edit screens. */
import useSWR, { mutate } from 'swr';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export function internshipPath(id: string): string {
  return `/internships/${encodeURIComponent(id)}`;
}

/** `/internships/{id}` and nothing under it or beside it (not the employer list, not `/internships?…`). */
const isInternshipPath = (path: string) => /^\/internships\/[^/?]+$/.test(path) && path !== '/internships/employer';

// Status changes, edits, and the application and acceptance counts.
registerLiveKey(topics.internships, isInternshipPath);
registerLiveKey(topics.applications, isInternshipPath);

export function getInternship(id: string): Promise<{ internship: Internship }> {
  return apiFetch<{ internship: Internship }>(internshipPath(id));
}

export function useInternship(id: string | undefined) {
  return useSWR(id ? internshipPath(id) : null, () => getInternship(id!), {
    // A missing or foreign internship is a 404 that a retry will not change.
    shouldRetryOnError: false,
  });
}

/**
 * After the employer changed an internship: the internship itself, the employer's list and the dashboard's counts
 * load again (the live notice would do it too; this does not wait for it).
 */
export function revalidateEmployerInternships(id: string, internship?: Internship): Promise<unknown> {
  return Promise.all([
    // The answer is the saved internship: show it at once rather than asking for it again.
    internship ? mutate(internshipPath(id), { internship }, { revalidate: false }) : mutate(internshipPath(id)),
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith('/internships/employer/internships') || key.startsWith('/users/dashboard/stats')),
    ),
  ]).catch(() => {});
}
