/**
 * `POST /auth/reset-password/{token}` (spec 1 §2.12, §4, §7): sets the new password with the token from the mailed link
 * and starts the session, like signing in; failures go to the session's error (spec 1 §8: 'Failed to reset password').
 */
import type { AuthResult } from '@stint/shared/accounts/accounts.schemas';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { setSessionError, setSessionLoading, startSession, useSession } from '../../../lib/session';

export function resetPassword(token: string, password: string): Promise<AuthResult> {
  return apiFetch<AuthResult>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password, token },
    // A link mailed to someone is not the session in this browser, and its 404/409 must not end that session.
    token: null,
  });
}

/** Resolves true when the password is set and the person signed in; otherwise the session's `error` says why. */
export async function completePasswordReset(token: string, password: string): Promise<boolean> {
  setSessionError(null);
  setSessionLoading(true);
  try {
    startSession(await resetPassword(token, password));
    return true;
  } catch (error) {
    setSessionError(errorMessage(error, 'Failed to reset password'));
    return false;
  }
}

export function useResetPassword() {
  const isLoading = useSession((state) => state.isLoading);
  const error = useSession((state) => state.error);
  return { completePasswordReset, isLoading, error };
}
