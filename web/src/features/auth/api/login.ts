/** `POST /auth/login` (spec 1 §2.9, §7): signs in and starts the session; failures go to the store's error. */
import type { AuthResult, LoginBody } from '@stint/shared/accounts/accounts.schemas';
import { apiFetch, errorMessage } from '../../../lib/api-client';
import { setSessionError, setSessionLoading, startSession, useSession } from '../../../lib/session';

export function login(body: LoginBody): Promise<AuthResult> {
  // No bearer token: a wrong password is a 401 that this form shows, not an expired session to end.
  return apiFetch<AuthResult>('/auth/login', { method: 'POST', body, token: null });
}

/** Resolves true when signed in; otherwise the session's `error` holds the message to show. */
export async function signIn(body: LoginBody): Promise<boolean> {
  setSessionError(null);
  setSessionLoading(true);
  try {
    startSession(await login(body));
    return true;
  } catch (error) {
    setSessionError(errorMessage(error, 'Login failed'));
    return false;
  }
}

export function useLogin() {
  const isLoading = useSession((state) => state.isLoading);
  const error = useSession((state) => state.error);
  return { signIn, isLoading, error };
}
