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
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_USERS_PATH = '/admin/users';

registerLiveKey(topics.users, ADMIN_USERS_PATH);

export type UserFilters = { search: string; role: Role | null; status: UserStatus | null };

/** The filters as query parameters (the list and the export share them). */
export function userFilterParams({ search, role, status }: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  return params;
}

export function adminUsersKey(filters: UserFilters, page: number): string {
  const params = userFilterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_PAGE_SIZE));
  return `${ADMIN_USERS_PATH}?${params.toString()}`;
}

export function useAdminUsers(filters: UserFilters, page: number) {
  // The previous page stays on screen while the next one loads.
  return useSWR(adminUsersKey(filters, page), (key: string) => apiFetch<AdminUsersPage>(key), {
    keepPreviousData: true,
  });
}
