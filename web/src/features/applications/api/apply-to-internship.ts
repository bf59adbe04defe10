/**
 * `POST /applications/apply` (spec 1 §2.14, §5, §7): multipart with `internshipId`, `coverLetter` and the `resume`
 * file. The server checks the file by its content: 415 'Only PDF and Word documents are allowed!', 413 'File size
 * must be less than 5MB!', 409 'You have already applied to this internship'.
 */
import type { Application } from '@stint/shared/applications/applications.schemas';
import { postOnce } from '../../../lib/idempotency-key';
import { revalidateAfterChange } from './revalidate-applications';

export type ApplyInput = { internshipId: string; coverLetter: string; resume: File };

export async function applyToInternship(
  input: ApplyInput,
  /** The same key for a retry of the same submission: the server then answers with what the first attempt did. */
  idempotencyKey: string,
): Promise<{ application: Application; message: string | undefined }> {
  const form = new FormData();
  form.set('internshipId', input.internshipId);
  form.set('coverLetter', input.coverLetter);
  form.set('resume', input.resume, input.resume.name);
  const { data, message } = await postOnce<{ application: Application }>('/applications/apply', form, idempotencyKey);
  await revalidateAfterChange(data.application);
  return { application: data.application, message };
}
