/**
 * What the university routes share: who may read (an approved university, about its own students), how its lists
 * filter, and how documents become the spec's shapes. A university sees its students' logbook entries and reports
 * once they are submitted and while they are not a draft again (a draft is the student's own); anything else, and
 * any other university's student, is a 404.
 */
import { ForbiddenError, NotFoundError, paginate, type Actor } from '@stint/shared';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { Collection, Doc, Filter, SortSpec } from '@stint/shared/infra/read-store/read-store.port';
import { logbookEntriesCollection, type LogbookEntryDocument } from '@stint/shared/logbooks/logbooks.read-models';
import { reportsCollection, type ReportDocument } from '@stint/shared/reports/reports.read-models';
import {
  universityApplicationsCollection,
  universityDashboardsCollection,
  universityStudentsCollection,
  type UniversityApplicationDocument,
  type UniversityDashboardDocument,
  type UniversityStudentDocument,
} from '@stint/shared/university/university.read-models';
import {
  STUDENT_NOT_FOUND,
  UNIVERSITY_AWAITING_APPROVAL,
  type UniversityLogbookEntry,
  type UniversityReport,
  type UniversityStudent,
} from '@stint/shared/university/university.schemas';
import { evaluationDueDay } from '@stint/shared/evaluations/evaluation-due';
import { internshipsOf } from '../internships/internships.store';
import type { ApiDeps } from '../platform/api-deps';
import { findPage as findListPage } from '../platform/read-queries';

type Stores = Pick<ApiDeps, 'platform'>;

export const studentsOf = (deps: Stores) =>
  deps.platform.readStore.collection<UniversityStudentDocument>(universityStudentsCollection);
export const dashboardsOf = (deps: Stores) =>
  deps.platform.readStore.collection<UniversityDashboardDocument>(universityDashboardsCollection);
export const reportsOf = (deps: Stores) => deps.platform.readStore.collection<ReportDocument>(reportsCollection);
export const logbookEntriesOf = (deps: Stores) =>
  deps.platform.readStore.collection<LogbookEntryDocument>(logbookEntriesCollection);

/**
 * The university's own account, once an administrator approved it; until then every university call is a 403 that
 * says why (the role check has already turned every other role away).
 */
export async function approvedUniversity(deps: Stores, actor: Actor): Promise<UserDocument> {
  const user = await deps.platform.readStore.collection<UserDocument>(usersCollection).get(actor.id);
  if (!user || user.role !== 'university' || user.status !== 'active') {
    throw new ForbiddenError(UNIVERSITY_AWAITING_APPROVAL);
  }
  return user;
}

/** The university's student, or a 404 for anyone else's (or no one's). */
export async function findOwnStudent(deps: Stores, universityId: string, id: string) {
  const student = await studentsOf(deps).get(id);
  if (!student || student.universityId !== universityId) throw new NotFoundError(STUDENT_NOT_FOUND);
  return student;
}

/** Spec 2: the search box matches the name, the student id or the program. */
export function studentFilter(universityId: string, search: string | undefined): Filter {
  if (!search) return { universityId };
  return {
    universityId,
    $or: [{ name: { $contains: search } }, { studentId: { $contains: search } }, { program: { $contains: search } }],
  };
}

/** Today as the api counts placements (shared placement-stage): the server's UTC date, `YYYY-MM-DD`. */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/**
 * The students among `filter` whose placement is current on `today` (started, not ended: placementStage's rule as a
 * query), the university's active internships.
 */
export function countActiveInternships(deps: Stores, filter: Filter, today = serverToday()): Promise<number> {
  return studentsOf(deps).count({
    $and: [filter, { 'currentInternship.startDate': { $lte: today }, 'currentInternship.endDate': { $gte: today } }],
  });
}

/** The most accepted placements without an evaluation one dashboard looks at (far more than any university has). */
const UNEVALUATED_READ_MAX = 20_000;

/**
 * How many of the university's accepted placements with no evaluation have not started by `today`. The oversight
 * counts them as pending evaluations; the dashboard leaves them out, as the employer's list does (there is nothing to
 * evaluate yet). Like active internships, this moves with the calendar, so it is counted when asked.
 */
