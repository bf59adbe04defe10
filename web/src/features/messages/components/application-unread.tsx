/** "2 unread messages" on one of the person's applications (their list), live with the navbar's badge. */
import { useUnreadMessages } from '../api/get-unread-messages';

export function ApplicationUnread({ applicationId }: { applicationId: string }) {
  const { data } = useUnreadMessages(true);
  const unread = data?.applications.find((entry) => entry.applicationId === applicationId)?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="badge badge--info">
      {unread} unread {unread === 1 ? 'message' : 'messages'}
    </span>
  );
}
