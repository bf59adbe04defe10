import { Outlet } from 'react-router-dom';
import { AssistantWidget } from '../../features/assistant/components/assistant-widget';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { Footer } from './footer';
import { Navbar } from './navbar';
import './shell.css';

/** The frame of every screen except sign-in and registration: navigation bar, the screen, footer, the assistant. */
export function AppShell() {
  // Spec 1 §4: while signed in, the stored user is refreshed from the server (and restored from a bare token).
  useCurrentUser();
  return (
    <div className="shell">
      <Navbar />
      <div className="shell__content">
        <Outlet />
      </div>
      <Footer />
      <AssistantWidget />
    </div>
  );
}
