/**
 * The placement evaluations API contract (issue 17 item 6): the student's form (the internship, five ratings 1–5,
 * all required, and a comment), the evaluation as the student and their university read it, the admin's averages per
 * employer, and the employer's own aggregate — which says "not enough yet" below `EMPLOYER_AGGREGATE_MINIMUM`.
 */
import { z } from 'zod';
import { entityId } from '../http/fields';
import {
  PLACEMENT_COMMENT_MAX,
  PLACEMENT_COMMENT_MIN,
  PLACEMENT_RATING_MAX,
  PLACEMENT_RATING_MESSAGE,
  PLACEMENT_RATING_MIN,
  placementRatingKeys,
  type PlacementRatingKey,
} from './placement-evaluations.constants';

const rating = z
  .number({ error: PLACEMENT_RATING_MESSAGE })
  .int(PLACEMENT_RATING_MESSAGE)
  .min(PLACEMENT_RATING_MIN, PLACEMENT_RATING_MESSAGE)
  .max(PLACEMENT_RATING_MAX, PLACEMENT_RATING_MESSAGE);

const ratingsOf = <S extends z.ZodType>(schema: S) =>
  z.object(Object.fromEntries(placementRatingKeys.map((key) => [key, schema])) as Record<PlacementRatingKey, S>, {
    error: 'Please give all five ratings',
  });

export const evaluatePlacementBodySchema = z.object({
  internship: entityId('Please choose a placement'),
  ratings: ratingsOf(rating),
  comment: z
    .string({ error: 'A comment is required' })
    .trim()
    .min(PLACEMENT_COMMENT_MIN, `Comment must be at least ${PLACEMENT_COMMENT_MIN} characters`)
    .max(PLACEMENT_COMMENT_MAX, `Comment must be at most ${PLACEMENT_COMMENT_MAX} characters`),
});
export type EvaluatePlacementBody = z.infer<typeof evaluatePlacementBodySchema>;

const averagesSchema = ratingsOf(z.number());

export const placementEvaluationSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  studentId: z.string(),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string() }),
  ratings: ratingsOf(z.number()),
  /** The unrounded mean of the five ratings. */
  average: z.number(),
  comment: z.string(),
  evaluatedOn: z.string(),
  createdAt: z.string(),
});
export type PlacementEvaluation = z.infer<typeof placementEvaluationSchema>;

export const placementEvaluationListSchema = z.object({ evaluations: z.array(placementEvaluationSchema) });

/** One employer's averages (unrounded) over every evaluation of its placements. */
export const employerRatingsSchema = z.object({
  employerId: z.string(),
  company: z.string(),
  count: z.number(),
  averages: averagesSchema,
});
export type EmployerRatings = z.infer<typeof employerRatingsSchema>;

export const employerRatingsListSchema = z.object({ employers: z.array(employerRatingsSchema) });

/** The employer's own aggregate: the averages from the minimum on, otherwise only that there are not enough yet. */
export const ownEmployerRatingsSchema = z.discriminatedUnion('enough', [
  z.object({ enough: z.literal(true), count: z.number(), averages: averagesSchema }),
  z.object({ enough: z.literal(false), minimum: z.number() }),
]);
export type OwnEmployerRatings = z.infer<typeof ownEmployerRatingsSchema>;
