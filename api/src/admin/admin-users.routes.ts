/**
 * User management (spec 2 §2 Administrator screens, §3 Admin user): every account with name, email, role, status,
 * created, last login and profile, searched, filtered by role and status, newest first, 10 a page. Activating,
 * deactivating and approving are `PATCH /admin/users/{id}/status` (accounts slice); the CSV export is
 * `GET /admin/users.csv` (export-users.route.ts).
 */
import { adminUsersPageSchema, adminUsersQuerySchema } from '@stint/shared/admin/admin.schemas';
import { defineRoute } from '../http/route';
import { findPage } from '../platform/read-queries';
import { toAdminUser, USERS_SORT, usersFilter, usersOf } from './admin.store';

export const listAdminUsersRoute = defineRoute({
  method: 'get',
  path: '/admin/users',
  summary: 'Every account, searched and filtered by role and status, newest first',
  tags: ['admin'],
  access: ['admin'],
  query: adminUsersQuerySchema,
  response: adminUsersPageSchema,
  async handler({ query, deps }) {
    const filter = usersFilter(query);
    const { items, pagination } = await findPage(usersOf(deps), filter, query, USERS_SORT);
    return { users: items.map(toAdminUser), pagination };
  },
});
