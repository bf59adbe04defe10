/** `POST /applications/{id}/messages/read`: the newest message shown is read; the thread and the badge reload. */
import { apiFetch } from '../../../lib/api-client';
import { revalidateThread, threadPath } from './get-thread';
import { revalidateUnreadMessages } from './get-unread-messages';

export async function markMessagesRead(applicationId: string, upToMessageId: string): Promise<void> {
  await apiFetch<{ readUpTo: number; unreadCount: number }>(`${threadPath(applicationId)}/read`, {
    method: 'POST',
    body: { upToMessageId },
  });
  await Promise.all([revalidateThread(applicationId), revalidateUnreadMessages()]);
}
