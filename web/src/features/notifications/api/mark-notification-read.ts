/** `POST /notifications/{id}/read`: opening a notification marks it read; the bell shows it at once. */
import { mutate } from 'swr';
import type { Notification, NotificationList } from '@stint/shared/notifications/notifications.schemas';
import { apiFetch } from '../../../lib/api-client';
import { isBellKey, revalidateNotifications } from './get-notifications';

export async function markNotificationRead(id: string): Promise<void> {
  const readAt = new Date().toISOString();
  // Shown read at once; the answer (or the next load) has the server's own time.
  await mutate<NotificationList>(
    isBellKey,
    (current) =>
      current && {
        ...current,
        notifications: current.notifications.map((item) => (item._id === id ? { ...item, readAt } : item)),
        unreadCount: Math.max(
          0,
          current.unreadCount - (current.notifications.some((n) => n._id === id && !n.readAt) ? 1 : 0),
        ),
      },
    { revalidate: false },
  );
  try {
    await apiFetch<{ notification: Notification; unreadCount: number }>(
      `/notifications/${encodeURIComponent(id)}/read`,
      { method: 'POST', body: {} },
    );
  } finally {
    await revalidateNotifications();
  }
}
