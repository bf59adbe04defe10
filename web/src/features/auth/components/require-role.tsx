/**
 * The route guard (spec 1 §6): lets through a signed-in user whose role is allowed. Signed out → `redirectTo` (default
 * /login) remembering where they were going; another role → their own dashboard. A token without a user waits for
 * `GET /auth/me` behind a loading screen.
 */
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import type { Role } from '@stint/shared/roles';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardPath } from '../../../lib/user-display';
import { useCurrentUser } from '../api/get-current-user';
import type { ReturnState } from '../hooks/use-return-path';

export function RequireRole({ roles, redirectTo = '/login' }: { roles: readonly Role[]; redirectTo?: string }) {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const currentUser = useCurrentUser();
  const navigation = useNavigation();

  if (!token) {
    // The session ended while the app is already leaving this page — Logout goes to / and then ends the session. When
    // the next page's module still has to load, the router commits it in a transition, after the ended session has
    // rendered this guard again: sending the user to /login now would override where they are going.
    if (navigation.state !== 'idle') return null;
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  if (!user) {
    if (currentUser.error) {
      return (
        <SessionProblem
          message={errorMessage(currentUser.error, 'Failed to get user data')}
          onRetry={() => void currentUser.mutate()}
        />
      );
    }
    return <SessionLoading />;
  }
  if (!roles.includes(user.role)) return <Navigate to={dashboardPath(user.role)} replace />;
  return <Outlet />;
}

export function SessionLoading() {
  return (
    <main id="main" tabIndex={-1} className="status-page">
      <div className="status-page__panel" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="status-page__text">Loading your account…</p>
      </div>
    </main>
  );
}

function SessionProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusPage title="We could not load your account" documentTitle={null} message={message} alert onRetry={onRetry} />
  );
}
