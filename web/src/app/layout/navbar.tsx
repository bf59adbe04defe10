/**
 * The fixed navigation bar (spec 1 §2.2): the public links or the role's links, and a collapsible mobile menu. At
 * desktop widths it is one row, whatever the length of the signed-in name (shell.css); below 64rem the links and the
 * profile menu collapse behind Menu, which Escape, a click outside the bar or any navigation closes.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Brand } from '../../components/brand';
import { UnreadMessagesLink } from '../../features/messages/components/unread-messages-link';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useSession } from '../../lib/session';
import { publicLinks, roleLinks } from './navigation';
import { ProfileMenu } from './profile-menu';

export function Navbar() {
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const signedInUser = user && token ? user : null;
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const links = signedInUser ? roleLinks[signedInUser.role] : publicLinks;

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <header className="navbar" ref={headerRef}>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to main content
      </a>
      <nav className="navbar__inner" aria-label="Main">
        <Brand />
        {signedInUser ? <UnreadMessagesLink role={signedInUser.role} /> : null}
        {signedInUser ? <NotificationBell /> : null}
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={isOpen}
          aria-controls="navbar-menu"
          onClick={() => setOpenOn(isOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {isOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          Menu
        </button>
        <div id="navbar-menu" className={isOpen ? 'navbar__menu navbar__menu--open' : 'navbar__menu'}>
          <ul className={links.length > 5 ? 'navbar__links navbar__links--dense' : 'navbar__links'}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink className="navbar__link" to={link.to}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {signedInUser ? (
            <ProfileMenu user={signedInUser} />
          ) : (
            <div className="navbar__actions">
              <NavLink className="navbar__link" to="/login">
                Login
              </NavLink>
              <Link className="button button--primary navbar__cta" to="/register">
                Get Started
              </Link>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
