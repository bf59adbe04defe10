/**
 * `GET /admin/internships?search&type&status&page&limit=10`: every internship for oversight, newest first. Live: any
 * internship's change reaches the admins' room as an `internships` notice.
 */
import useSWR from 'swr';
import { ADMIN_PAGE_SIZE, type AdminInternshipsPage } from '@stint/shared/admin/admin.schemas';
import type { AdminInternshipStatus, AdminInternshipTypeFilter } from '@stint/shared/internships/internships.constants';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_INTERNSHIPS_PATH = '/admin/internships';

registerLiveKey(topics.internships, ADMIN_INTERNSHIPS_PATH);

export type InternshipFilters = {
  search: string;
  type: AdminInternshipTypeFilter | null;
  status: AdminInternshipStatus | null;
};

export function adminInternshipsKey({ search, type, status }: InternshipFilters, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (type) params.set('type', type);
  if (status) params.set('status', status);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_PAGE_SIZE));
  return `${ADMIN_INTERNSHIPS_PATH}?${params.toString()}`;
}

export function useAdminInternships(filters: InternshipFilters, page: number) {
  return useSWR(adminInternshipsKey(filters, page), (key: string) => apiFetch<AdminInternshipsPage>(key), {
    keepPreviousData: true,
  });
}
