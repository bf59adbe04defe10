/**
 * `GET /admin/users?search&role&status&page&limit=10`: every account (spec 2 §3 Admin user), newest first. Live: a
 * registration, a sign-in, an approval or a deactivation reaches the admins' room as a `users` notice.
 */
import type { AdminUsersPage } from '@stint/shared/admin/admin.schemas';
import { ADMIN_PAGE_SIZE } from '@stint/shared/admin/admin.schemas';
import type { UserStatus } from '@stint/shared/accounts/accounts.constants';
import type { Role } from '@stint/shared/roles';
import { useListPage } from '../../../lib/list-page';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_USERS_PATH = '/admin/users';

registerLiveKey(topics.users, ADMIN_USERS_PATH);

export type UserFilters = { search: string; role: Role | null; status: UserStatus | null };

export function useAdminUsers(filters: UserFilters, page: number) {
  return useListPage<AdminUsersPage>(ADMIN_USERS_PATH, filters, page, ADMIN_PAGE_SIZE);
}
