/**
 * `DELETE /users/me` ("Your data", issue 8): deletes the signed-in account once the password is confirmed. The server
 * revokes every token of the account; the caller then ends the session here.
 */
import { apiRequest } from '../../../lib/api-client';

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest<Record<string, never>>('/users/me', { method: 'DELETE', body: { password } });
}
