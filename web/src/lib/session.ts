/**
 * The session (spec 1 §3 Session, §4 Auth): who is signed in, kept in the browser. A zustand store persisted under
 * `auth-storage` (`user`, `token`, `isAuthenticated`); the token is also kept under `token`, where the api client and
 * the live channel read it. `isLoading` and `error` belong to the sign-in and registration forms and are not persisted.
 *
 * Actions are plain functions (not store members) so that non-React code — the 401 handler — can call them too.
 */
import { mutate } from 'swr';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthResult, User } from '@stint/shared/accounts/accounts.schemas';
import { getToken, setToken } from './api-client';

export const SESSION_STORAGE_KEY = 'auth-storage';

export type SessionState = {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
};

type PersistedSession = Pick<SessionState, 'user' | 'token' | 'isAuthenticated'>;

const signedOut: SessionState = { user: null, token: null, isAuthenticated: false, isLoading: false, error: null };

export const useSession = create<SessionState>()(
  persist(() => signedOut, {
    name: SESSION_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ user, token, isAuthenticated }): PersistedSession => ({ user, token, isAuthenticated }),
    merge: (persisted, current) => {
      const saved = (persisted ?? {}) as Partial<PersistedSession>;
      // A token stored on its own (no saved session) still counts: the route guard then loads its user.
      const token = saved.token ?? getToken();
      const user = token ? (saved.user ?? null) : null;
      return { ...current, token, user, isAuthenticated: Boolean(token && user) };
    },
    onRehydrateStorage: () => (state) => {
      // Keep the `token` key (api client, live channel) equal to the session's token.
      if (state && getToken() !== state.token) setToken(state.token);
    },
  }),
);

/** Signs in: stores the user and the token and forgets any data cached for a previous session. */
export function startSession({ user, token }: AuthResult): void {
  forgetCachedData();
  useSession.setState({ user, token, isAuthenticated: true, isLoading: false, error: null });
  setToken(token);
}

/** Replaces the stored user (`GET /auth/me`, profile updates), unless the session changed while it was loading. */
export function updateSessionUser(user: User, forToken: string | null = useSession.getState().token): void {
  const { token } = useSession.getState();
  if (!token || token !== forToken) return;
  useSession.setState({ user, isAuthenticated: true });
}

/**
 * Keeps the session with a new token for the same account (a password change revokes the old one and the api answers
 * with a fresh token); the cached data stays, since it is still this person's.
 */
export function replaceSessionToken(token: string): void {
  if (!useSession.getState().token) return;
  useSession.setState({ token });
  setToken(token);
}

/** Signs out locally: clears user and token and every cached server response. */
export function endSession(): void {
  useSession.setState(signedOut);
  setToken(null);
  forgetCachedData();
}

export function setSessionLoading(isLoading: boolean): void {
  useSession.setState({ isLoading });
}

export function setSessionError(error: string | null): void {
  useSession.setState({ error, isLoading: false });
}

export function clearSessionError(): void {
  if (useSession.getState().error !== null) useSession.setState({ error: null });
}

/** SWR keys are API paths, not per user: a different account in this tab must never see the previous one's data. */
function forgetCachedData(): void {
  void mutate(() => true, undefined, { revalidate: false }).catch(() => {});
}

// Another tab signed in or out: follow it, so that two tabs never act as two different people.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const before = useSession.getState().user?._id;
    void Promise.resolve(useSession.persist.rehydrate()).then(() => {
      if (useSession.getState().user?._id !== before) forgetCachedData();
    });
  });
}
