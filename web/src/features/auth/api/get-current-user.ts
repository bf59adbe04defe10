/**
 * `GET /auth/me` (spec 1 §4): loads the signed-in user whenever there is a token — to restore a session that has a
 * token but no user, and to refresh a stored user that may be out of date. The result replaces the session's user.
 */
import useSWR, { mutate } from 'swr';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { updateSessionUser, useSession } from '../../../lib/session';
import { topics } from '@stint/shared/live/topics';

export const CURRENT_USER_PATH = '/auth/me';

// The account changed (approved, confirmed, edited elsewhere): the `users` notice reaches the user's own room.
registerLiveKey(topics.users, CURRENT_USER_PATH);

export function getCurrentUser(token?: string): Promise<{ user: User }> {
  return apiFetch<{ user: User }>(CURRENT_USER_PATH, token === undefined ? {} : { token });
}

type CurrentUserKey = readonly [typeof CURRENT_USER_PATH, string];

/** Keyed by the token, so that each new session loads its own user once. A 401 ends the session (api client). */
export function useCurrentUser() {
  const token = useSession((state) => state.token);
  const key: CurrentUserKey | null = token ? [CURRENT_USER_PATH, token] : null;
  return useSWR(
    key,
    // The answer carries the token it was loaded for: a session that changed meanwhile keeps its own user.
    async ([, forToken]: CurrentUserKey) => ({ ...(await getCurrentUser(forToken)), token: forToken }),
    { onSuccess: ({ user, token: forToken }) => updateSessionUser(user, forToken) },
  );
}

/** Loads the signed-in user again (after a change made elsewhere, e.g. confirming the email address). */
export function refreshCurrentUser(): Promise<unknown> {
  const { token } = useSession.getState();
  if (!token) return Promise.resolve();
  return mutate([CURRENT_USER_PATH, token] satisfies CurrentUserKey);
}
