/** `POST /internships` (spec 2 §7): posts an internship, or saves it as a draft (`status: 'draft'`). */
import type { CreateInternshipBody, Internship } from '@stint/shared/internships/internships.schemas';
import { apiRequest } from '../../../lib/api-client';
import { revalidateEmployerInternships } from './get-internship';

export async function createInternship(
  body: CreateInternshipBody,
): Promise<{ internship: Internship; message: string | undefined }> {
  const { data, message } = await apiRequest<{ internship: Internship }>('/internships', { method: 'POST', body });
  await revalidateEmployerInternships(data.internship._id, data.internship);
  return { internship: data.internship, message };
}
