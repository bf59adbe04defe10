import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../applications/applications.constants';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { fold } from '../decider';
import { decideAll, deciderSpec } from '../testing/decider-spec';
import type { ApprovalCommand, SubmitLearningAgreement } from './approvals.commands';
import {
  APPROVAL_NOT_FOUND,
  APPROVAL_NOT_REQUIRED,
  CHANGES_COMMENT_REQUIRED,
  staleRoundMessage,
} from './approvals.constants';
import type { AgreementEvent } from './approvals.events';
import { approvalSettingDecider, placementApprovalDecider } from './approvals.decider';

const agreement = { $pii: 'v1' as const, p: 's1', iv: 'i', ct: 'c', tag: 't' };
const placement = (
  changes: Partial<SubmitLearningAgreement['placement']> = {},
  applicationStatus: ApplicationStatus = 'accepted',
): SubmitLearningAgreement['placement'] => ({
  internshipId: 'i1',
  applicationId: 'a1',
  employerId: 'e1',
  studentId: 's1',
  applicationStatus,
  universityId: 'u1',
  isApprovalRequired: true,
  ...changes,
});
const submit = (round = 0, studentId = 's1', onPlacement = placement()): ApprovalCommand => ({
  type: 'SubmitLearningAgreement',
  studentId,
  placement: onPlacement,
  agreement,
  round,
});
const confirm = (round = 1, employerId = 'e1'): ApprovalCommand => ({
  type: 'ConfirmLearningAgreement',
  employerId,
  round,
});
const decide = (
  decision: 'approved' | 'changes-requested',
  comment?: string,
  round = 1,
  universityId = 'u1',
): ApprovalCommand => ({
  type: 'DecidePlacementApproval',
  universityId,
  decision,
  round,
  ...(comment === undefined ? {} : { comment }),
});
const submitted = (round = 1): AgreementEvent => ({
  type: 'LearningAgreementSubmitted',
  data: {
    applicationId: 'a1',
    round,
    internshipId: 'i1',
    studentId: 's1',
    employerId: 'e1',
    universityId: 'u1',
    agreement,
  },
});
const confirmed = (round = 1): AgreementEvent => ({
  type: 'LearningAgreementConfirmed',
  data: { applicationId: 'a1', round },
});
const approved = (round = 1): AgreementEvent => ({ type: 'PlacementApproved', data: { applicationId: 'a1', round } });
const changesRequested = (round = 1, comment = 'Add a second goal'): AgreementEvent => ({
  type: 'LearningAgreementChangesRequested',
  data: { applicationId: 'a1', round, comment },
});

const spec = deciderSpec(placementApprovalDecider);

