/** Evaluation enumerations and limits (spec 2 §3, §4, §5, §9). */
export const evaluationTypes = ['weekly', 'monthly', 'midterm', 'final'] as const;
export type EvaluationType = (typeof evaluationTypes)[number];

export const evaluationStatuses = ['draft', 'submitted', 'reviewed', 'approved'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

/** The eight ratings, each 1–5, default 3. */
export const ratingKeys = [
  'technicalSkills',
  'communicationSkills',
  'teamwork',
  'problemSolving',
  'initiative',
  'reliability',
  'adaptability',
  'overallPerformance',
] as const;
export type RatingKey = (typeof ratingKeys)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 3;

/** Work quality and punctuality values. */
export const qualityLevels = ['excellent', 'good', 'satisfactory', 'needs_improvement'] as const;
export type QualityLevel = (typeof qualityLevels)[number];

/** What an admin decides on an evaluation: submitted → reviewed → approved. */
export const evaluationReviewDecisions = ['reviewed', 'approved'] as const;
export type EvaluationReviewDecision = (typeof evaluationReviewDecisions)[number];

/** The unrounded mean of the eight ratings. */
export function averageRating(ratings: Record<RatingKey, number>): number {
  return ratingKeys.reduce((sum, key) => sum + ratings[key], 0) / ratingKeys.length;
}

/** Days present as a share of total days, in percent (unrounded). */
export function attendancePercentage(attendance: { totalDays: number; daysPresent: number }): number {
  return attendance.totalDays > 0 ? (attendance.daysPresent / attendance.totalDays) * 100 : 0;
}
