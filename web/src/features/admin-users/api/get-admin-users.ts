/**
 * `GET /admin/users?search&role&status&page&limit=10`: every account (spec 2 §3 Admin user), newest first. Live: a
 * registration, a sign-in, an approval or a deactivation reaches the admins' room as a `users` notice.
 */
import useSWR from 'swr';
import type { AdminUsersPage } from '@stint/shared/admin/admin.schemas';
import { ADMIN_PAGE_SIZE } from '@stint/shared/admin/admin.schemas';
import type { UserStatus } from '@stint/shared/accounts/accounts.constants';
import type { Role } from '@stint/shared/roles';
import { apiFetch } from '../../../lib/api-client';
import { filteredPageKey, filterParams } from '../../../lib/filtered-page';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_USERS_PATH = '/admin/users';

registerLiveKey(topics.users, ADMIN_USERS_PATH);

export type UserFilters = { search: string; role: Role | null; status: UserStatus | null };

/** The filters as query parameters (the list and the export share them). */
export function userFilterParams(filters: UserFilters): URLSearchParams {
  return filterParams(filters);
}

export function adminUsersKey(filters: UserFilters, page: number): string {
  return filteredPageKey(ADMIN_USERS_PATH, filters, page, ADMIN_PAGE_SIZE);
}

export function useAdminUsers(filters: UserFilters, page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(adminUsersKey(filters, page), (key: string) => apiFetch<AdminUsersPage>(key), {
    keepPreviousData: true,
  });
}
