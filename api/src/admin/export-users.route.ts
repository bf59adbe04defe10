/**
 * `GET /admin/users.csv`: the users list's accounts as a CSV attachment, with the list's filters (search, role,
 * status), newest first, at most ADMIN_EXPORT_MAX_ROWS rows. Cells are escaped and defused against formulas (csv.ts).
 */
import { z } from 'zod';
import { ADMIN_EXPORT_MAX_ROWS, adminUsersExportQuerySchema } from '@stint/shared/admin/admin.schemas';
import { defineRoute } from '../http/route';
import { toCsv } from '../http/csv';
import { toAdminUser, USERS_SORT, usersFilter, usersOf } from './admin.store';

/** Rows read per query while building the file. */
const BATCH = 500;

const COLUMNS = [
  'Name',
  'Email',
  'Role',
  'Status',
  'Email verified',
  'Created',
  'Last login',
  'University',
  'Company',
] as const;

export const exportAdminUsersRoute = defineRoute({
  method: 'get',
  path: '/admin/users.csv',
  summary: 'The accounts as CSV (the list’s search, role and status filters apply)',
  tags: ['admin'],
  access: ['admin'],
  query: adminUsersExportQuerySchema,
  response: z.string(),
  download: { contentType: 'text/csv; charset=utf-8', filename: 'stint-users.csv' },
  async handler({ query, deps }) {
    const filter = usersFilter(query);
    const rows: (string | null)[][] = [];
    for (let skip = 0; skip < ADMIN_EXPORT_MAX_ROWS; skip += BATCH) {
      const limit = Math.min(BATCH, ADMIN_EXPORT_MAX_ROWS - skip);
      const users = await usersOf(deps).find(filter, { sort: USERS_SORT, skip, limit });
      for (const user of users.map(toAdminUser)) {
        rows.push([
          user.name,
          user.email,
          user.role,
          user.status,
          user.emailVerified ? 'yes' : 'no',
          user.createdAt,
          user.lastLogin,
          user.profile.university,
          user.profile.company,
        ]);
      }
      if (users.length < limit) break;
    }
    return toCsv(COLUMNS, rows);
  },
});
