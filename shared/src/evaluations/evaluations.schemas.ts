/**
 * The evaluations API contract (spec 2 §3 Evaluation, §5 Evaluation form, §7; docs/architecture.md §HTTP): the create
 * form (the student and internship ids plus the form's fields: every select, both period dates, total days, days
 * present, specific examples and at least one item in each list required; ratings 1–5 defaulting to 3; additional
 * comments optional), the evaluation as it is read, the admin's review and the employer's pending interns.
 */
import { z } from 'zod';
import { date, entityId, requiredList, text, wholeNumber, whenParsed } from '../http/fields';
import { reviewBodySchema, reviewStepSchema } from '../placements/placements';
import { periodDays, totalDaysBeyondPeriod } from './evaluation-due';
import type { PlacementDates } from '../placements/placement-stage';
import {
  evaluationReviewDecisions,
  evaluationStatuses,
  evaluationTypes,
  qualityLevels,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  ratingKeys,
  type RatingKey,
} from './evaluations.constants';

const rating = z.coerce
  .number({ error: `Ratings must be whole numbers from ${RATING_MIN} to ${RATING_MAX}` })
  .int(`Ratings must be whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .min(RATING_MIN, `Ratings must be whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .max(RATING_MAX, `Ratings must be whole numbers from ${RATING_MIN} to ${RATING_MAX}`)
  .default(RATING_DEFAULT);

const ratingsBodySchema = z
  .object(Object.fromEntries(ratingKeys.map((key) => [key, rating])) as Record<RatingKey, typeof rating>)
  .default(Object.fromEntries(ratingKeys.map((key) => [key, RATING_DEFAULT])) as Record<RatingKey, number>);

const quality = (message: string) => z.enum(qualityLevels, { error: message });

export const createEvaluationBodySchema = z
  .object({
    student: entityId('Please choose an accepted intern'),
    internship: entityId('Please choose an accepted intern'),
    type: z.enum(evaluationTypes, { error: 'Evaluation type is required' }),
    period: z.object(
      { startDate: date('Period start date is required'), endDate: date('Period end date is required') },
      { error: 'Period start date is required' },
    ),
    ratings: ratingsBodySchema,
    strengths: requiredList('Add at least one strength', 20, 500),
    areasForImprovement: requiredList('Add at least one area for improvement', 20, 500),
    specificExamples: text('Specific examples are required', 5000),
    recommendations: requiredList('Add at least one recommendation', 20, 500),
    attendance: z.object(
      {
        totalDays: wholeNumber('Total days', 1, 1000),
        daysPresent: wholeNumber('Days present', 0, 1000),
        punctuality: quality('Punctuality is required'),
      },
      { error: 'Total days is required' },
    ),
    workQuality: quality('Work quality is required'),
    wouldHire: z.boolean({ error: 'Would hire is required' }),
    wouldRecommend: z.boolean({ error: 'Would recommend is required' }),
    additionalComments: z.string().trim().max(5000, 'Must be at most 5000 characters').default(''),
  })
  .refine((body) => body.attendance.daysPresent <= body.attendance.totalDays, {
    ...whenParsed('attendance.totalDays', 'attendance.daysPresent'),
    message: 'Days present cannot exceed total days',
    path: ['attendance', 'daysPresent'],
  })
  .refine((body) => body.period.endDate >= body.period.startDate, {
    ...whenParsed('period'),
    message: 'The period must end on or after its start date',
    path: ['period', 'endDate'],
  })
  .refine((body) => body.attendance.totalDays <= (periodDays(body.period) || Infinity), {
    ...whenParsed('period', 'attendance.totalDays'),
    path: ['attendance', 'totalDays'],
    error: (issue) => totalDaysBeyondPeriod(periodDays((issue.input as { period: PlacementDates }).period)),
  });
export type CreateEvaluationBody = z.infer<typeof createEvaluationBodySchema>;

export const reviewEvaluationBodySchema = reviewBodySchema(
  evaluationReviewDecisions,
  "Status must be 'reviewed' or 'approved'",
);
export type ReviewEvaluationBody = z.infer<typeof reviewEvaluationBodySchema>;

export const evaluationSchema = z.object({
  _id: z.string(),
  type: z.enum(evaluationTypes),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  ratings: z.object(Object.fromEntries(ratingKeys.map((key) => [key, z.number()])) as Record<RatingKey, z.ZodNumber>),
  strengths: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
  specificExamples: z.string(),
  recommendations: z.array(z.string()),
  attendance: z.object({ totalDays: z.number(), daysPresent: z.number(), punctuality: z.enum(qualityLevels) }),
  workQuality: z.enum(qualityLevels),
  wouldHire: z.boolean(),
  wouldRecommend: z.boolean(),
  additionalComments: z.string(),
  evaluationDate: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string() }),
  status: z.enum(evaluationStatuses),
  averageRating: z.number(),
  attendancePercentage: z.number(),
  statusHistory: z.array(reviewStepSchema(evaluationStatuses)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const adminEvaluationQuerySchema = z.object({ status: z.enum(evaluationStatuses).optional() });

/**
 * An accepted intern of the employer's whose placement has started and has no evaluation covering today, or once it
 * has ended, its last day.
 */
export const pendingEvaluationSchema = z.object({
  applicationId: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string() }),
  /** The day the evaluation has to cover: today while the placement runs, its last day once it has ended. */
  dueDay: z.string(),
  hasEnded: z.boolean(),
});
export type PendingEvaluation = z.infer<typeof pendingEvaluationSchema>;
