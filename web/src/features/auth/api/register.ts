/** `POST /auth/register` (spec 1 §2.10, §7): creates the account and starts the session. */
import type { AuthResult, RegisterBody } from '@stint/shared/accounts/accounts.schemas';
import { ApiError, apiFetch, errorMessage } from '../../../lib/api-client';
import { setSessionError, setSessionLoading, startSession, useSession } from '../../../lib/session';

export function register(body: RegisterBody): Promise<AuthResult> {
  return apiFetch<AuthResult>('/auth/register', { method: 'POST', body, token: null });
}

export type SignUpResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** On failure the session's `error` holds the banner message and `fieldErrors` the server's per-field messages. */
export async function signUp(body: RegisterBody): Promise<SignUpResult> {
  setSessionError(null);
  setSessionLoading(true);
  try {
    startSession(await register(body));
    return { ok: true };
  } catch (error) {
    setSessionError(errorMessage(error, 'Registration failed'));
    const fieldErrors: Record<string, string> = {};
    if (error instanceof ApiError) {
      for (const { path, message } of error.errors) {
        const key = Array.isArray(path) ? path.join('.') : String(path);
        if (key && !(key in fieldErrors)) fieldErrors[key] = message;
      }
    }
    return { ok: false, fieldErrors };
  }
}

export function useRegister() {
  const isLoading = useSession((state) => state.isLoading);
  const error = useSession((state) => state.error);
  return { signUp, isLoading, error };
}
