/**
 * User management (/admin/users; spec 2 §2, §3 Admin user, §4 admin user status): every account with its name, email,
 * role, status, created date, last sign-in and profile (university or company), searched, filtered by role and status,
 * newest first, 10 a page. A pending university can be approved; any account but an administrator's activated or
 * deactivated (a deactivated person is signed out everywhere and cannot sign in), each after a confirmation. Export
 * CSV downloads the filtered list. Live: registrations, sign-ins and status changes show without a reload.
 */
import { useState } from 'react';
import { userStatuses, type UserStatus } from '@stint/shared/accounts/accounts.constants';
import type { AdminUser } from '@stint/shared/admin/admin.schemas';
import { roles, type Role } from '@stint/shared/roles';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { ChoiceFilter } from '../../../components/filter-select';
import { ListFilters, PagedListSection, RowAction } from '../../../components/list-screen';
import { ListRow, RowFacts } from '../../../components/list-row';
import { Screen } from '../../../components/page-header';
import { ReviewDialog } from '../../../components/review-dialog';
import { showToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { filterParams, oneOf, useListFilters } from '../../../lib/list-filters';
import { useSession } from '../../../lib/session';
import { downloadUsersExport } from '../api/download-users-export';
import { useAdminUsers, type UserFilters } from '../api/get-admin-users';
import { setUserStatus } from '../api/set-user-status';
import { SearchField } from '../../../components/search-field';

const PATH = '/admin/users';

export const roleLabels: Record<Role, string> = {
  student: 'Student',
  employer: 'Employer',
  university: 'University',
  admin: 'Administrator',
};

const statusBadges: Record<UserStatus, { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'badge--success' },
  pending: { label: 'Pending', tone: 'badge--warning' },
  inactive: { label: 'Inactive', tone: 'badge--danger' },
};

/** The role filter lists universities before administrators, unlike `roles`. */
const ROLE_FILTER_ORDER = ['student', 'employer', 'university', 'admin'] as const satisfies readonly Role[];
const roleFilterLabels: Record<Role, string> = {
  student: 'Students',
  employer: 'Employers',
  university: 'Universities',
  admin: 'Administrators',
};

function filtersFrom(params: URLSearchParams): UserFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    role: oneOf(roles, params.get('role')),
    status: oneOf(userStatuses, params.get('status')),
  };
}

type Action = { user: AdminUser; kind: 'approve' | 'activate' | 'deactivate' };

const ACTION_COPY: Record<
  Action['kind'],
  { title: string; confirm: string; busy: string; failure: string; text: (user: AdminUser) => string }
> = {
  approve: {
    title: 'Approve this university?',
    confirm: 'Approve',
    busy: 'Approving…',
    failure: 'Failed to approve the university',
    text: () =>
      'The university can sign in to see its students, and it appears in the list of universities students choose from when they register.',
  },
  activate: {
    title: 'Activate this account?',
    confirm: 'Activate',
    busy: 'Activating…',
    failure: 'Failed to activate the account',
    text: () => 'They can sign in again. Sessions from before the deactivation stay signed out.',
  },
  deactivate: {
    title: 'Deactivate this account?',
    confirm: 'Deactivate',
    busy: 'Deactivating…',
    failure: 'Failed to deactivate the account',
    text: (user) =>
      `${user.name || user.email} is signed out everywhere at once and cannot sign in until an administrator activates the account again.`,
  },
};

