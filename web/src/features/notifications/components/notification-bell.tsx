/**
 * The notification centre in the navigation bar (issue 8): a bell with the unread count (up to '9+'; the button's
 * label has the real number), and a panel with the newest notifications — title, text, time, an unread marker — Show
 * older notifications for the next ten, and Mark all read. Opening one marks it read and goes where it points. New
 * ones arrive live (the `notifications` topic) and are announced politely; they are a read model, so a reload keeps
 * them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Notification } from '@stint/shared/notifications/notifications.schemas';
import { formatDateTime } from '../../../components/dates';
import { RetryButton } from '../../../components/query-state';
import { useDismiss } from '../../../components/use-dismiss';
import { errorMessage } from '../../../lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import { timeAgo } from './time-ago';
import './notifications.css';

export function NotificationBell() {
  const { pathname } = useLocation();
  const { data, error, isLoading, mutate, hasOlder, isLoadingOlder, showOlder } = useNotifications();
  // The panel belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const [problem, setProblem] = useState<string | null>(null);
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = data?.unreadCount ?? 0;
  const announcement = useArrivalAnnouncement(data?.notifications);

  useDismiss({ isOpen, close: () => setOpenOn(null), containerRef, buttonRef });

  const open = (notification: Notification) => {
    setOpenOn(null);
    if (notification.readAt === null) void markNotificationRead(notification._id).catch(() => {});
  };

  const markAll = async () => {
    setProblem(null);
    setIsMarkingAll(true);
    try {
      await markAllNotificationsRead();
    } catch (failure) {
      setProblem(errorMessage(failure, 'Your notifications could not be marked read. Please try again.'));
    } finally {
      setIsMarkingAll(false);
    }
  };

  return (
    <div className="notification-bell" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.5A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm-2.5 15a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          // The label says the real number; the badge stays small enough to leave the bell in sight.
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>

      <section id={panelId} className="notification-panel" aria-labelledby={headingId} hidden={!isOpen}>
        <header className="notification-panel__header">
          <h2 id={headingId} className="notification-panel__title">
            Notifications
          </h2>
          <button
            type="button"
            className="notification-panel__mark-all"
            onClick={() => void markAll()}
            disabled={unread === 0 || isMarkingAll}
          >
            {isMarkingAll ? 'Marking…' : 'Mark all read'}
          </button>
        </header>
        {problem ? (
          <p className="notification-panel__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {data ? (
          data.notifications.length > 0 ? (
            <>
              <ul className="notification-panel__list">
                {data.notifications.map((notification) => (
                  <li key={notification._id}>
                    <NotificationItem notification={notification} onOpen={open} />
                  </li>
                ))}
              </ul>
              {hasOlder ? (
                <button
                  type="button"
                  className="notification-panel__older"
                  onClick={showOlder}
                  disabled={isLoadingOlder}
                >
                  {isLoadingOlder ? 'Loading…' : 'Show older notifications'}
                </button>
              ) : null}
            </>
          ) : (
            <p className="notification-panel__empty">No notifications yet. News about your work on Stint shows here.</p>
          )
        ) : error ? (
          <div className="notification-panel__empty" role="alert">
            <p>{errorMessage(error, 'Your notifications could not be loaded.')}</p>
            <RetryButton onRetry={mutate} />
          </div>
        ) : isLoading ? (
          <p className="notification-panel__empty" role="status">
            Loading notifications…
          </p>
        ) : null}
      </section>
    </div>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const isUnread = notification.readAt === null;
  return (
    <Link
      to={notification.link}
      className={isUnread ? 'notification notification--unread' : 'notification'}
      onClick={() => onOpen(notification)}
    >
      <span className="notification__marker" aria-hidden="true" />
      <span className="notification__text">
        <span className="notification__title">
          {isUnread ? <span className="visually-hidden">Unread: </span> : null}
          {notification.title}
        </span>
        <span className="notification__body">{notification.body}</span>
        <time
          className="notification__time"
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt) ?? undefined}
        >
          {timeAgo(notification.createdAt)}
        </time>
      </span>
    </Link>
  );
}

/** "New notification: …" once for each that arrives while the page is open (not for those there on load). */
function useArrivalAnnouncement(notifications: Notification[] | undefined): string {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!notifications) return;
    if (seen.current === null) {
      seen.current = new Set(notifications.map((notification) => notification._id));
      return;
    }
    const arrived = notifications.filter(
      (notification) => notification.readAt === null && !seen.current!.has(notification._id),
    );
    for (const notification of notifications) seen.current.add(notification._id);
    if (arrived.length === 1) setAnnouncement(`New notification: ${arrived[0]!.title}`);
    else if (arrived.length > 1) setAnnouncement(`${arrived.length} new notifications`);
  }, [notifications]);
  return announcement;
}
