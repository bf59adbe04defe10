/**
 * How the admin routes read: the read models they query, the filters of their lists, and the shapes they answer
 * with (spec 2 §3 Admin user; the student progress and internship oversight items).
 */
import type { UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import {
  ACTIVE_USER_DAYS,
  ADMIN_OVERVIEW_ID,
  adminOverviewCollection,
  adminStudentProgressCollection,
  adminUserActivityCollection,
  emptyAdminOverview,
  type AdminOverviewDocument,
  type AdminStudentProgressDocument,
  type AdminUserActivityDocument,
} from '@stint/shared/admin/admin.read-models';
import type {
  AdminDashboardStats,
  AdminInternship,
  AdminInternshipsQuery,
  AdminUser,
  AdminUsersQuery,
} from '@stint/shared/admin/admin.schemas';
import type { Filter } from '@stint/shared/infra/read-store/read-store.port';
import { adminInternshipStatus, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { internshipTypes } from '@stint/shared/internships/internships.constants';
import type { ApiDeps } from '../platform/api-deps';

type Stores = Pick<ApiDeps, 'platform'>;

const DAY_MS = 86_400_000;

export const usersOf = (deps: Stores) => deps.platform.readStore.collection<UserDocument>(usersCollection);
export const studentProgressOf = (deps: Stores) =>
  deps.platform.readStore.collection<AdminStudentProgressDocument>(adminStudentProgressCollection);
const overviewOf = (deps: Stores) => deps.platform.readStore.collection<AdminOverviewDocument>(adminOverviewCollection);
const activityOf = (deps: Stores) =>
  deps.platform.readStore.collection<AdminUserActivityDocument>(adminUserActivityCollection);

/** Every word of the search must be found in one of the fields (so "ada lovelace" finds Ada Lovelace). */
export function searchFilter(search: string | undefined, fields: string[]): Filter[] {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $contains: word } })) }));
}

export function allOf(filters: Filter[]): Filter {
  if (filters.length === 0) return {};
  return filters.length === 1 ? filters[0]! : { $and: filters };
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------------

/** Spec 2 §3 Dashboard stats (admin): the projection's counters, and one indexed count for recent sign-ins. */
export async function adminDashboardStats(deps: Stores, now = new Date()): Promise<AdminDashboardStats> {
  const since = new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS).toISOString();
  const [overview, activeUsers] = await Promise.all([
    overviewOf(deps).get(ADMIN_OVERVIEW_ID),
    activityOf(deps).count({ lastLoginAt: { $gte: since }, status: { $ne: 'inactive' } }),
  ]);
  const counters = overview ?? emptyAdminOverview();
  return {
    totalStudents: counters.students,
    activeUsers,
    totalEmployers: counters.employers,
    verifiedUsers: counters.verifiedUsers,
    newsletterSubscribers: counters.newsletterSubscribers,
    totalUsers: counters.users,
    totalUniversities: counters.universities,
    pendingUniversities: counters.pendingUniversities,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------------

const USER_SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'companyName', 'universityName', 'university'];

export function usersFilter(query: Pick<AdminUsersQuery, 'search' | 'role' | 'status'>): Filter {
  return allOf([
    ...(query.role ? [{ role: query.role }] : []),
    ...(query.status ? [{ status: query.status }] : []),
    ...searchFilter(query.search, USER_SEARCH_FIELDS),
  ]);
}

export const USERS_SORT = { createdAt: -1 } as const;

const nonBlank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function toAdminUser(user: UserDocument): AdminUser {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const company = user.role === 'employer' ? nonBlank(user.companyName) : null;
  return {
    _id: user._id,
    name: user.role === 'university' ? (nonBlank(user.universityName) ?? fullName) : fullName || (company ?? ''),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
    profile: {
      university:
        user.role === 'student'
          ? nonBlank(user.university)
          : user.role === 'university'
            ? nonBlank(user.universityName)
            : null,
      company,
      department: user.role === 'admin' ? nonBlank(user.department) : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Internships
// ---------------------------------------------------------------------------------------------------------------

const INTERNSHIP_SEARCH_FIELDS = ['title', 'company', 'location'];

export function internshipsFilter(query: Pick<AdminInternshipsQuery, 'search' | 'type' | 'status'>): Filter {
  const filters: Filter[] = searchFilter(query.search, INTERNSHIP_SEARCH_FIELDS);
  const { type, status } = query;
  if (type === 'remote') filters.push({ $or: [{ isRemote: true }, { workType: 'remote' }] });
  else if (type === 'hybrid') filters.push({ workType: 'hybrid' });
  else if (type && (internshipTypes as readonly string[]).includes(type)) filters.push({ type });
  if (status === 'taken_down') filters.push({ takenDown: { $exists: true }, 'takenDown.revisedAt': null });
  else if (status === 'pending') filters.push({ 'takenDown.revisedAt': { $ne: null } });
  // A taken-down internship shows as taken down (or pending), never under the status it reads publicly.
  else if (status) filters.push({ status, takenDown: null });
  return allOf(filters);
}

export const INTERNSHIPS_SORT = { createdAt: -1 } as const;

/** The employer of each internship, by id: one query for a page. */
export async function employersById(deps: Stores, employerIds: string[]): Promise<Map<string, UserDocument>> {
  const ids = [...new Set(employerIds)];
  if (ids.length === 0) return new Map();
  const users = await usersOf(deps).find({ _id: { $in: ids } }, { limit: ids.length });
  return new Map(users.map((user) => [user._id, user]));
}

export function toAdminInternship(internship: InternshipDocument, employer: UserDocument | undefined): AdminInternship {
  const employerName = employer
    ? (nonBlank(employer.companyName) ?? (`${employer.firstName} ${employer.lastName}`.trim() || internship.company))
    : internship.company;
  return {
    _id: internship._id,
    title: internship.title,
    company: internship.company,
    location: internship.location,
    category: internship.category,
    type: internship.type,
    workType: internship.workType,
    isRemote: internship.isRemote,
    status: adminInternshipStatus(internship),
    ownerStatus: internship.ownerStatus ?? internship.status,
    takenDown: internship.takenDown ?? null,
    employer: { _id: internship.employerId, name: employerName, email: employer?.email ?? '' },
    positions: internship.positions,
    applicationsCount: internship.applicationsCount,
    acceptedCount: internship.acceptedCount,
    applicationDeadline: internship.applicationDeadline,
    startDate: internship.startDate,
    endDate: internship.endDate,
    createdAt: internship.createdAt,
    updatedAt: internship.updatedAt,
  };
}
