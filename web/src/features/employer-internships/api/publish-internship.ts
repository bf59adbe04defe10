/** `POST /internships/{id}/publish`: makes a draft public and open to applications. */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { internshipPath, revalidateEmployerInternships } from './get-internship';

export async function publishInternship(id: string): Promise<{ message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship?: Internship } | undefined>(`${internshipPath(id)}/publish`, {
    method: 'POST',
    body: {},
  });
  await revalidateEmployerInternships(id, data?.internship);
  return { message };
}
