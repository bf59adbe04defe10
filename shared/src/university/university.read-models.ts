/**
 * The university oversight read models (projector `university-oversight`; spec 2 university screens,
 * docs/architecture.md §Projections): one summary per linked student and one dashboard per university, both kept as
 * counters the projection moves by deltas, plus the small per-item states and lookups it needs to compute those deltas
 * without reading any other projection's documents.
 *
 * What the counters mean (the screens and the CSV use the same words):
 * - a student belongs to the university they picked at registration (`universityId`, fixed from then on);
 * - a student's placement is their latest accepted application's internship (`currentInternship`, whatever its dates);
 * - an *active internship* is a placement that has started and not ended (shared placements/placement-stage): a
 *   student on one is an *active* student, so the dashboard's active students and active internships, and the
 *   students list's Active Internships, are one count. It moves with the calendar, not with events, so the api counts
 *   it from the students' placement dates when asked; no counter here keeps it;
 * - `approvedApplications` are accepted ones, `pendingApplications` pending or reviewing ones; the approval rate is
 *   approved / all applications (withdrawn and rejected ones included), as a whole percentage;
 * - a logbook entry or report counts as *submitted* while it is not a draft (one sent back and being reworked is a
 *   draft again); the submission rate is submitted / all, drafts included — the university never sees a draft's
 *   content, only that it exists;
 * - a *pending evaluation* is an accepted placement with no evaluation yet; a *completed* one is a placement with at
 *   least one evaluation. The dashboard leaves out of the pending ones the placements that have not started (the api
 *   counts those from the internships' dates when asked, as it does active internships);
 * - the university's internships are the distinct internships its students applied to.
 */
import type { ApplicationStatus } from '../applications/applications.constants';

export type OversightTally = {
  applications: number;
  approvedApplications: number;
  pendingApplications: number;
  logbookEntries: number;
  submittedLogbookEntries: number;
  reports: number;
  submittedReports: number;
  pendingEvaluations: number;
  completedEvaluations: number;
};

export const emptyTally = (): OversightTally => ({
  applications: 0,
  approvedApplications: 0,
  pendingApplications: 0,
  logbookEntries: 0,
  submittedLogbookEntries: 0,
  reports: 0,
  submittedReports: 0,
  pendingEvaluations: 0,
  completedEvaluations: 0,
});

/** The internship a student is placed at: their latest accepted application's. */
export type CurrentInternship = {
  internshipId: string;
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  /** When the application was accepted (the latest acceptance wins). */
  acceptedAt: string;
};

export type UniversityStudentDocument = {
  _id: string;
  universityId: string;
  firstName: string;
  lastName: string;
  /** First and last name, for the search box. */
  name: string;
  studentId: string;
  email: string;
  program: string;
  yearOfStudy: string;
  registeredAt: string;
  tally: OversightTally;
  currentInternship: CurrentInternship | null;
  /** The current internship's id, so a renamed internship finds the summaries that show it. */
  currentInternshipId: string | null;
};

export const universityStudentsCollection = {
  name: 'university_students',
  indexes: ['universityId', 'currentInternshipId'],
  ordered: ['registeredAt', 'lastName'],
};

export type UniversityDashboardDocument = {
  _id: string;
  students: number;
  /** The distinct internships its students applied to. */
  internships: number;
  tally: OversightTally;
  updatedAt: string;
};

export const universityDashboardsCollection = { name: 'university_dashboards' };

/** An application of a linked student: what its counters were computed from. */
export type UniversityApplicationDocument = {
  _id: string;
  universityId: string;
  studentId: string;
  internshipId: string;
  status: ApplicationStatus;
  acceptedAt: string | null;
  evaluations: number;
};

export const universityApplicationsCollection = {
  name: 'university_applications',
  indexes: ['studentId', 'universityId'],
};

/** A logbook entry or report of a linked student: whether it is counted as submitted. */
export type UniversityReviewItemDocument = {
  _id: string;
  kind: 'logbook' | 'report';
  universityId: string;
  studentId: string;
  isSubmitted: boolean;
};

export const universityReviewItemsCollection = { name: 'university_review_items', indexes: ['studentId'] };

/** What a current internship shows, kept from the internship events. */
export type UniversityInternshipDocument = {
  _id: string;
  title: string;
  company: string;
  startDate: string;
  endDate: string;
};

export const universityInternshipsCollection = { name: 'university_internships' };

/** A university's students' applications to one internship (`<universityId>:<internshipId>`). */
export type UniversityPlacementDocument = {
  _id: string;
  universityId: string;
  internshipId: string;
  applications: number;
};

export const universityPlacementsCollection = { name: 'university_placements', indexes: ['universityId'] };

/** A whole percentage of `part` in `total`; 0 of nothing is 0. */
export function percentage(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
