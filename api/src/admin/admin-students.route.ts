/**
 * Student progress (/admin/students; spec 1 §1: administrators monitor student progress): each student with their
 * applications by status, the current internship, and where their logbook entries and reports stand, searched by
 * name, email, student id, university or program, alphabetically, 10 a page. Read from the `admin-student-progress`
 * projection, so a page is one query however much each student has done.
 */
import { adminStudentsPageSchema, adminStudentsQuerySchema } from '@stint/shared/admin/admin.schemas';
import { defineRoute } from '../http/route';
import { findPage } from '../platform/read-queries';
import { allOf, searchFilter, studentProgressOf } from './admin.store';

const STUDENT_SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'studentId', 'university', 'program'];

export const listAdminStudentsRoute = defineRoute({
  method: 'get',
  path: '/admin/students',
  summary: "Every student's progress: applications, current internship, logbook and report standing",
  tags: ['admin'],
  access: ['admin'],
  query: adminStudentsQuerySchema,
  response: adminStudentsPageSchema,
  async handler({ query, deps }) {
    const filter = allOf(searchFilter(query.search, STUDENT_SEARCH_FIELDS));
    const { items, pagination } = await findPage(studentProgressOf(deps), filter, query, { sortName: 1 });
    // The response schema is an allowlist: the item statuses the standings are counted from stay here.
    return { students: items, pagination };
  },
});
