/**
 * `PATCH /admin/users/{id}/status` with `active` (activate, or approve a pending university) or `inactive`
 * (deactivate: the person is signed out everywhere and cannot sign in). Every page of the list loads again afterwards.
 */
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_USERS_PATH } from './get-admin-users';

export async function setUserStatus(userId: string, status: 'active' | 'inactive'): Promise<string | undefined> {
  const { message } = await apiRequest<unknown>(`/admin/users/${encodeURIComponent(userId)}/status`, {
    method: 'PATCH',
    body: { status },
  });
  await mutate((key) => typeof key === 'string' && key.startsWith(`${ADMIN_USERS_PATH}?`)).catch(() => {});
  return message;
}
