/**
 * The university's students: the list (spec 2 §7: search by name, student id or program, 10 a page, by last name,
 * with how many of the students found are on an active internship) and one student's page — their applications (where
 * and how each stands, not what they wrote to the employer), their submitted logbook entries and reports, their
 * evaluations (read-only) and their placement. Another university's student, or a student linked to none, is a 404.
 */
import { z } from 'zod';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { evaluationsCollection, type EvaluationDocument } from '@stint/shared/evaluations/evaluations.read-models';
import {
  STUDENT_DETAIL_ITEMS,
  STUDENT_NOT_FOUND,
  universityStudentDetailSchema,
  universityStudentListSchema,
  universityStudentsQuerySchema,
} from '@stint/shared/university/university.schemas';
import { defineRoute } from '../http/route';
import {
  approvedUniversity,
  countActiveInternships,
  findOwnStudent,
  findPage,
  ITEM_ORDER,
  logbookEntriesOf,
  reportsOf,
  STUDENT_ORDER,
  studentFilter,
  studentsOf,
  toLogbookItem,
  toReportItem,
  toStudentItem,
} from './university.store';

export const listUniversityStudentsRoute = defineRoute({
  method: 'get',
  path: '/university/students',
  summary: 'Your students by last name, 10 a page; search matches the name, student id or program',
  tags: ['university'],
  access: ['university'],
  query: universityStudentsQuerySchema,
  response: universityStudentListSchema,
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const filter = studentFilter(actor.id, query.search);
    const [{ items, pagination }, activeInternships] = await Promise.all([
      findPage(studentsOf(deps), filter, query, STUDENT_ORDER),
      countActiveInternships(deps, filter),
    ]);
    return { students: items.map(toStudentItem), pagination, activeInternships };
  },
});

export const getUniversityStudentRoute = defineRoute({
  method: 'get',
  path: '/university/students/:id',
  summary: 'One of your students: applications, submitted logbook entries and reports, evaluations, current internship',
  tags: ['university'],
  access: ['university'],
  params: z.object({ id: z.uuid(STUDENT_NOT_FOUND) }),
  response: universityStudentDetailSchema,
  async handler({ params, actor, deps }) {
    await approvedUniversity(deps, actor);
    const student = await findOwnStudent(deps, actor.id, params.id);
    const newest = { limit: STUDENT_DETAIL_ITEMS };
    const submitted = { studentId: student._id, universityId: actor.id, status: { $ne: 'draft' } };
    const [applications, logbookEntries, reports, evaluations] = await Promise.all([
      deps.platform.readStore
        .collection<ApplicationDocument>(applicationsCollection)
        .find({ studentId: student._id }, { ...newest, sort: { appliedDate: -1, _id: 1 } }),
      logbookEntriesOf(deps).find(submitted, { ...newest, sort: ITEM_ORDER }),
      reportsOf(deps).find(submitted, { ...newest, sort: ITEM_ORDER }),
      deps.platform.readStore
        .collection<EvaluationDocument>(evaluationsCollection)
        .find({ studentId: student._id }, { ...newest, sort: { createdAt: -1, _id: 1 } }),
    ]);
    return {
      student: { ...toStudentItem(student), registeredAt: student.registeredAt },
      applications: applications.map((application) => ({
        _id: application._id,
        status: application.status,
        appliedDate: application.appliedDate,
        updatedAt: application.updatedAt,
        internship: application.internship,
      })),
      logbookEntries: logbookEntries.map(toLogbookItem),
      reports: reports.map(toReportItem),
      evaluations,
    };
  },
});