export async function countUpcomingUnevaluated(deps: Stores, universityId: string, today = serverToday()) {
  const unevaluated = await deps.platform.readStore
    .collection<UniversityApplicationDocument>(universityApplicationsCollection)
    .find({ universityId, status: 'accepted', evaluations: 0 }, { limit: UNEVALUATED_READ_MAX });
  if (unevaluated.length === 0) return 0;
  const internships = await internshipsOf(deps).find(
    { _id: { $in: [...new Set(unevaluated.map((application) => application.internshipId))] } },
    { limit: UNEVALUATED_READ_MAX },
  );
  const upcoming = new Set(
    internships.filter((internship) => evaluationDueDay(internship, today) === null).map(({ _id }) => _id),
  );
  return unevaluated.filter((application) => upcoming.has(application.internshipId)).length;
}

export const STUDENT_ORDER: SortSpec = { lastName: 1, firstName: 1, _id: 1 };
/** Newest submission first. */
export const ITEM_ORDER: SortSpec = { submittedDate: -1, createdAt: -1, _id: 1 };

export type ReviewItem = { universityId?: string; status: string };

/** Whether `actor`, a university, may see `item` (a `findVisible` check): its own student's, and not a draft. */
export const visibleToUniversity = (actor: Actor, item: ReviewItem) =>
  item.universityId === actor.id && item.status !== 'draft';

/**
 * The university's students' items that are not drafts, narrowed to `status` (a draft filter finds nothing) and
 * whatever else `more` names; null when nothing can match.
 */
export function itemFilter(universityId: string, status: string | undefined, more: Filter = {}): Filter | null {
  if (status === 'draft') return null;
  return { universityId, status: status ?? { $ne: 'draft' }, ...more };
}

/** One page of `collection` under `filter` (an empty page when the filter cannot match). */
export async function findPage<T extends Doc>(
  collection: Collection<T>,
  filter: Filter | null,
  query: { page: number; limit: number },
  sort: SortSpec,
) {
  if (!filter) return { items: [] as T[], pagination: paginate(query.page, query.limit, 0) };
  return findListPage(collection, filter, query, sort);
}

/** One page of the university's students' items (`itemFilter`), newest submission first. */
export const findItemPage = <T extends Doc & ReviewItem>(
  collection: Collection<T>,
  actor: Actor,
  query: { status?: string; page: number; limit: number },
  more: Filter = {},
) => findPage(collection, itemFilter(actor.id, query.status, more), query, ITEM_ORDER);

/** Spec 2 §3 University student list item: the counts are pending applications and submitted logbooks and reports. */
export function toStudentItem(student: UniversityStudentDocument): UniversityStudent {
  const current = student.currentInternship;
  return {
    _id: student._id,
    firstName: student.firstName,
    lastName: student.lastName,
    studentId: student.studentId,
    program: student.program,
    yearOfStudy: student.yearOfStudy,
    email: student.email,
    pendingApplications: student.tally.pendingApplications,
    logbookEntries: student.tally.submittedLogbookEntries,
    reports: student.tally.submittedReports,
    ...(current
      ? {
          currentInternship: {
            _id: current.internshipId,
            title: current.title,
            company: current.company,
            startDate: current.startDate,
            endDate: current.endDate,
          },
        }
      : {}),
  };
}

const itemStudent = ({ student }: Pick<ReportDocument, 'student'>) => ({
  _id: student._id,
  firstName: student.firstName,
  lastName: student.lastName,
  studentId: student.studentId,
});

const itemInternship = ({ internship }: Pick<ReportDocument, 'internship'>) => ({
  _id: internship._id,
  title: internship.title,
  company: internship.company,
});

export function toReportItem(report: ReportDocument): UniversityReport {
  return {
    _id: report._id,
    title: report.title,
    type: report.type,
    status: report.status,
    isLate: report.isLate,
    dueDate: report.dueDate,
    submittedDate: report.submittedDate,
    student: itemStudent(report),
    internship: itemInternship(report),
  };
}

export function toLogbookItem(entry: LogbookEntryDocument): UniversityLogbookEntry {
  return {
    _id: entry._id,
    title: entry.title,
    weekNumber: entry.weekNumber,
    hoursWorked: entry.hoursWorked,
    status: entry.status,
    entryDate: entry.entryDate,
    submittedDate: entry.submittedDate,
    student: itemStudent(entry),
    internship: itemInternship(entry),
  };
}
