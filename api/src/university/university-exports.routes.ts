/**
 * CSV exports of the university's lists, with the filters the screen has on (all pages, at most EXPORT_MAX_ROWS rows,
 * in the list's order): students (search), reports (status, type), logbook entries (status). Same access as the
 * lists; cells are escaped and defused against formulas (csv.ts).
 */
import { z } from 'zod';
import { yearOfStudyLabels } from '@stint/shared/accounts/accounts.constants';
import type { Collection, Doc, Filter, SortSpec } from '@stint/shared/infra/read-store/read-store.port';
import { placementStage, placementStageLabels } from '@stint/shared/placements/placement-stage';
import {
  EXPORT_MAX_ROWS,
  universityLogbooksExportQuerySchema,
  universityReportsExportQuerySchema,
  universityStudentsExportQuerySchema,
  type UniversityReport,
} from '@stint/shared/university/university.schemas';
import { defineRoute } from '../http/route';
import { toCsv } from '../http/csv';
import {
  approvedUniversity,
  ITEM_ORDER,
  itemFilter,
  logbookEntriesOf,
  reportsOf,
  serverToday,
  STUDENT_ORDER,
  studentFilter,
  studentsOf,
  toLogbookItem,
  toReportItem,
  toStudentItem,
} from './university.store';

const CSV = 'text/csv; charset=utf-8';

async function findAll<T extends Doc>(collection: Collection<T>, filter: Filter | null, sort: SortSpec) {
  return filter ? collection.find(filter, { sort, limit: EXPORT_MAX_ROWS }) : [];
}

/** The columns a report's or logbook entry's row ends with: whose it is and where they are placed. */
const PLACEMENT_COLUMNS = ['Student first name', 'Student last name', 'Student ID', 'Internship', 'Company'];
const placementCells = ({ student, internship }: Pick<UniversityReport, 'student' | 'internship'>) => [
  student.firstName,
  student.lastName,
  student.studentId,
  internship.title,
  internship.company,
];

const yearLabel = (year: string) => yearOfStudyLabels[year as keyof typeof yearOfStudyLabels] ?? year;
const humanize = (value: string) => value.replaceAll('_', ' ');

export const exportUniversityStudentsRoute = defineRoute({
  method: 'get',
  path: '/university/students.csv',
  summary: 'Your students as CSV (the search applies)',
  tags: ['university'],
  access: ['university'],
  query: universityStudentsExportQuerySchema,
  response: z.string(),
  download: { contentType: CSV, filename: 'students.csv' },
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const students = await findAll(studentsOf(deps), studentFilter(actor.id, query.search), STUDENT_ORDER);
    const today = serverToday();
    return toCsv(
      [
        'Student ID',
        'First name',
        'Last name',
        'Email',
        'Program',
        'Year of study',
        'Pending applications',
        'Logbook entries',
        'Reports',
        'Internship',
        'Company',
        'Start date',
        'End date',
        'Internship status',
      ],
      students
        .map(toStudentItem)
        .map((student) => [
          student.studentId,
          student.firstName,
          student.lastName,
          student.email,
          student.program,
          yearLabel(student.yearOfStudy),
          student.pendingApplications,
          student.logbookEntries,
          student.reports,
          student.currentInternship?.title,
          student.currentInternship?.company,
          student.currentInternship?.startDate,
          student.currentInternship?.endDate,
          student.currentInternship ? placementStageLabels[placementStage(student.currentInternship, today)] : null,
        ]),
    );
  },
});

export const exportUniversityReportsRoute = defineRoute({
  method: 'get',
  path: '/university/reports.csv',
  summary: "Your students' submitted reports as CSV (the status and type filters apply)",
  tags: ['university'],
  access: ['university'],
  query: universityReportsExportQuerySchema,
  response: z.string(),
  download: { contentType: CSV, filename: 'reports.csv' },
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const filter = itemFilter(actor.id, query.status, query.type ? { type: query.type } : {});
    const reports = await findAll(reportsOf(deps), filter, ITEM_ORDER);
    return toCsv(
      ['Title', 'Type', 'Status', 'Late', 'Due date', 'Submitted date', ...PLACEMENT_COLUMNS],
      reports
        .map(toReportItem)
        .map((report) => [
          report.title,
          report.type,
          humanize(report.status),
          report.isLate ? 'Yes' : 'No',
          report.dueDate,
          report.submittedDate,
          ...placementCells(report),
        ]),
    );
  },
});

export const exportUniversityLogbooksRoute = defineRoute({
  method: 'get',
  path: '/university/logbooks.csv',
  summary: "Your students' submitted logbook entries as CSV (the status filter applies)",
  tags: ['university'],
  access: ['university'],
  query: universityLogbooksExportQuerySchema,
  response: z.string(),
  download: { contentType: CSV, filename: 'logbook-entries.csv' },
  async handler({ query, actor, deps }) {
    await approvedUniversity(deps, actor);
    const entries = await findAll(logbookEntriesOf(deps), itemFilter(actor.id, query.status), ITEM_ORDER);
    return toCsv(
      ['Title', 'Week', 'Hours worked', 'Status', 'Entry date', 'Submitted date', ...PLACEMENT_COLUMNS],
      entries
        .map(toLogbookItem)
        .map((entry) => [
          entry.title,
          entry.weekNumber,
          entry.hoursWorked,
          humanize(entry.status),
          entry.entryDate,
          entry.submittedDate,
          ...placementCells(entry),
        ]),
    );
  },
});
