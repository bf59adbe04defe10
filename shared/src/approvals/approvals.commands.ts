import type { Placement } from '../placements/placements';
import type { SealedValue } from '../sealed';

/** An approved university's choice for its students' placements accepted from now on. */
export type ChangeApprovalSetting = { type: 'ChangeApprovalSetting'; universityId: string; isRequired: boolean };
export type ApprovalSettingCommand = ChangeApprovalSetting;

/**
 * `placement`: the application as its internship's stream has it, with the student's university and whether that
 * university required approval when the application was accepted (api/src/approvals/approvals.store.ts).
 * `round`: the round the caller last saw (0 before the first submission), so a step on a stale view is refused.
 */
export type SubmitLearningAgreement = {
  type: 'SubmitLearningAgreement';
  studentId: string;
  placement: Placement & { universityId: string | null; isApprovalRequired: boolean };
  /** The learning agreement, sealed with the student's key. */
  agreement: SealedValue;
  round: number;
};
export type ConfirmLearningAgreement = { type: 'ConfirmLearningAgreement'; employerId: string; round: number };
export type DecidePlacementApproval = {
  type: 'DecidePlacementApproval';
  universityId: string;
  decision: 'approved' | 'changes-requested';
  comment?: string;
  round: number;
};

export type ApprovalCommand = SubmitLearningAgreement | ConfirmLearningAgreement | DecidePlacementApproval;
