/** `POST /internships/{id}/publish`: makes a draft public and open to applications. */
import { changeInternshipStatus } from './get-internship';

export function publishInternship(id: string): Promise<{ message: string | undefined }> {
  return changeInternshipStatus(id, 'publish');
}