describe('placement approval decider', () => {
  it('records the first submission as round 1, from the placement and the agreement', () => {
    spec
      .given([])
      .when(submit())
      .then([submitted(1)]);
  });

  it('runs the loop: confirm, ask for changes, resubmit as round 2, confirm, approve', () => {
    spec.given([submitted()]).when(confirm()).then([confirmed()]);
    spec
      .given([submitted(), confirmed()])
      .when(decide('changes-requested', '  Add a second goal '))
      .then([changesRequested()]);
    const round1 = [submitted(), confirmed(), changesRequested()];
    spec
      .given(round1)
      .when(submit(1))
      .then([submitted(2)]);
    spec
      .given([...round1, submitted(2)])
      .when(confirm(2))
      .then([confirmed(2)]);
    spec
      .given([...round1, submitted(2), confirmed(2)])
      .when(decide('approved', undefined, 2))
      .then([approved(2)]);
    expect(fold(placementApprovalDecider, [...round1, submitted(2), confirmed(2), approved(2)])).toMatchObject({
      status: 'approved',
      round: 2,
    });
  });

  it('records an approval comment trimmed, and none when blank', () => {
    const history = [submitted(), confirmed()];
    spec
      .given(history)
      .when(decide('approved', '  Well planned '))
      .then([{ type: 'PlacementApproved', data: { applicationId: 'a1', round: 1, comment: 'Well planned' } }]);
    spec.given(history).when(decide('approved', '   ')).then([approved()]);
  });

  it('needs a comment to ask for changes', () => {
    for (const comment of [undefined, '', '  \n ']) {
      spec
        .given([submitted(), confirmed()])
        .when(decide('changes-requested', comment))
        .thenThrows(ValidationError, CHANGES_COMMENT_REQUIRED);
    }
  });

  describe('refuses the wrong person as a 404', () => {
    it('another student submitting, on their placement or this one', () => {
      spec.given([]).when(submit(0, 's2')).thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
      const theirs = placement({ studentId: 's2' });
      spec
        .given([submitted(), confirmed(), changesRequested()])
        .when(submit(1, 's2', theirs))
        .thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
    });
    it('another employer confirming', () => {
      spec.given([submitted()]).when(confirm(1, 'e2')).thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
    });
    it('a university that is not the student’s deciding', () => {
      for (const decision of ['approved', 'changes-requested'] as const) {
        spec
          .given([submitted(), confirmed()])
          .when(decide(decision, 'x', 1, 'u2'))
          .thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
      }
    });
    it('anyone but the student before the first submission', () => {
      spec.given([]).when(confirm(0)).thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
      spec
        .given([])
        .when(decide('approved', undefined, 0))
        .thenThrows(NotFoundError, APPROVAL_NOT_FOUND);
    });
  });

  describe('refuses a step in the wrong state as a 409', () => {
    it.each(['pending', 'reviewing', 'rejected', 'withdrawn'] as const)(
      'a submission on a %s application',
      (status) => {
        spec
          .given([])
          .when(submit(0, 's1', placement({}, status)))
          .thenThrows(ConflictError, /accepted/);
      },
    );
    it('a submission where the university required no approval, or the student has none', () => {
      spec
        .given([])
        .when(submit(0, 's1', placement({ isApprovalRequired: false })))
        .thenThrows(ConflictError, APPROVAL_NOT_REQUIRED);
      spec
        .given([])
        .when(submit(0, 's1', placement({ universityId: null })))
        .thenThrows(ConflictError, APPROVAL_NOT_REQUIRED);
    });
    it('a second submission before the university asked for changes', () => {
      spec
        .given([submitted()])
        .when(submit(1))
        .thenThrows(ConflictError, /waiting for the employer/);
      spec
        .given([submitted(), confirmed()])
        .when(submit(1))
        .thenThrows(ConflictError, /waiting for the university/);
      spec
        .given([submitted(), confirmed(), approved()])
        .when(submit(1))
        .thenThrows(ConflictError, /already approved/);
    });
    it('a confirmation of an agreement not waiting for one', () => {
      spec
        .given([submitted(), confirmed()])
        .when(confirm())
        .thenThrows(ConflictError, /waiting for the university/);
      spec
        .given([submitted(), confirmed(), changesRequested()])
        .when(confirm())
        .thenThrows(ConflictError, /asked for changes/);
    });
    it('a decision before the employer confirmed or after approval', () => {
      spec
        .given([submitted()])
        .when(decide('approved'))
        .thenThrows(ConflictError, /waiting for the employer/);
      spec
        .given([submitted(), confirmed(), approved()])
        .when(decide('approved'))
        .thenThrows(ConflictError, /already approved/);
    });
  });

  describe('refuses a stale step as a 409', () => {
    it('a submission, a confirmation or a decision naming another round', () => {
      spec.given([]).when(submit(1)).thenThrows(ConflictError, staleRoundMessage(0));
      const round1 = [submitted(), confirmed(), changesRequested()];
      spec.given(round1).when(submit(0)).thenThrows(ConflictError, staleRoundMessage(1));
      spec
        .given([...round1, submitted(2)])
        .when(confirm(1))
        .thenThrows(ConflictError, staleRoundMessage(2));
      spec
        .given([...round1, submitted(2), confirmed(2)])
        .when(decide('approved', undefined, 1))
        .thenThrows(ConflictError, staleRoundMessage(2));
    });
  });

  it('property: whatever is sent, rounds only grow by one a submission and approval is final', () => {
    const command = fc.oneof(
      fc.integer({ min: 0, max: 4 }).map((round) => submit(round)),
      fc.integer({ min: 0, max: 4 }).map((round) => confirm(round)),
      fc
        .tuple(fc.constantFrom('approved' as const, 'changes-requested' as const), fc.integer({ min: 0, max: 4 }))
        .map(([decision, round]) => decide(decision, 'Because', round)),
    );
    fc.assert(
      fc.property(fc.array(command, { size: 'max', maxLength: 40 }), (commands) => {
        const { events } = decideAll(placementApprovalDecider, commands);
        let round = 0;
        let isApproved = false;
        for (const event of events) {
          expect(isApproved).toBe(false);
          if (event.type === 'LearningAgreementSubmitted') round += 1;
          expect(event.data.round).toBe(round);
          if (event.type === 'PlacementApproved') isApproved = true;
        }
      }),
    );
  });
});

describe('approval setting decider', () => {
  const setting = deciderSpec(approvalSettingDecider);
  const change = (isRequired: boolean) => ({ type: 'ChangeApprovalSetting' as const, universityId: 'u1', isRequired });
  const changed = (isRequired: boolean) => ({
    type: 'PlacementApprovalSettingChanged' as const,
    data: { universityId: 'u1', isRequired },
  });

  it('is off by default, records a change and nothing when nothing changes', () => {
    setting.given([]).when(change(false)).then([]);
    setting
      .given([])
      .when(change(true))
      .then([changed(true)]);
    setting
      .given([changed(true)])
      .when(change(true))
      .then([]);
    setting
      .given([changed(true)])
      .when(change(false))
      .then([changed(false)]);
  });
});
