/**
 * `POST /contact` (spec 1 §2.6): records the message and has it mailed to the support team. A 400 carries the
 * field's message; a 429 says the sender wrote too often.
 */
import type { ContactBody } from '@stint/shared/contact/contact.schemas';
import { apiRequest } from '../../../lib/api-client';

export async function sendContactMessage(
  body: ContactBody,
  /** The same key for a retry of the same submission: the message is recorded (and mailed) once. */
  idempotencyKey: string,
): Promise<{ message: string | undefined }> {
  const { message } = await apiRequest<{ contactMessageId: string }>('/contact', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { message };
}
