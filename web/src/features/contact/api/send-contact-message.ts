/**
 * `POST /contact` (spec 1 §2.6): records the message and has it mailed to the support team. A 400 carries the
 * field's message; a 429 says the sender wrote too often.
 */
import type { ContactBody } from '@stint/shared/contact/contact.schemas';
import { postOnce } from '../../../lib/idempotency-key';

export async function sendContactMessage(
  body: ContactBody,
  /** The same key for a retry of the same submission: the message is recorded (and mailed) once. */
  idempotencyKey: string,
): Promise<{ message: string | undefined }> {
  const { message } = await postOnce<{ contactMessageId: string }>('/contact', body, idempotencyKey);
  return { message };
}
