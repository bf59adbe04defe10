/**
 * `GET /internships/{id}` (spec 2 §7): one internship with every field, for its detail and edit screens
 * (lib/internship-read.ts), and what follows the employer's changes to it.
 */
import { mutate } from 'swr';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { internshipPath, isInternshipPath } from '../../../lib/internship-read';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export { internshipPath, useInternship } from '../../../lib/internship-read';

// Status changes, edits, and the application and acceptance counts.
registerLiveKey(topics.internships, isInternshipPath);
registerLiveKey(topics.applications, isInternshipPath);

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

/** `POST /internships/{id}/{change}`: a change of status; the answer is the saved internship, shown at once. */
export async function changeInternshipStatus(
  id: string,
  change: 'publish' | 'deactivate' | 'reactivate',
): Promise<{ message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship?: Internship } | undefined>(
    `${internshipPath(id)}/${change}`,
    {
      method: 'POST',
      body: {},
    },
  );
  await revalidateEmployerInternships(id, data?.internship);
  return { message };
}
