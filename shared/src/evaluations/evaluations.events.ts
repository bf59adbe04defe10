/**
 * Facts about an evaluation (stream `evaluation-<id>`): an employer's assessment of an accepted intern for a
 * period, submitted when created, then reviewed and approved by an admin. The written parts are about the
 * student, so they travel sealed with the student's key (docs/architecture.md §Personal data).
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';
import { evaluationTypes, qualityLevels, ratingKeys, type RatingKey } from './evaluations.constants';

/** What `content` holds once opened. */
export const evaluationContentSchema = z.object({
  strengths: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
  specificExamples: z.string(),
  recommendations: z.array(z.string()),
  additionalComments: z.string(),
});
export type EvaluationContent = z.infer<typeof evaluationContentSchema>;

export const ratingsSchema = z.object(
  Object.fromEntries(ratingKeys.map((key) => [key, z.number().int()])) as Record<RatingKey, z.ZodNumber>,
);
export type Ratings = z.infer<typeof ratingsSchema>;

export const evaluationFactsSchema = z.object({
  evaluationType: z.enum(evaluationTypes),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  ratings: ratingsSchema,
  attendance: z.object({
    totalDays: z.number().int(),
    daysPresent: z.number().int(),
    punctuality: z.enum(qualityLevels),
  }),
  workQuality: z.enum(qualityLevels),
  wouldHire: z.boolean(),
  wouldRecommend: z.boolean(),
  content: sealedValueSchema,
});
export type EvaluationFacts = z.infer<typeof evaluationFactsSchema>;

const ids = { evaluationId: z.string() };

export const evaluationEventSchemas = {
  EvaluationSubmitted: evaluationFactsSchema.extend({
    ...ids,
    employerId: z.string(),
    studentId: z.string(),
    internshipId: z.string(),
    applicationId: z.string(),
    evaluationDate: z.string(),
  }),
  EvaluationReviewed: z.object({ ...ids, comment: z.string().optional() }),
  EvaluationApproved: z.object({ ...ids, comment: z.string().optional() }),
};

export type EvaluationEvent = EventOf<typeof evaluationEventSchemas>;
export type EvaluationEventType = EvaluationEvent['type'];
export const evaluationEventTypes = eventTypesOf(evaluationEventSchemas);
