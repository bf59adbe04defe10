/**
 * The admin area's read models (docs/architecture.md §Projections: aggregates are kept by projections, not computed per
 * request).
 *
 * Projector `admin-overview`: one document of platform-wide counters for the admin dashboard (spec 2 §3 Dashboard
 * stats), and one small document per account with what the counters and "signed in within 30 days" need.
 *
 * Projector `admin-student-progress`: one document per student with their standing (applications by status, the
 * current internship, logbook entries and reports by status) for /admin/students, plus its two lookups.
 */
import type { UserStatus } from '../accounts/accounts.constants';
import type { ApplicationStatus } from '../applications/applications.constants';
import type { LogbookStatus } from '../logbooks/logbooks.constants';
import type { ReportStatus } from '../reports/reports.constants';
import type { Role } from '../roles';

/** The change-notice topics of these read models (to the admins' room). */

/** "Active users" signed in within this many days. */
export const ACTIVE_USER_DAYS = 30;

export const ADMIN_OVERVIEW_ID = 'platform';

export type AdminOverviewDocument = {
  _id: typeof ADMIN_OVERVIEW_ID;
  /** Accounts by role, whatever their status. */
  users: number;
  students: number;
  employers: number;
  universities: number;
  admins: number;
  /** Universities waiting for an administrator's approval. */
  pendingUniversities: number;
  /** Deactivated accounts. */
  inactiveUsers: number;
  /** Accounts that confirmed their email address. */
  verifiedUsers: number;
  /** Newsletter subscriptions now subscribed. */
  newsletterSubscribers: number;
};

export const adminOverviewCollection = { name: 'admin_overview' };

export function emptyAdminOverview(): AdminOverviewDocument {
  return {
    _id: ADMIN_OVERVIEW_ID,
    users: 0,
    students: 0,
    employers: 0,
    universities: 0,
    admins: 0,
    pendingUniversities: 0,
    inactiveUsers: 0,
    verifiedUsers: 0,
    newsletterSubscribers: 0,
  };
}

/** One account as the counters see it; `_id` is the user id. */
export type AdminUserActivityDocument = {
  _id: string;
  role: Role;
  status: UserStatus;
  emailVerified: boolean;
  /** The last sign-in, or null before the first. */
  lastLoginAt: string | null;
};

export const adminUserActivityCollection = {
  name: 'admin_user_activity',
  indexes: ['status'],
  ordered: ['lastLoginAt'],
};

export type ApplicationStanding = Record<ApplicationStatus | 'total', number>;
export type LogbookStanding = Record<LogbookStatus | 'total', number>;
export type ReportStanding = {
  total: number;
  draft: number;
  inReview: number;
  approved: number;
  needsRevision: number;
};

export type AdminCurrentInternship = {
  _id: string;
  applicationId: string;
  title: string;
  company: string;
  startDate: string;
  endDate: string;
};

export type AdminStudentProgressDocument = {
  /** The student's user id. */
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  studentId: string;
  university: string;
  program: string;
  yearOfStudy: string | null;
  status: UserStatus;
  createdAt: string;
  /** Lower-case "last first", for the alphabetical order. */
  sortName: string;
  applications: ApplicationStanding;
  /** The placement most recently accepted, if any. */
  currentInternship: AdminCurrentInternship | null;
  /**
   * `currentInternship._id` at the top level, so the projection's find of the students placed at an internship is
   * answered from the batch's memory (a find on a dotted path goes to the store).
   */
  currentInternshipId: string | null;
  logbooks: LogbookStanding;
  reports: ReportStanding;
  /**
   * Every item's status, keyed `application:<id>`, `logbook:<id>`, `report:<id>`: the standings are counted from
   * here, in the same write, so a replayed event can never count twice or drift.
   */
  items: Record<string, string>;
  updatedAt: string;
};

export const adminStudentProgressCollection = {
  name: 'admin_student_progress',
  indexes: ['status', 'currentInternshipId'],
  ordered: ['sortName', 'createdAt'],
};

/** Which student a logbook entry or a report belongs to (their later events name only the item). */
export type AdminProgressItemDocument = { _id: string; studentId: string };
export const adminProgressItemsCollection = { name: 'admin_progress_items' };

/** What the current internship shows of an internship. */
export type AdminProgressInternshipDocument = Omit<AdminCurrentInternship, 'applicationId'>;
export const adminProgressInternshipsCollection = { name: 'admin_progress_internships' };

const REPORT_IN_REVIEW: readonly string[] = ['submitted', 'under_review'] satisfies ReportStatus[];
const REPORT_NEEDS_REVISION: readonly string[] = ['rejected', 'requires_revision'] satisfies ReportStatus[];

/** The standings counted from a student's item statuses. */
export function countStandings(
  items: Record<string, string>,
): Pick<AdminStudentProgressDocument, 'applications' | 'logbooks' | 'reports'> {
  const applications: ApplicationStanding = {
    total: 0,
    pending: 0,
    reviewing: 0,
    accepted: 0,
    rejected: 0,
    withdrawn: 0,
  };
  const logbooks: LogbookStanding = { total: 0, draft: 0, submitted: 0, approved: 0, rejected: 0 };
  const reports: ReportStanding = { total: 0, draft: 0, inReview: 0, approved: 0, needsRevision: 0 };
  for (const [key, status] of Object.entries(items)) {
    const kind = key.slice(0, key.indexOf(':'));
    if (kind === 'application') {
      applications.total += 1;
      if (Object.hasOwn(applications, status)) applications[status as ApplicationStatus] += 1;
    } else if (kind === 'logbook') {
      logbooks.total += 1;
      if (Object.hasOwn(logbooks, status)) logbooks[status as LogbookStatus] += 1;
    } else if (kind === 'report') {
      reports.total += 1;
      if (status === 'draft') reports.draft += 1;
      else if (status === 'approved') reports.approved += 1;
      else if (REPORT_IN_REVIEW.includes(status)) reports.inReview += 1;
      else if (REPORT_NEEDS_REVISION.includes(status)) reports.needsRevision += 1;
    }
  }
  return { applications, logbooks, reports };
}
