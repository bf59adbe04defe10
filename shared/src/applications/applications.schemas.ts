/**
 * The applications API contract (spec 1 §2.14, §5; spec 2 §3, §4; docs/architecture.md §HTTP): the apply form's text
 * fields with the spec's messages (the web form says the same), the decision body and the application as answered.
 */
import { z } from 'zod';
import { pageSchema } from '../http/envelope';
import { pageQuery } from '../http/fields';
import {
  applicationStages,
  applicationStatuses,
  movableStages,
  COVER_LETTER_MAX,
  COVER_LETTER_REQUIRED_MESSAGE,
  COVER_LETTER_TOO_LONG_MESSAGE,
} from './applications.constants';

/** Ids the internships slice issues; anything else cannot name an internship (and never reaches a stream name). */
export const internshipIdSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^[A-Za-z0-9_-]{1,100}$/, message);

/** The text fields of the apply form (the resume comes as the multipart file `resume`). */
export const applyBodySchema = z.object({
  internshipId: internshipIdSchema('Internship is required'),
  coverLetter: z
    .string({ error: COVER_LETTER_REQUIRED_MESSAGE })
    .trim()
    .min(1, COVER_LETTER_REQUIRED_MESSAGE)
    .max(COVER_LETTER_MAX, COVER_LETTER_TOO_LONG_MESSAGE),
});

export const statusChangeSchema = z.object({
  status: z.enum(applicationStatuses),
  at: z.string(),
  by: z.object({ id: z.string(), role: z.string() }).nullable(),
  note: z.string().optional(),
});

export const applicationStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  university: z.string(),
  major: z.string(),
  yearOfStudy: z.string(),
});

export const applicationSchema = z.object({
  _id: z.string(),
  status: z.enum(applicationStatuses),
  /** Where the application stands in the employer's pipeline (issue 17); always a stage of `status`. */
  stage: z.enum(applicationStages),
  appliedDate: z.string(),
  coverLetter: z.string(),
  /** Resumes are served by signed URL from GET /applications/{id}/resume. */
  resume: z.object({ originalName: z.string(), contentType: z.string(), size: z.number().int() }),
  gpa: z.number().nullable(),
  expectedGraduation: z.string().nullable(),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string(), location: z.string() }),
  student: applicationStudentSchema,
  statusHistory: z.array(statusChangeSchema),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationDecisionBodySchema = z.object({
  status: z.enum(['reviewing', 'accepted', 'rejected'], {
    error: "Status must be 'reviewing', 'accepted' or 'rejected'",
  }),
  note: z.string().trim().max(1000).optional(),
});

export const applicationStatsSchema = z.object({
  totalApplications: z.number().int(),
  acceptedApplications: z.number().int(),
  pendingApplications: z.number().int(),
  rejectedApplications: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------------
// The employer's pipeline (issue 17)
// ---------------------------------------------------------------------------------------------------------------

/** The pipeline table shows 25 rows a page (it is dense; the other lists show 10). */
export const PIPELINE_PAGE_SIZE = 25;
/** A bulk action moves at most this many applications (a page of the table at its largest). */
export const PIPELINE_BULK_MAX = 100;
export const pipelineSorts = ['appliedDate', 'name', 'stage', 'gpa'] as const;
export type PipelineSort = (typeof pipelineSorts)[number];

/** A filter left blank (or 'all') means no filter; the screen sends none, a hand-written URL may. */
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), schema.optional());

export const pipelineQuerySchema = z.object({
  internshipId: optionalFilter(internshipIdSchema('Internship not found')),
  stage: optionalFilter(z.enum(applicationStages, { error: 'Unknown stage' })),
  search: optionalFilter(z.string().trim().max(200, 'Search must be at most 200 characters')),
  sort: z.enum(pipelineSorts, { error: "Sort must be 'appliedDate', 'name', 'stage' or 'gpa'" }).default('appliedDate'),
  order: z.enum(['asc', 'desc'], { error: "Order must be 'asc' or 'desc'" }).default('desc'),
  ...pageQuery(PIPELINE_PAGE_SIZE),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const pipelinePageSchema = pageSchema('applications', applicationSchema);
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

const stageMoveSchema = z.object({
  applicationId: z.uuid('Application not found'),
  from: z.enum(applicationStages, { error: 'Unknown stage' }),
  to: z.enum(movableStages, { error: "Stage must be 'shortlisted', 'interview', 'offer', 'accepted' or 'rejected'" }),
});

/** Move one application from the stage the employer saw. */
export const moveApplicationBodySchema = stageMoveSchema.omit({ applicationId: true }).extend({
  note: z.string().trim().max(1000, 'The message must be at most 1000 characters').optional(),
});

/**
 * Move one or more applications, each from the stage the employer saw; one `note` goes with every move (the bulk
 * rejection's message). Each is its own command: the answer says per application whether it moved.
 */
export const moveApplicationsBodySchema = z.object({
  moves: z
    .array(stageMoveSchema, { error: 'Moves must be a list' })
    .min(1, 'Select at least one application')
    .max(PIPELINE_BULK_MAX, `At most ${PIPELINE_BULK_MAX} applications at once`)
    .refine(
      (moves) => new Set(moves.map((move) => move.applicationId)).size === moves.length,
      'Each application can be moved once per request',
    ),
  note: z.string().trim().max(1000, 'The message must be at most 1000 characters').optional(),
});
export type MoveApplicationsBody = z.infer<typeof moveApplicationsBodySchema>;

export const moveResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    applicationId: z.string(),
    outcome: z.literal('moved'),
    status: z.enum(applicationStatuses),
    stage: z.enum(applicationStages),
  }),
  z.object({ applicationId: z.string(), outcome: z.literal('refused'), message: z.string() }),
]);
export type MoveResult = z.infer<typeof moveResultSchema>;

export const moveApplicationsResultSchema = z.object({ results: z.array(moveResultSchema) });
