/**
 * `GET /admin/students?search&page&limit=10`: each student's progress, alphabetically. Live: an application, a
 * decision, a logbook entry or a report moving reaches the admins' room as an `admin-student-progress` notice.
 */
import { ADMIN_PAGE_SIZE, type AdminStudentsPage } from '@stint/shared/admin/admin.schemas';
import { useListPage } from '../../../lib/list-page';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_STUDENTS_PATH = '/admin/students';

registerLiveKey(topics.adminStudentProgress, ADMIN_STUDENTS_PATH);

export type StudentFilters = { search: string };

export function useAdminStudents(filters: StudentFilters, page: number) {
  return useListPage<AdminStudentsPage>(ADMIN_STUDENTS_PATH, filters, page, ADMIN_PAGE_SIZE);
}
