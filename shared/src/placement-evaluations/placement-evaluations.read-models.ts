/**
 * The placement evaluations read models (projector `placement-evaluations`): one document per evaluation (the student
 * and their university read it; deleted when the student is erased) and one running total per employer (kept through
 * erasure: the ratings of an erased student survive only as part of these sums).
 */
import type { PlacementRatings, RatingSums } from './placement-evaluations.constants';
import type { PlacementEvaluation } from './placement-evaluations.schemas';

export type PlacementEvaluationDocument = PlacementEvaluation & {
  employerId: string;
  internshipId: string;
  universityId?: string;
};

export const placementEvaluationsCollection = {
  name: 'placement_evaluations',
  indexes: ['studentId', 'employerId', 'universityId', 'internshipId'],
  ordered: ['createdAt'],
};

export type EmployerRatingsDocument = RatingSums & { _id: string; employerId: string; company: string };

export const employerRatingsCollection = {
  name: 'employer_placement_ratings',
  indexes: ['employerId'],
  ordered: ['company'],
};

export const meanOf = (ratings: PlacementRatings) => {
  const values = Object.values(ratings);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
};
