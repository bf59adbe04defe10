import { describe, expect, it } from 'vitest';
import { approvalSettingsStream, placementApprovalStream } from '@stint/shared/approvals/approvals.streams';
import { topics } from '@stint/shared/live/topics';
import type { PlacementApprovalDocument } from '@stint/shared/approvals/approvals.read-models';
import { at, placementEvents, userRegistered } from '../testing/placement-events';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { placementApprovalsProjection } from './placement-approvals.projection';

const spec = projectionSpec(placementApprovalsProjection, placementEvents);
const the = spec.given;

const agreement = {
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  supervisorName: 'Grace Hopper',
  supervisorEmail: 'grace@northwind.example',
  learningGoals: 'Ship a feature end to end',
};
const event = (stream: string, type: string, minute: number, data: Record<string, unknown>): GivenEvent => ({
  stream,
  type,
  metadata: { at: at(minute), actor: null },
  data,
});
const setting = (universityId: string, isRequired: boolean, minute: number) =>
  event(approvalSettingsStream(universityId), 'PlacementApprovalSettingChanged', minute, { universityId, isRequired });
const student = (userId: string, universityId: string | null) =>
  userRegistered(spec.seal, {
    userId,
    role: 'student',
    metadata: { at: at(0), actor: null },
    personal: {
      email: `${userId}@example.org`,
      firstName: userId,
      lastName: 'Tester',
      phone: '1',
      studentId: `ST-${userId}`,
    },
    profile: { university: 'Uni', ...(universityId ? { universityId } : {}) },
  });
const accepted = (studentId: string, minute: number) =>
  the.decided(
    { applicationId: `a-${studentId}`, studentId, internshipId: 'i1', employerId: 'e1' },
    'pending',
    'accepted',
    minute,
  );
const step = (studentId: string, type: string, minute: number, data: Record<string, unknown>) =>
  event(placementApprovalStream(`a-${studentId}`), type, minute, { applicationId: `a-${studentId}`, ...data });
const submitted = async (studentId: string, round: number, minute: number, goals = agreement.learningGoals) =>
  step(studentId, 'LearningAgreementSubmitted', minute, {
    round,
    internshipId: 'i1',
    studentId,
    employerId: 'e1',
    universityId: 'u1',
    agreement: await spec.seal(studentId, { ...agreement, learningGoals: goals }),
  });

describe('placement approvals projection', () => {
  it('opens an approval only for placements accepted while their university required it, and keeps every round', async () => {
    const { documents, replay, notices } = await spec.project([
      await the.registered('e1', 'employer', 'North', 'Wind'),
      the.posted('i1', 'e1', 1, 'Platform intern'),
      await student('ada', 'u1'),
      await student('alan', 'u1'),
      await student('grace', 'u2'),
      await student('hedy', null),
      accepted('alan', 2),
      setting('u1', true, 3),
      accepted('ada', 4),
      accepted('grace', 5),
      accepted('hedy', 6),
      await submitted('ada', 1, 7),
      step('ada', 'LearningAgreementConfirmed', 8, { round: 1 }),
      step('ada', 'LearningAgreementChangesRequested', 9, { round: 1, comment: 'Add a second goal' }),
      await submitted('ada', 2, 10, 'Two goals'),
      step('ada', 'LearningAgreementConfirmed', 11, { round: 2 }),
      step('ada', 'PlacementApproved', 12, { round: 2 }),
      // Turning it off later leaves the approval as it was.
      setting('u1', false, 13),
    ]);
    const docs = (await documents()).placement_approvals as PlacementApprovalDocument[];
    expect(docs.map((doc) => doc._id)).toEqual(['a-ada']);
    expect(docs[0]).toMatchObject({
      status: 'approved',
      round: 2,
      universityId: 'u1',
      employerId: 'e1',
      studentId: 'ada',
      internship: { _id: 'i1', title: 'Platform intern', company: 'Northwind' },
      student: { firstName: 'ada', lastName: 'Tester', studentId: 'ST-ada' },
      agreement: { ...agreement, learningGoals: 'Two goals' },
      acceptedAt: at(4),
      updatedAt: at(12),
      rounds: [
        {
          round: 1,
          agreement,
          submittedAt: at(7),
          confirmedAt: at(8),
          decision: { status: 'changes-requested', at: at(9), comment: 'Add a second goal' },
        },
        {
          round: 2,
          submittedAt: at(10),
          confirmedAt: at(11),
          decision: { status: 'approved', at: at(12) },
        },
      ],
    });
    expect(notices.filter((notice) => notice.topic === topics.approvals).at(-1)).toMatchObject({
      rooms: expect.arrayContaining(['user:ada', 'employer:e1', 'university:u1']),
      ids: ['a-ada'],
    });
    expect(await replay()).toEqual(await documents());
    expect(await replay()).toEqual(await documents());
  });

  it('skips a step for a round it does not have, and blanks an erased student’s agreements', async () => {
    const { documents, replay } = await spec.project([
      await the.registered('e1', 'employer', 'North', 'Wind'),
      the.posted('i1', 'e1', 1),
      await student('ada', 'u1'),
      setting('u1', true, 2),
      accepted('ada', 3),
      step('ada', 'LearningAgreementConfirmed', 4, { round: 1 }),
      await submitted('ada', 1, 5),
      step('ada', 'PlacementApproved', 6, { round: 7 }),
      step('ada', 'LearningAgreementConfirmed', 7, { round: 'not a round' }),
      the.accountDeleted('ada', 'student', 8),
    ]);
    const [doc] = (await documents()).placement_approvals as PlacementApprovalDocument[];
    expect(doc).toMatchObject({
      status: 'submitted',
      round: 1,
      agreement: { learningGoals: '', supervisorName: '' },
      rounds: [{ round: 1, confirmedAt: null, decision: null, agreement: { learningGoals: '' } }],
    });
    const documentsNow = await documents();
    await spec.cipher.erase('ada');
    expect(await replay()).toEqual(documentsNow);
  });

  it('drops the approval of a placement its student withdraws from, wherever it stood, and tells all three', async () => {
    const { documents, notices, replay } = await spec.project([
      await the.registered('e1', 'employer', 'North', 'Wind'),
      the.posted('i1', 'e1', 1),
      await student('mae', 'u1'),
      await student('kim', 'u1'),
      setting('u1', true, 2),
      accepted('mae', 3),
      accepted('kim', 4),
      await submitted('mae', 1, 5),
      step('mae', 'LearningAgreementConfirmed', 6, { round: 1 }),
      the.decided(
        { applicationId: 'a-mae', studentId: 'mae', internshipId: 'i1', employerId: 'e1' },
        'accepted',
        'withdrawn',
        7,
      ),
    ]);
    const docs = (await documents()).placement_approvals as PlacementApprovalDocument[];
    expect(docs.map((doc) => doc._id)).toEqual(['a-kim']);
    expect(notices.at(-1)).toMatchObject({
      topic: topics.approvals,
      rooms: ['employer:e1', 'university:u1', 'user:mae'],
      ids: ['a-mae'],
    });
    expect(await replay()).toEqual(await documents());
  });
});
