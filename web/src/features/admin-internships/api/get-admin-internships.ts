/**
 * `GET /admin/internships?search&type&status&page&limit=10`: every internship for oversight, newest first. Live: any
 * internship's change reaches the admins' room as an `internships` notice.
 */
import { ADMIN_PAGE_SIZE, type AdminInternshipsPage } from '@stint/shared/admin/admin.schemas';
import type { AdminInternshipStatus, AdminInternshipTypeFilter } from '@stint/shared/internships/internships.constants';
import { useListPage } from '../../../lib/list-page';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_INTERNSHIPS_PATH = '/admin/internships';

registerLiveKey(topics.internships, ADMIN_INTERNSHIPS_PATH);

export type InternshipFilters = {
  search: string;
  type: AdminInternshipTypeFilter | null;
  status: AdminInternshipStatus | null;
};

export function useAdminInternships(filters: InternshipFilters, page: number) {
  return useListPage<AdminInternshipsPage>(ADMIN_INTERNSHIPS_PATH, filters, page, ADMIN_PAGE_SIZE);
}
