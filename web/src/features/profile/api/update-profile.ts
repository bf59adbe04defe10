/**
 * `PUT /users/profile` (spec 1 §7): saves the profile fields; the user in the answer replaces the session's (spec 1 §4:
 * "Profile update replaces the stored user"). Failures keep the server's message (spec 1 §8: else 'Failed to update
 * profile').
 */
import type { User } from '@stint/shared/accounts/accounts.schemas';
import type { UpdateProfileBody } from '@stint/shared/accounts/profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export const PROFILE_PATH = '/users/profile';

export async function updateProfile(body: UpdateProfileBody): Promise<{ user: User; message: string | undefined }> {
  const token = useSession.getState().token;
  const { data, message } = await apiRequest<{ user: User }>(PROFILE_PATH, { method: 'PUT', body });
  updateSessionUser(data.user, token);
  return { user: data.user, message };
}
