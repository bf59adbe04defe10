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
