/**
 * The university API contract (spec 2 §3 University dashboard payload, student list item, report, logbook entry;
 * §7 university calls; docs/architecture.md §HTTP): read-only, for approved universities, about their own students.
 * Reports and logbook entries show once submitted (a draft is the student's own). Detail calls return the item as every
 * role reads it, with its status history; exports take the list's filters.
 */
import { z } from 'zod';
import { accreditationStatuses, universityTypes } from '../accounts/accounts.constants';
import { evaluationSchema } from '../evaluations/evaluations.schemas';
import { pageSchema } from '../http/envelope';
import { pageQuery } from '../http/fields';
import { applicationStatuses } from '../applications/applications.constants';
import { logbookEntrySchema } from '../logbooks/logbooks.schemas';
import { logbookStatuses } from '../logbooks/logbooks.constants';
import { reportSchema } from '../reports/reports.schemas';
import { reportStatuses, reportTypes } from '../reports/reports.constants';

/** Spec 2 §9: the students, reports and logbooks lists show 10 a page. */
export const UNIVERSITY_PAGE_SIZE = 10;
/** Spec 2 §2: the dashboard's Recent Students shows at most 5. */
export const RECENT_STUDENTS_SHOWN = 5;
/** A student page shows this many of each (newest first). */
export const STUDENT_DETAIL_ITEMS = 100;
/** An export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 10_000;

export const UNIVERSITY_AWAITING_APPROVAL =
  'Your university account is awaiting approval by an administrator. Student data is available once it is approved.';
export const STUDENT_NOT_FOUND = 'Student not found';

/** A filter left blank (or 'all') means no filter; the screens send none, a hand-written URL may. */
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());

const search = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
);

/** Spec 2 §4: the report and logbook status filters offer the same options. */
const statusFilter = optionalFilter(z.enum(reportStatuses, { error: 'Unknown status' }));
const typeFilter = optionalFilter(z.enum(reportTypes, { error: 'Unknown report type' }));

export const universityStudentsExportQuerySchema = z.object({ search });
export const universityStudentsQuerySchema = universityStudentsExportQuerySchema.extend(
  pageQuery(UNIVERSITY_PAGE_SIZE),
);
export type UniversityStudentsQuery = z.infer<typeof universityStudentsQuerySchema>;

export const universityReportsExportQuerySchema = z.object({ status: statusFilter, type: typeFilter });
export const universityReportsQuerySchema = universityReportsExportQuerySchema.extend(pageQuery(UNIVERSITY_PAGE_SIZE));
export type UniversityReportsQuery = z.infer<typeof universityReportsQuerySchema>;

export const universityLogbooksExportQuerySchema = z.object({ status: statusFilter });
export const universityLogbooksQuerySchema = universityLogbooksExportQuerySchema.extend(
  pageQuery(UNIVERSITY_PAGE_SIZE),
);
export type UniversityLogbooksQuery = z.infer<typeof universityLogbooksQuerySchema>;

/** Who and where, as every university list names a student and an internship. */
const itemStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string(),
});
const itemInternshipSchema = z.object({ _id: z.string(), title: z.string(), company: z.string() });

export const currentInternshipSchema = itemInternshipSchema.extend({ startDate: z.string(), endDate: z.string() });
export type UniversityCurrentInternship = z.infer<typeof currentInternshipSchema>;

/** Spec 2 §3 University student list item; the counts are pending applications and submitted logbooks and reports. */
export const universityStudentSchema = itemStudentSchema.extend({
  program: z.string(),
  yearOfStudy: z.string(),
  email: z.string(),
  pendingApplications: z.number().int(),
  logbookEntries: z.number().int(),
  reports: z.number().int(),
  currentInternship: currentInternshipSchema.optional(),
});
export type UniversityStudent = z.infer<typeof universityStudentSchema>;

export const universityStudentListSchema = pageSchema('students', universityStudentSchema).extend({
  /**
   * The students the search finds (all pages) whose placement has started and not ended today; without a search, the
   * dashboard's `internships.active` (university.read-models says what counts).
   */
  activeInternships: z.number().int(),
});
export type UniversityStudentList = z.infer<typeof universityStudentListSchema>;

/**
 * Spec 2 §3 University dashboard payload. Rates are whole percentages. `students.active` and `internships.active` are
 * one count: the students whose placement has started and not ended today (university.read-models).
 */
export const universityDashboardSchema = z.object({
  university: z.object({
    name: z.string(),
    code: z.string(),
    type: z.enum(universityTypes).nullable(),
    accreditationStatus: z.enum(accreditationStatuses).nullable(),
  }),
  students: z.object({ total: z.number().int(), active: z.number().int(), list: z.array(universityStudentSchema) }),
  applications: z.object({
    total: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    approvalRate: z.number().int(),
  }),
  logbooks: z.object({ total: z.number().int(), submissionRate: z.number().int() }),
  reports: z.object({ total: z.number().int(), submissionRate: z.number().int() }),
  internships: z.object({ total: z.number().int(), active: z.number().int() }),
  evaluations: z.object({ pending: z.number().int(), completed: z.number().int() }),
});
export type UniversityDashboard = z.infer<typeof universityDashboardSchema>;

/** A student's report or logbook entry as a university lists it: what the kind adds goes between its title and dates. */
const universityItemSchema = <T extends z.ZodRawShape>(fields: T) =>
  z.object({
    _id: z.string(),
    title: z.string(),
    ...fields,
    submittedDate: z.string().nullable(),
    student: itemStudentSchema,
    internship: itemInternshipSchema,
  });

/** Spec 2 §3 University report. */
export const universityReportSchema = universityItemSchema({
  type: z.enum(reportTypes),
  status: z.enum(reportStatuses),
  isLate: z.boolean(),
  dueDate: z.string(),
});
export type UniversityReport = z.infer<typeof universityReportSchema>;

export const universityReportListSchema = pageSchema('reports', universityReportSchema);
export type UniversityReportList = z.infer<typeof universityReportListSchema>;

/** Spec 2 §3 University logbook entry. */
export const universityLogbookEntrySchema = universityItemSchema({
  weekNumber: z.number().int(),
  hoursWorked: z.number(),
  status: z.enum(logbookStatuses),
  entryDate: z.string(),
});
export type UniversityLogbookEntry = z.infer<typeof universityLogbookEntrySchema>;

export const universityLogbookListSchema = pageSchema('logbookEntries', universityLogbookEntrySchema);
export type UniversityLogbookList = z.infer<typeof universityLogbookListSchema>;

/** An application as a university sees it: where and how it stands (not what the student wrote to the employer). */
export const universityApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(applicationStatuses),
  appliedDate: z.string(),
  updatedAt: z.string(),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string(), location: z.string() }),
});
export type UniversityApplication = z.infer<typeof universityApplicationSchema>;

/** The student page: the summary, then each kind of item newest first (at most STUDENT_DETAIL_ITEMS). */
export const universityStudentDetailSchema = z.object({
  student: universityStudentSchema.extend({ registeredAt: z.string() }),
  applications: z.array(universityApplicationSchema),
  logbookEntries: z.array(universityLogbookEntrySchema),
  reports: z.array(universityReportSchema),
  evaluations: z.array(evaluationSchema),
});
export type UniversityStudentDetail = z.infer<typeof universityStudentDetailSchema>;

export const universityReportDetailSchema = z.object({ report: reportSchema });
export const universityLogbookEntryDetailSchema = z.object({ logbookEntry: logbookEntrySchema });
