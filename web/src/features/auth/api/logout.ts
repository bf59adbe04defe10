/** `POST /auth/logout` (spec 1 §2.2): revokes the token on the server; the session then ends and the app goes home. */
import { useNavigate } from 'react-router-dom';
import { apiFetch } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

export function logout(): Promise<unknown> {
  // A 401 here means the token is already dead: that is the goal, not a reason to send the user to /login.
  return apiFetch<unknown>('/auth/logout', { method: 'POST', body: {}, handleUnauthorized: false });
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // Signing out must always work locally, even when the server cannot be reached.
    }
    // Leave the signed-in screen first (synchronously), so its route guard never sees the ended session and
    // sends the user to /login instead of /.
    await navigate('/', { flushSync: true });
    endSession();
  };
}
