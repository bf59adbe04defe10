/** `POST /notifications/read-all`: every notification shown so far is read; one that arrives later stays unread. */
import { apiFetch } from '../../../lib/api-client';
import { revalidateNotifications } from './get-notifications';

export async function markAllNotificationsRead(): Promise<number> {
  try {
    const { unreadCount } = await apiFetch<{ unreadCount: number }>('/notifications/read-all', {
      method: 'POST',
      body: {},
    });
    return unreadCount;
  } finally {
    await revalidateNotifications();
  }
}
