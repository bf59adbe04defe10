/** `POST /internships/{id}/deactivate`: closes an active internship to new applications and hides it from the public list. */
import { changeInternshipStatus } from './get-internship';

export function deactivateInternship(id: string): Promise<{ message: string | undefined }> {
  return changeInternshipStatus(id, 'deactivate');
}
