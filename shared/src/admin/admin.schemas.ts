/**
 * The admin API contract (spec 2 §2 Administrator screens, §3 Dashboard stats (admin) and Admin user, §4 admin user
 * and internship statuses; docs/architecture.md §HTTP): the dashboard counts, user management, student progress and
 * internship oversight. Every call is for administrators only.
 */
import { z } from 'zod';
import { userStatuses } from '../accounts/accounts.constants';
import { pageSchema } from '../http/envelope';
import { pageQuery, text } from '../http/fields';
import {
  adminInternshipStatuses,
  adminInternshipTypeFilters,
  internshipCategories,
  internshipStatuses,
  internshipTypes,
  TAKE_DOWN_REASON_MAX,
  workTypes,
} from '../internships/internships.constants';
import { roles, roleSchema } from '../roles';

/** The admin lists show 10 a page, like every list of spec 2 §9. */
export const ADMIN_PAGE_SIZE = 10;
/** A users export holds at most this many rows. */
export const ADMIN_EXPORT_MAX_ROWS = 10_000;

/** A filter left blank (or 'all') means no filter; the screens send none, a hand-written URL may. */
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());

const search = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
);

const count = z.number().int().nonnegative();

/** Spec 2 §3 Dashboard stats (admin), and what else the dashboard shows of accounts. */
export const adminDashboardStatsSchema = z.object({
  totalStudents: count,
  /** Signed in within the last 30 days (deactivated accounts left out). */
  activeUsers: count,
  totalEmployers: count,
  /** Accounts that confirmed their email address. */
  verifiedUsers: count,
  newsletterSubscribers: count,
  totalUsers: count,
  totalUniversities: count,
  pendingUniversities: count,
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Users (/admin/users)
// ---------------------------------------------------------------------------------------------------------------

export const adminUsersExportQuerySchema = z.object({
  search,
  role: optionalFilter(z.enum(roles, { error: 'Unknown role' })),
  status: optionalFilter(z.enum(userStatuses, { error: 'Unknown status' })),
});
export const adminUsersQuerySchema = adminUsersExportQuerySchema.extend(pageQuery(ADMIN_PAGE_SIZE));
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** Spec 2 §3 Admin user: name, email, role, status, created, last login and the profile (university or company). */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(userStatuses),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  profile: z.object({
    /** A student's university, or a university account's own name. */
    university: z.string().nullable(),
    /** An employer's company. */
    company: z.string().nullable(),
    /** An administrator's department. */
    department: z.string().nullable(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = pageSchema('users', adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Student progress (/admin/students)
// ---------------------------------------------------------------------------------------------------------------

export const adminStudentsQuerySchema = z.object({ search, ...pageQuery(ADMIN_PAGE_SIZE) });
export type AdminStudentsQuery = z.infer<typeof adminStudentsQuerySchema>;

export const adminStudentProgressSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  studentId: z.string(),
  university: z.string(),
  program: z.string(),
  yearOfStudy: z.string().nullable(),
  status: z.enum(userStatuses),
  createdAt: z.string(),
  applications: z.object({
    total: count,
    pending: count,
    reviewing: count,
    accepted: count,
    rejected: count,
    withdrawn: count,
  }),
  currentInternship: z
    .object({
      _id: z.string(),
      applicationId: z.string(),
      title: z.string(),
      company: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
  logbooks: z.object({ total: count, draft: count, submitted: count, approved: count, rejected: count }),
  reports: z.object({ total: count, draft: count, inReview: count, approved: count, needsRevision: count }),
});
export type AdminStudentProgress = z.infer<typeof adminStudentProgressSchema>;

export const adminStudentsPageSchema = pageSchema('students', adminStudentProgressSchema);
export type AdminStudentsPage = z.infer<typeof adminStudentsPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Internship oversight (/admin/internships)
// ---------------------------------------------------------------------------------------------------------------

export const adminInternshipsQuerySchema = z.object({
  search,
  type: optionalFilter(z.enum(adminInternshipTypeFilters, { error: 'Unknown internship type' })),
  status: optionalFilter(z.enum(adminInternshipStatuses, { error: 'Unknown status' })),
  ...pageQuery(ADMIN_PAGE_SIZE),
});
export type AdminInternshipsQuery = z.infer<typeof adminInternshipsQuerySchema>;

export const takeDownBodySchema = z.object({
  reason: text('Please give a reason for taking the internship down', TAKE_DOWN_REASON_MAX),
});
export type TakeDownBody = z.infer<typeof takeDownBodySchema>;

export const adminInternshipSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  category: z.enum(internshipCategories),
  type: z.enum(internshipTypes).nullable(),
  workType: z.enum(workTypes),
  isRemote: z.boolean(),
  /** What the oversight shows: the internship's status, `taken_down`, or `pending` (edited since the take-down). */
  status: z.enum(adminInternshipStatuses),
  /** The status its employer gave it (what a restore brings back). */
  ownerStatus: z.enum(internshipStatuses),
  takenDown: z.object({ reason: z.string(), at: z.string(), revisedAt: z.string().nullable() }).nullable(),
  employer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  positions: count,
  applicationsCount: count,
  acceptedCount: count,
  applicationDeadline: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminInternship = z.infer<typeof adminInternshipSchema>;

export const adminInternshipsPageSchema = pageSchema('internships', adminInternshipSchema);
export type AdminInternshipsPage = z.infer<typeof adminInternshipsPageSchema>;
