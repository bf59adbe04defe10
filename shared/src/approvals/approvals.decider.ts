/**
 * Placement approval's two aggregates (issue 17 item 4). The setting (`approvalsettings-<universityId>`) records a
 * change only when it changes. The learning agreement (`placementapproval-<applicationId>`) moves
 * submitted → confirmed → approved | changes-requested, and changes-requested → submitted again, any number of rounds.
 * Only the placement's student submits, only its employer confirms, only the student's university decides; to anyone
 * else the agreement does not exist. Each step names the round its caller saw, so a step on a stale view is a 409.
 */
import { ConflictError, NotFoundError } from '../errors';
import { defineDecider, unknownCommand } from '../decider';
import { isAcceptedPlacement } from '../placements/placements';
import { optionalComment, requiredComment } from '../placements/review-workflow';
import type { ApprovalCommand, ApprovalSettingCommand } from './approvals.commands';
import {
  APPROVAL_NOT_FOUND,
  APPROVAL_NOT_REQUIRED,
  CHANGES_COMMENT_REQUIRED,
  staleRoundMessage,
  type ApprovalStatus,
} from './approvals.constants';
import { approvalEventSchemas, type AgreementEvent, type SettingEvent } from './approvals.events';

export const approvalSettingDecider = defineDecider({
  initialState: () => ({ isRequired: false }),
  evolve: (_state: { isRequired: boolean }, event: SettingEvent) => ({ isRequired: event.data.isRequired }),
  decide(command: ApprovalSettingCommand, state: { isRequired: boolean }): SettingEvent[] {
    // One command: ChangeApprovalSetting.
    if (command.isRequired === state.isRequired) return [];
    return [
      {
        type: 'PlacementApprovalSettingChanged',
        data: { universityId: command.universityId, isRequired: command.isRequired },
      },
    ];
  },
  eventSchemas: { PlacementApprovalSettingChanged: approvalEventSchemas.PlacementApprovalSettingChanged },
});

export type PlacementApprovalState =
  | { status: 'awaiting-agreement'; round: 0 }
  | {
      status: Exclude<ApprovalStatus, 'awaiting-agreement'>;
      round: number;
      applicationId: string;
      studentId: string;
      employerId: string;
      universityId: string;
    };

const initialState = (): PlacementApprovalState => ({ status: 'awaiting-agreement', round: 0 });

function evolve(state: PlacementApprovalState, event: AgreementEvent): PlacementApprovalState {
  if (event.type === 'LearningAgreementSubmitted') {
    const { applicationId, studentId, employerId, universityId, round } = event.data;
    return { status: 'submitted', round, applicationId, studentId, employerId, universityId };
  }
  if (state.status === 'awaiting-agreement') return state;
  switch (event.type) {
    case 'LearningAgreementConfirmed':
      return { ...state, status: 'confirmed' };
    case 'PlacementApproved':
      return { ...state, status: 'approved' };
    case 'LearningAgreementChangesRequested':
      return { ...state, status: 'changes-requested' };
  }
}

/** What a step refused for the agreement's status says. */
const WRONG_STATUS: Record<ApprovalStatus, string> = {
  'awaiting-agreement': 'The student has not submitted the learning agreement yet',
  submitted: 'The learning agreement is waiting for the employer to confirm it',
  confirmed: 'The learning agreement is waiting for the university to decide',
  'changes-requested': 'The university asked for changes; the student must submit the agreement again',
  approved: 'This placement is already approved',
};

function assertRound(state: PlacementApprovalState, round: number) {
  if (state.round !== round) throw new ConflictError(staleRoundMessage(state.round));
}

function assertStatus(state: PlacementApprovalState, allowed: ApprovalStatus[]) {
  if (!allowed.includes(state.status)) throw new ConflictError(WRONG_STATUS[state.status]);
}

function decide(command: ApprovalCommand, state: PlacementApprovalState): AgreementEvent[] {
  switch (command.type) {
    case 'SubmitLearningAgreement': {
      const { placement } = command;
      // Someone else's placement, or another student's agreement, does not exist for this student.
      if (placement.studentId !== command.studentId) throw new NotFoundError(APPROVAL_NOT_FOUND);
      if (state.status !== 'awaiting-agreement' && state.studentId !== command.studentId) {
        throw new NotFoundError(APPROVAL_NOT_FOUND);
      }
      if (!isAcceptedPlacement(placement)) {
        throw new ConflictError('A learning agreement is only for an internship you were accepted to');
      }
      if (!placement.isApprovalRequired || !placement.universityId) throw new ConflictError(APPROVAL_NOT_REQUIRED);
      assertStatus(state, ['awaiting-agreement', 'changes-requested']);
      assertRound(state, command.round);
      return [
        {
          type: 'LearningAgreementSubmitted',
          data: {
            applicationId: placement.applicationId,
            round: state.round + 1,
            internshipId: placement.internshipId,
            studentId: placement.studentId,
            employerId: placement.employerId,
            universityId: placement.universityId,
            agreement: command.agreement,
          },
        },
      ];
    }
    case 'ConfirmLearningAgreement': {
      if (state.status === 'awaiting-agreement' || state.employerId !== command.employerId) {
        throw new NotFoundError(APPROVAL_NOT_FOUND);
      }
      assertStatus(state, ['submitted']);
      assertRound(state, command.round);
      return [{ type: 'LearningAgreementConfirmed', data: { applicationId: state.applicationId, round: state.round } }];
    }
    case 'DecidePlacementApproval': {
      if (state.status === 'awaiting-agreement' || state.universityId !== command.universityId) {
        throw new NotFoundError(APPROVAL_NOT_FOUND);
      }
      assertStatus(state, ['confirmed']);
      assertRound(state, command.round);
      const ids = { applicationId: state.applicationId, round: state.round };
      if (command.decision === 'approved') {
        return [{ type: 'PlacementApproved', data: { ...ids, ...optionalComment(command.comment) } }];
      }
      const comment = requiredComment(command.comment, CHANGES_COMMENT_REQUIRED);
      return [{ type: 'LearningAgreementChangesRequested', data: { ...ids, comment } }];
    }
    default:
      return unknownCommand(command);
  }
}

const agreementEventSchemas = {
  LearningAgreementSubmitted: approvalEventSchemas.LearningAgreementSubmitted,
  LearningAgreementConfirmed: approvalEventSchemas.LearningAgreementConfirmed,
  PlacementApproved: approvalEventSchemas.PlacementApproved,
  LearningAgreementChangesRequested: approvalEventSchemas.LearningAgreementChangesRequested,
};

export const placementApprovalDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: agreementEventSchemas,
});

/** Whether a placement needing approval is approved, from its agreement's events (the gate of logbooks and reports). */
export const isApprovedState = (state: PlacementApprovalState) => state.status === 'approved';
