/**
 * `PATCH /applications/{id}/status` (spec 2 §4, §7): the employer marks an application reviewing, accepted or rejected.
 * A 409 carries the reason (not allowed from its current status, or every position already filled).
 */
import { mutate } from 'swr';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { apiRequest } from '../../../lib/api-client';
import { EMPLOYER_APPLICATIONS_PATH } from './get-internship-applications';

export type ApplicationDecision = 'reviewing' | 'accepted' | 'rejected';

export async function updateApplicationStatus(
  application: Pick<Application, '_id' | 'internship'>,
  status: ApplicationDecision,
): Promise<{ application: Application | undefined; message: string | undefined }> {
  const { data, message } = await apiRequest<{ application?: Application } | undefined>(
    `/applications/${encodeURIComponent(application._id)}/status`,
    { method: 'PATCH', body: { status } },
  );
  await revalidateAfterDecision(application.internship._id);
  return { application: data?.application, message };
}

/**
 * Spec 2 §4: after a change the list and the internship are loaded again — here every employer application list, the
 * internship (its accepted count), the employer's internship list and the dashboard's counts.
 */
function revalidateAfterDecision(internshipId: string): Promise<unknown> {
  const internshipPath = `/internships/${encodeURIComponent(internshipId)}`;
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(EMPLOYER_APPLICATIONS_PATH) ||
        key === internshipPath ||
        key.startsWith('/internships/employer/internships') ||
        key.startsWith('/users/dashboard/stats')),
  ).catch(() => {});
}