export function AdminUsersScreen() {
  const me = useSession((state) => state.user);
  const { filters, page, isFiltered, setFilters, clearFilters, hrefForPage } = useListFilters(PATH, filtersFrom);
  const query = useAdminUsers(filters, page);
  const [action, setAction] = useState<Action | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = () => {
    setIsExporting(true);
    setExportError(null);
    downloadUsersExport(filterParams(filters))
      .catch((failure: unknown) => setExportError(errorMessage(failure, 'The export failed. Please try again.')))
      .finally(() => setIsExporting(false));
  };

  const copy = action ? ACTION_COPY[action.kind] : null;

  return (
    <Screen
      className="admin-users-page"
      page={page}
      back={{ to: '/admin/dashboard', label: 'Back to dashboard' }}
      title="User Management"
      intro="Every account on Stint: approve new universities, activate or deactivate accounts, export the list."
      actions={
        <button type="button" className="button button--secondary" disabled={isExporting} onClick={exportCsv}>
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </button>
      }
      outside={
        action && copy ? (
          <ReviewDialog
            title={copy.title}
            description={`${action.user.name || action.user.email} · ${roleLabels[action.user.role]}`}
            text={<p>{copy.text(action.user)}</p>}
            confirmLabel={copy.confirm}
            busyLabel={copy.busy}
            tone={action.kind === 'deactivate' ? 'danger' : 'primary'}
            comment="none"
            failureMessage={copy.failure}
            onClose={() => setAction(null)}
            onConfirm={async () => {
              const message = await setUserStatus(
                action.user._id,
                action.kind === 'deactivate' ? 'inactive' : 'active',
              );
              setAction(null);
              showToast({
                tone: 'success',
                title: action.kind === 'approve' ? 'University approved' : (message ?? copy.confirm),
                message: action.user.name || action.user.email,
              });
            }}
          />
        ) : null
      }
    >
      {exportError ? (
        <Banner tone="danger" title="Export failed">
          <p>{exportError}</p>
        </Banner>
      ) : null}

      <ListFilters label="Users" onClear={isFiltered ? clearFilters : null}>
        <SearchField
          id="user-search"
          label="Search"
          placeholder="Name, email, company or university"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <ChoiceFilter
          id="user-role-filter"
          label="Role"
          anyLabel="All roles"
          values={ROLE_FILTER_ORDER}
          labelOf={(role) => roleFilterLabels[role]}
          value={filters.role}
          onChange={(role) => setFilters({ role })}
        />
        <ChoiceFilter
          id="user-status-filter"
          label="Status"
          anyLabel="All statuses"
          values={userStatuses}
          labelOf={(status) => statusBadges[status].label}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </ListFilters>

      <PagedListSection
        id="users-list-title"
        title="Users"
        isTitleFocusable
        query={query}
        items={(data) => data.users}
        count={['account', 'accounts']}
        errorTitle="Failed to fetch users"
        errorText="The users could not be loaded."
        loadingText="Loading users…"
        empty={{
          title: 'No Users Found',
          text: isFiltered ? 'No users match your search criteria.' : 'No accounts have been registered yet.',
        }}
        page={page}
        hrefForPage={hrefForPage}
        paginationLabel="User pages"
      >
        {(user) => <UserRow key={user._id} user={user} isMe={user._id === me?._id} onAction={setAction} />}
      </PagedListSection>
    </Screen>
  );
}

function UserRow({ user, isMe, onAction }: { user: AdminUser; isMe: boolean; onAction: (action: Action) => void }) {
  const status = statusBadges[user.status];
  const headingId = `user-${user._id}-name`;
  const profile = user.profile.company ?? user.profile.university ?? user.profile.department ?? null;
  const profileLabel = user.profile.company ? 'Company' : user.profile.university ? 'University' : 'Department';
  const canChange = user.role !== 'admin';
  return (
    <ListRow
      headingId={headingId}
      title={user.name || 'Unnamed account'}
      lines={[<EmailAddress key="email" email={user.email} />]}
      badges={
        <>
          <span className="badge badge--info">{roleLabels[user.role]}</span>
          <span className={`badge ${status.tone}`}>{status.label}</span>
          {isMe ? <span className="badge badge--neutral">You</span> : null}
        </>
      }
    >
      <div className="admin-row__body split-row split-row--bottom">
        <RowFacts
          facts={[
            { label: 'Created', value: formatCalendarDate(user.createdAt) ?? '—' },
            { label: 'Last login', value: formatDateTime(user.lastLogin) ?? 'Never' },
            { label: profileLabel, value: profile ?? '—' },
            { label: 'Email', value: user.emailVerified ? 'Confirmed' : 'Not confirmed' },
          ]}
        />
        {canChange ? (
          <div className="admin-row__actions cluster">
            {user.status === 'pending' ? (
              <RowAction
                label="Approve"
                rowHeadingId={headingId}
                isPrimary
                onClick={() => onAction({ user, kind: 'approve' })}
              />
            ) : null}
            {user.status === 'inactive' ? (
              <RowAction
                label="Activate"
                rowHeadingId={headingId}
                isPrimary
                onClick={() => onAction({ user, kind: 'activate' })}
              />
            ) : (
              <RowAction
                label="Deactivate"
                rowHeadingId={headingId}
                onClick={() => onAction({ user, kind: 'deactivate' })}
              />
            )}
          </div>
        ) : (
          <p className="muted admin-row__note">Administrator accounts are managed by the operator.</p>
        )}
      </div>
    </ListRow>
  );
}
