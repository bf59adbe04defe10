/** `POST /auth/confirm-email` (the link in the confirmation email): marks the account's email address as confirmed. */
import useSWRImmutable from 'swr/immutable';
import { apiRequest } from '../../../lib/api-client';
import { refreshCurrentUser } from './get-current-user';

export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';

export async function confirmEmail(token: string): Promise<{ message: string | undefined }> {
  // The link works signed out too: no bearer token, so an old session in this browser cannot get in the way.
  const { message } = await apiRequest<unknown>(CONFIRM_EMAIL_PATH, { method: 'POST', body: { token }, token: null });
  return { message };
}

/**
 * Confirms once per token: the token is single-use, so a second request (React's strict-mode double mount, a
 * re-render, a retry) must never be sent — SWR shares the one in-flight request and keeps its result.
 */
export function useConfirmEmail(token: string | null) {
  return useSWRImmutable(
    token ? [CONFIRM_EMAIL_PATH, token] : null,
    ([, value]: [string, string]) => confirmEmail(value),
    {
      shouldRetryOnError: false,
      // A signed-in user's stored copy still says "not confirmed": load it again.
      onSuccess: () => void refreshCurrentUser(),
    },
  );
}
