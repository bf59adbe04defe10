/** `POST /internships/{id}/reactivate`: opens an inactive or expired internship again (its deadline must not have passed). */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { internshipPath, revalidateEmployerInternships } from './get-internship';

export async function reactivateInternship(id: string): Promise<{ message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship?: Internship } | undefined>(
    `${internshipPath(id)}/reactivate`,
    {
      method: 'POST',
      body: {},
    },
  );
  await revalidateEmployerInternships(id, data?.internship);
  return { message };
}
