/** `POST /internships/{id}/deactivate`: closes an active internship to new applications and hides it from the public list. */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { internshipPath, revalidateEmployerInternships } from './get-internship';

export async function deactivateInternship(id: string): Promise<{ message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship?: Internship } | undefined>(
    `${internshipPath(id)}/deactivate`,
    {
      method: 'POST',
      body: {},
    },
  );
  await revalidateEmployerInternships(id, data?.internship);
  return { message };
}
