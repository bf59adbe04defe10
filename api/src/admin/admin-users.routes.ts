/**
 * User management (spec 2 §2 Administrator screens, §3 Admin user): every account with name, email, role, status,
 * created, last login and profile, searched, filtered by role and status, newest first, 10 a page. Activating,
 * deactivating and approving are `PATCH /admin/users/{id}/status` (accounts slice); the CSV export is
 * `GET /admin/users.csv` (export-users.route.ts).
 */
import { paginate } from '@stint/shared';
import { adminUsersPageSchema, adminUsersQuerySchema } from '@stint/shared/admin/admin.schemas';
import { defineRoute } from '../http/route';
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
    const [total, users] = await Promise.all([
      usersOf(deps).count(filter),
      usersOf(deps).find(filter, { sort: USERS_SORT, skip: (query.page - 1) * query.limit, limit: query.limit }),
    ]);
    return { users: users.map(toAdminUser), pagination: paginate(query.page, query.limit, total) };
  },
});
