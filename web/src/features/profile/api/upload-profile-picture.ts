/**
 * `POST /users/profile/picture` (spec 1 §7): multipart, field `profilePicture`. The server checks the image by its
 * content (JPG, PNG, GIF or WebP, at most 5 MB: 415 and 413 carry the messages to show) and answers with the user,
 * whose `profilePicture` is a short-lived signed URL; it replaces the session's user, so every avatar shows it.
 */
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export const PROFILE_PICTURE_PATH = '/users/profile/picture';

export async function uploadProfilePicture(file: File): Promise<{ user: User; message: string | undefined }> {
  const token = useSession.getState().token;
  const form = new FormData();
  form.append('profilePicture', file, file.name);
  const { data, message } = await apiRequest<{ user: User }>(PROFILE_PICTURE_PATH, { method: 'POST', body: form });
  updateSessionUser(data.user, token);
  return { user: data.user, message };
}
