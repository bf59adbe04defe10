/**
 * The navbar's messages link for a student or an employer: how many messages wait for them (up to '9+'; the label has
 * the real number), live. It opens where they find which application the messages are on: the student's applications,
 * and the employer's pipeline (every application, each with its unread messages), since the employer's applications
 * page only moves on to their internships.
 */
import { Link } from 'react-router-dom';
import type { Role } from '@stint/shared/roles';
import { useUnreadMessages } from '../api/get-unread-messages';
import './messages.css';

const applicationsOf: Partial<Record<Role, string>> = {
  student: '/student/applications',
  employer: '/employer/pipeline',
};

export function UnreadMessagesLink({ role }: { role: Role }) {
  const to = applicationsOf[role];
  const { data } = useUnreadMessages(to !== undefined);
  if (!to) return null;
  const unread = data?.total ?? 0;
  return (
    <Link className="unread-messages" to={to} aria-label={`Messages, ${unread} unread`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="unread-messages__count" aria-hidden="true" data-testid="unread-messages-count">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
