/**
 * The applications API contract (spec 1 §2.14, §5; spec 2 §3, §4; docs/architecture.md §HTTP): the apply form's text
 * fields with the spec's messages (the web form says the same), the decision body and the application as answered.
 */
import { z } from 'zod';
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
