/** `PUT /internships/{id}` (spec 2 §7): saves the edit form; the server answers 'Internship updated successfully!'. */
import type { Internship, UpdateInternshipBody } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { internshipPath, revalidateEmployerInternships } from './get-internship';

export async function updateInternship(
  id: string,
  body: UpdateInternshipBody,
): Promise<{ internship: Internship; message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship: Internship }>(internshipPath(id), { method: 'PUT', body });
  await revalidateEmployerInternships(id, data.internship);
  return { internship: data.internship, message };
}
