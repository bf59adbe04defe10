/**
 * What review items show of their student and internship. Each projection of review items (logbooks, reports,
 * evaluations) keeps its own copy of these lookups, fed by the same log, so its documents never depend on how far
 * another projection has got and a rebuild of one projection alone gives the same documents.
 */
import type { PlacementInternship, PlacementStudent } from './placements';

export type PlacementIds = { studentId: string; employerId: string; internshipId: string; applicationId: string };

/** `universityId`: the university the student picked at registration (fixed), when there is one. */
export type PlacementStudentDocument = PlacementStudent & { universityId?: string };
export type PlacementInternshipDocument = PlacementInternship & { employerId: string };

/** The two lookup collections of a projection, named after it (`<prefix>_students`, `<prefix>_internships`). */
export const placementLookupCollections = (prefix: string) => ({
  students: { name: `${prefix}_students` },
  internships: { name: `${prefix}_internships` },
});

/** When a review item's first step was recorded and by whom (the event's metadata). */
export type RecordedStep = { at: string; by: { id: string; role: string } | null };
/** The student and internship a new review item is about, read from the projection's lookups. */
export type PlacedWith = { internship: PlacementInternship; student: PlacementStudent };

/**
 * The tail of a new logbook entry's or report's document: what it shows of its internship and student, its history
 * opened with its first status, its times, and the placement ids its queries filter on.
 */
export function newPlacedDocument<Status extends string>(
  status: Status,
  ids: PlacementIds,
  { internship, student }: PlacedWith,
  { at, by }: RecordedStep,
) {
  return {
    internship: { _id: internship._id, title: internship.title, company: internship.company },
    student: { ...student },
    statusHistory: [{ status, at, by }],
    createdAt: at,
    updatedAt: at,
    studentId: ids.studentId,
    employerId: ids.employerId,
    internshipId: ids.internshipId,
    applicationId: ids.applicationId,
  };
}
