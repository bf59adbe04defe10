/**
 * Notification preferences (spec 1 §2.19, §3): saved with `PUT /users/profile` (spec 1 §7: "profile fields,
 * notificationPreferences"); the user in the answer replaces the session's.
 */
import type { NotificationPreferences, User } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export async function updateNotificationPreferences(
  notificationPreferences: NotificationPreferences,
): Promise<{ user: User; message: string | undefined }> {
  const token = useSession.getState().token;
  const { data, message } = await apiRequest<{ user: User }>('/users/profile', {
    method: 'PUT',
    body: { notificationPreferences },
  });
  updateSessionUser(data.user, token);
  return { user: data.user, message };
}
