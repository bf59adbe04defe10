/**
 * `GET /auth/me` (spec 1 §4): loads the signed-in user whenever there is a token — to restore a session that has a
 * token but no user, and to refresh a stored user that may be out of date. The result replaces the session's user.
 */
import useSWR from 'swr';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { apiFetch } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export const CURRENT_USER_PATH = '/auth/me';

export function getCurrentUser(token?: string): Promise<{ user: User }> {
  return apiFetch<{ user: User }>(CURRENT_USER_PATH, token === undefined ? {} : { token });
}

/** Keyed by the token, so that each new session loads its own user once. A 401 ends the session (api client). */
export function useCurrentUser() {
  const token = useSession((state) => state.token);
  return useSWR(
    token ? [CURRENT_USER_PATH, token] : null,
    ([, forToken]: [string, string]) => getCurrentUser(forToken),
    {
      onSuccess: ({ user }, key) => {
        const forToken = Array.isArray(key) ? (key[1] as string) : null;
        updateSessionUser(user, forToken);
      },
    },
  );
}
