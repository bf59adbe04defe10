/**
 * The placement approval API contract (issue 17 item 4): the university's setting, the learning agreement form the
 * student submits, the employer's confirmation, the university's decision, and the approval as the student, the
 * employer and the university read it, with every round and its comments.
 */
import { z } from 'zod';
import { date, text, wholeNumber, whenParsed } from '../http/fields';
import { placementInternshipSchema, placementStudentSchema } from '../placements/placements';
import { APPROVAL_COMMENT_MAX, approvalStatuses, LEARNING_GOALS_MAX, SUPERVISOR_NAME_MAX } from './approvals.constants';

export const approvalSettingSchema = z.object({
  isApprovalRequired: z.boolean({ error: 'Approval required must be true or false' }),
});
export type ApprovalSetting = z.infer<typeof approvalSettingSchema>;

/** The round the caller last saw (0 before the first submission): a step on an older one is a 409. */
const round = wholeNumber('Round', 0, 10_000);

export const learningAgreementBodySchema = z
  .object({
    round,
    startDate: date('Start date is required'),
    endDate: date('End date is required'),
    supervisorName: text('Supervisor name is required', SUPERVISOR_NAME_MAX),
    supervisorEmail: z
      .string({ error: 'Supervisor email is required' })
      .trim()
      .min(1, 'Supervisor email is required')
      .max(254, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
    learningGoals: text('Learning goals are required', LEARNING_GOALS_MAX),
  })
  .refine((body) => body.endDate >= body.startDate, {
    ...whenParsed('startDate', 'endDate'),
    path: ['endDate'],
    message: 'End date must be on or after the start date',
  });
export type LearningAgreementBody = z.infer<typeof learningAgreementBodySchema>;

export const confirmAgreementBodySchema = z.object({ round });

export const approvalDecisionBodySchema = z.object({
  round,
  decision: z.enum(['approved', 'changes-requested'], {
    error: "Decision must be 'approved' or 'changes-requested'",
  }),
  comment: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, `Comment must be at most ${APPROVAL_COMMENT_MAX} characters`)
    .optional(),
});
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBodySchema>;

export const agreementSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  supervisorName: z.string(),
  supervisorEmail: z.string(),
  learningGoals: z.string(),
});

/** One round: what the student submitted, when the employer confirmed it, and the university's decision. */
export const approvalRoundSchema = z.object({
  round: z.number().int(),
  agreement: agreementSchema,
  submittedAt: z.string(),
  confirmedAt: z.string().nullable(),
  decision: z
    .object({
      status: z.enum(['approved', 'changes-requested']),
      at: z.string(),
      comment: z.string().optional(),
    })
    .nullable(),
});
export type ApprovalRound = z.infer<typeof approvalRoundSchema>;

export const placementApprovalSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  status: z.enum(approvalStatuses),
  round: z.number().int(),
  internship: placementInternshipSchema,
  student: placementStudentSchema,
  universityId: z.string(),
  employerId: z.string(),
  agreement: agreementSchema.nullable(),
  rounds: z.array(approvalRoundSchema),
  acceptedAt: z.string(),
  updatedAt: z.string(),
});
export type PlacementApproval = z.infer<typeof placementApprovalSchema>;

/** A placement needs no approval: `approval` is null (its logbook and reports are open). */
export const placementApprovalResponseSchema = z.object({ approval: placementApprovalSchema.nullable() });

export const approvalQueueSchema = z.object({ approvals: z.array(placementApprovalSchema) });
