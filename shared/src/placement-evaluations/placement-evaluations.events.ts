/**
 * Facts about a student's evaluation of their placement (stream `placementevaluation-<applicationId>`, issue 17
 * item 6). The comment is the student's own writing, so it travels sealed with the student's key and reads as
 * nothing once they are erased (docs/architecture.md §Personal data); the ratings are plain numbers.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';
import { placementRatingKeys, type PlacementRatingKey } from './placement-evaluations.constants';

export const placementRatingsSchema = z.object(
  Object.fromEntries(placementRatingKeys.map((key) => [key, z.number().int()])) as Record<
    PlacementRatingKey,
    z.ZodNumber
  >,
);

/** What `comment` holds once opened. */
export const placementCommentSchema = z.string();

export const placementEvaluationEventSchemas = {
  PlacementEvaluated: z.object({
    applicationId: z.string(),
    internshipId: z.string(),
    employerId: z.string(),
    studentId: z.string(),
    ratings: placementRatingsSchema,
    comment: sealedValueSchema,
    /** The command's calendar date (the server's UTC date). */
    evaluatedOn: z.string(),
  }),
};

export type PlacementEvaluationEvent = EventOf<typeof placementEvaluationEventSchemas>;
export const placementEvaluationEventTypes = eventTypesOf(placementEvaluationEventSchemas);
