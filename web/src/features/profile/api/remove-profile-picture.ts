/** `DELETE /users/profile/picture`: removes the picture (the initials show instead) and deletes the stored image. */
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';
import { PROFILE_PICTURE_PATH } from './upload-profile-picture';

export async function removeProfilePicture(): Promise<{ user: User; message: string | undefined }> {
  const token = useSession.getState().token;
  const { data, message } = await apiRequest<{ user: User }>(PROFILE_PICTURE_PATH, { method: 'DELETE' });
  updateSessionUser(data.user, token);
  return { user: data.user, message };
}
