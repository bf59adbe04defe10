/** The signed-in user's menu (spec 1 §2.2): display name and subtitle, Profile, Settings and Logout. */
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { Avatar } from '../../components/avatar';
import { useDismiss } from '../../components/use-dismiss';
import { refreshCurrentUser } from '../../features/auth/api/get-current-user';
import { useLogout } from '../../features/auth/api/logout';
import { displayName, displaySubtitle } from '../../lib/user-display';

export function ProfileMenu({ user }: { user: User }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const [isSigningOut, setIsSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const logout = useLogout();
  const name = displayName(user);
  const subtitle = displaySubtitle(user);

  useDismiss({ isOpen, close: () => setOpenOn(null), containerRef, buttonRef, closeOnFocusOut: true });

  const signOut = async () => {
    setIsSigningOut(true);
    await logout();
  };

  return (
    <div className="profile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <Avatar name={name} src={user.profilePicture} onImageError={() => void refreshCurrentUser()} />
        <span className="profile-menu__identity">
          {/* Cut with an ellipsis when the bar is short of room: the title shows the whole text on hover. */}
          <span className="profile-menu__name" title={name}>
            {name}
          </span>
          <span className="profile-menu__subtitle" title={subtitle}>
            {subtitle}
          </span>
        </span>
        <svg className="profile-menu__chevron" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!isOpen}>
        <ul className="profile-menu__items">
          <li>
            <Link className="profile-menu__item" to={`/${user.role}/profile`}>
              Profile
            </Link>
          </li>
          <li>
            <Link className="profile-menu__item" to={`/${user.role}/settings`}>
              Settings
            </Link>
          </li>
          <li>
            <Link className="profile-menu__item" to={`/${user.role}/your-data`}>
              Your data
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="profile-menu__item profile-menu__item--danger"
              onClick={() => void signOut()}
              disabled={isSigningOut}
            >
              {isSigningOut ? 'Signing out…' : 'Logout'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
