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
    // Leave the signed-in screen first, so its route guard does not send the user to /login instead of /. The move
    // is synchronous only when the home page is loaded already; otherwise the guard sees the session end while the
    // navigation is underway, and waits for it (require-role.tsx).
    await navigate('/', { flushSync: true });
    endSession();
  };
}
