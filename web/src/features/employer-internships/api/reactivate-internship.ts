/** `POST /internships/{id}/reactivate`: opens an inactive or expired internship again (its deadline must not have passed). */
import { changeInternshipStatus } from './get-internship';

export function reactivateInternship(id: string): Promise<{ message: string | undefined }> {
  return changeInternshipStatus(id, 'reactivate');
}
