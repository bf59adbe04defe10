/**
 * The history state that sign-in and registration read to come back here afterwards (the route guard's shape:
 * `{ from: { pathname, search, hash } }`).
 */
import { useLocation } from 'react-router-dom';

export function useReturnState() {
  const { pathname, search, hash } = useLocation();
  return { from: { pathname, search, hash } };
}
