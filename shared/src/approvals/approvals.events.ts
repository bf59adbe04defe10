/**
 * Facts about placement approval (issue 17 item 4). A university's setting lives on `approvalsettings-<universityId>`;
 * each placement's learning agreement on `placementapproval-<applicationId>`, one round per submission: the student
 * submits (round n), the employer confirms round n, the university approves it or asks for changes with a comment,
 * which opens round n + 1 for the student. What the student wrote (and their supervisor's contact) travels sealed with
 * the student's key, so erasing the student erases it.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';

export const learningAgreementSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  supervisorName: z.string(),
  supervisorEmail: z.string(),
  learningGoals: z.string(),
});
export type LearningAgreement = z.infer<typeof learningAgreementSchema>;

const round = { applicationId: z.string(), round: z.number().int().min(1) };

export const approvalEventSchemas = {
  /** Whether the university's students' placements accepted from now on need its approval. */
  PlacementApprovalSettingChanged: z.object({ universityId: z.string(), isRequired: z.boolean() }),
  LearningAgreementSubmitted: z.object({
    ...round,
    internshipId: z.string(),
    studentId: z.string(),
    employerId: z.string(),
    universityId: z.string(),
    /** The `LearningAgreement`, sealed with the student's key (docs/architecture.md §Personal data). */
    agreement: sealedValueSchema,
  }),
  LearningAgreementConfirmed: z.object(round),
  PlacementApproved: z.object({ ...round, comment: z.string().optional() }),
  LearningAgreementChangesRequested: z.object({ ...round, comment: z.string() }),
};

export type ApprovalEvent = EventOf<typeof approvalEventSchemas>;
export const approvalEventTypes = eventTypesOf(approvalEventSchemas);
export type SettingEvent = Extract<ApprovalEvent, { type: 'PlacementApprovalSettingChanged' }>;
/** The events of a placement's agreement stream. */
export type AgreementEvent = Exclude<ApprovalEvent, SettingEvent>;
