/**
 * `GET /admin/students?search&page&limit=10`: each student's progress, alphabetically. Live: an application, a
 * decision, a logbook entry or a report moving reaches the admins' room as an `admin-student-progress` notice.
 */
import useSWR from 'swr';
import { ADMIN_PAGE_SIZE, type AdminStudentsPage } from '@stint/shared/admin/admin.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_STUDENTS_PATH = '/admin/students';

registerLiveKey(topics.adminStudentProgress, ADMIN_STUDENTS_PATH);

export function adminStudentsKey(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('page', String(page));
  params.set('limit', String(ADMIN_PAGE_SIZE));
  return `${ADMIN_STUDENTS_PATH}?${params.toString()}`;
}

export function useAdminStudents(search: string, page: number) {
  return useSWR(adminStudentsKey(search, page), (key: string) => apiFetch<AdminStudentsPage>(key), {
    keepPreviousData: true,
  });
}
