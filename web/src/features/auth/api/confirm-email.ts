/** `POST /auth/confirm-email` (the link in the confirmation email): marks the account's email address as confirmed. */
import useSWRImmutable from 'swr/immutable';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser, useSession } from '../../../lib/session';

export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';

export async function confirmEmail(token: string): Promise<{ user: User; message: string | undefined }> {
  // The link works signed out too: no bearer token, so an old session in this browser cannot get in the way.
  const { data, message } = await apiRequest<{ user: User }>(CONFIRM_EMAIL_PATH, {
    method: 'POST',
    body: { token },
    token: null,
  });
  return { user: data.user, message };
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
      onSuccess: ({ user }) => {
        if (useSession.getState().user?._id === user._id) updateSessionUser(user);
      },
    },
  );
}
