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
import { toCsv, type CsvCell } from '../http/csv';
import type { ApiDeps } from '../platform/api-deps';
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

/**
 * One of the exports, for an approved university only: the documents of `items` that `filter` matches (none when it
 * is null), in `order`, at most EXPORT_MAX_ROWS, written as CSV under `header` with a row each from `rows`.
 */
function universityExportRoute<Q extends z.ZodType, T extends Doc>(spec: {
  path: string;
  summary: string;
  query: Q;
  filename: string;
  items: (deps: Pick<ApiDeps, 'platform'>) => Collection<T>;
  filter: (universityId: string, query: z.output<Q>) => Filter | null;
  order: SortSpec;
  header: string[];
  rows: (found: T[]) => CsvCell[][];
}) {
  return defineRoute({
    method: 'get',
    path: spec.path,
    summary: spec.summary,
    tags: ['university'],
    access: ['university'],
    query: spec.query,
    response: z.string(),
    download: { contentType: CSV, filename: spec.filename },
    async handler({ query, actor, deps }) {
      await approvedUniversity(deps, actor);
      const filter = spec.filter(actor.id, query);
      const found = filter ? await spec.items(deps).find(filter, { sort: spec.order, limit: EXPORT_MAX_ROWS }) : [];
      return toCsv(spec.header, spec.rows(found));
    },
  });
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

export const exportUniversityStudentsRoute = universityExportRoute({
  path: '/university/students.csv',
  summary: 'Your students as CSV (the search applies)',
  query: universityStudentsExportQuerySchema,
  filename: 'students.csv',
  items: studentsOf,
  filter: (universityId, query) => studentFilter(universityId, query.search),
  order: STUDENT_ORDER,
  header: [
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
  rows: (students) => {
    const today = serverToday();
    return students
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
      ]);
  },
});

export const exportUniversityReportsRoute = universityExportRoute({
  path: '/university/reports.csv',
  summary: "Your students' submitted reports as CSV (the status and type filters apply)",
  query: universityReportsExportQuerySchema,
  filename: 'reports.csv',
  items: reportsOf,
  filter: (universityId, query) => itemFilter(universityId, query.status, query.type ? { type: query.type } : {}),
  order: ITEM_ORDER,
  header: ['Title', 'Type', 'Status', 'Late', 'Due date', 'Submitted date', ...PLACEMENT_COLUMNS],
  rows: (reports) =>
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
});

export const exportUniversityLogbooksRoute = universityExportRoute({
  path: '/university/logbooks.csv',
  summary: "Your students' submitted logbook entries as CSV (the status filter applies)",
  query: universityLogbooksExportQuerySchema,
  filename: 'logbook-entries.csv',
  items: logbookEntriesOf,
  filter: (universityId, query) => itemFilter(universityId, query.status),
  order: ITEM_ORDER,
  header: ['Title', 'Week', 'Hours worked', 'Status', 'Entry date', 'Submitted date', ...PLACEMENT_COLUMNS],
  rows: (entries) =>
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
});
