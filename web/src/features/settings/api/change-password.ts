/**
 * `PUT /auth/change-password` (spec 1 §7): the current password is required. The change revokes every older token,
 * this session's included, so the answer's fresh token takes its place. A wrong current password is a 400 with
 * 'Current password is incorrect' on that field (never a 401, which would sign the person out).
 */
import type { ChangePasswordBody } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { replaceSessionToken } from '../../../lib/session';

export async function changePassword(body: ChangePasswordBody): Promise<{ message: string | undefined }> {
  const { data, message } = await apiRequest<{ token: string }>('/auth/change-password', { method: 'PUT', body });
  replaceSessionToken(data.token);
  return { message };
}
