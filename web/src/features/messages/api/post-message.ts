/** `POST /applications/{id}/messages`, sent with its submission's Idempotency-Key so a retry never posts twice. */
import type { ThreadMessage } from '@stint/shared/messages/messages.schemas';
import { postOnce } from '../../../lib/idempotency-key';
import { revalidateThread, threadPath } from './get-thread';

export async function postMessage(applicationId: string, text: string, idempotencyKey: string): Promise<ThreadMessage> {
  const { data } = await postOnce<{ message: ThreadMessage }>(threadPath(applicationId), { text }, idempotencyKey);
  await revalidateThread(applicationId);
  return data.message;
}
