/** Who is looking at an internship: signed out (company and contact masked), a student (save, apply) or another role. */
import { useSession } from '../../../lib/session';

export function useViewer() {
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const isSignedIn = Boolean(user && token);
  return { user: isSignedIn ? user : null, isSignedIn, isStudent: isSignedIn && user?.role === 'student' };
}
