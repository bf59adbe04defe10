import { useLocation, type Location } from 'react-router-dom';
import type { Role } from '@stint/shared/roles';
import { dashboardPath } from '../../../lib/user-display';

/** What the route guard remembers in the history state when it sends someone to sign in. */
export type ReturnState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

const AUTH_SCREENS = ['/login', '/register'];

/** The remembered location, if it is a page of ours worth returning to. */
export function useRememberedPath(): string | null {
  const from = (useLocation().state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return null;
  }
  if (AUTH_SCREENS.includes(from.pathname)) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Where to go after signing in or registering (spec 1 §2.9): the remembered location, else the role's dashboard. */
export function useReturnPath(role: Role | undefined): string | null {
  const remembered = useRememberedPath();
  if (!role) return null;
  return remembered ?? dashboardPath(role);
}
