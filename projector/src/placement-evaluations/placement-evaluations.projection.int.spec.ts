import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { topics } from '@stint/shared/live/topics';
import type { PlacementRatings } from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import { placementEvaluationStream } from '@stint/shared/placement-evaluations/placement-evaluations.streams';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { backendIntern, placementOf, reviewSubjectEvents, student } from '../testing/review-events';
import { placementEvaluationsProjection } from './placement-evaluations.projection';

const at = (minute: number) => `2027-07-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const rated = (learning: number, overall = learning): PlacementRatings => ({
  learning,
  supervision: 4,
  workload: 3,
  environment: 5,
  overall,
});

function events(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  return {
    ...reviewSubjectEvents(cipher, at),
    evaluated: async (studentId: string, minute: number, ratings: PlacementRatings): Promise<GivenEvent> => ({
      stream: placementEvaluationStream(`a-${studentId}`),
      type: 'PlacementEvaluated',
      metadata: { at: at(minute), actor: { ...student, id: studentId } },
      data: {
        ...placementOf(studentId),
        ratings,
        comment: await seal(studentId, `Comment by ${studentId}`),
        evaluatedOn: '2027-07-01',
      },
    }),
    erased: (studentId: string): GivenEvent => ({
      stream: userStream(studentId),
      type: 'AccountDeleted',
      data: { userId: studentId, role: 'student' },
      metadata: { at: at(30) },
    }),
  };
}

type Given = ReturnType<typeof events>;
const threeEvaluated = async (given: Given) => [
  await given.registered('s1', 'student', 'Ada', 'Lovelace'),
  await given.registered('s2', 'student', 'Alan', 'Turing'),
  await given.registered('s3', 'student', 'Grace', 'Hopper'),
  given.posted(),
  await given.evaluated('s1', 2, rated(5)),
  await given.evaluated('s2', 3, rated(2, 4)),
  await given.evaluated('s3', 4, rated(2, 1)),
];

describe('placement evaluations projection', () => {
  it('keeps each evaluation with its comment opened, and the employer’s running sums; replays the same', async () => {
    const { given, project } = projectionSpec(placementEvaluationsProjection, events);
    const spec = await project(await threeEvaluated(given));
    const documents = await spec.documents();
    expect(documents.placement_evaluations).toEqual([
      {
        _id: 'a-s1',
        applicationId: 'a-s1',
        studentId: 's1',
        employerId: 'e1',
        internshipId: 'i1',
        internship: backendIntern,
        ratings: rated(5),
        // (5 + 4 + 3 + 5 + 5) / 5
        average: 4.4,
        comment: 'Comment by s1',
        evaluatedOn: '2027-07-01',
        createdAt: at(2),
      },
      expect.objectContaining({ _id: 'a-s2', comment: 'Comment by s2', average: 3.6 }),
      expect.objectContaining({ _id: 'a-s3', comment: 'Comment by s3', average: 3 }),
    ]);
    expect(documents.employer_placement_ratings).toEqual([
      {
        _id: 'e1',
        employerId: 'e1',
        company: 'Northwind',
        count: 3,
        sums: { learning: 9, supervision: 12, workload: 9, environment: 15, overall: 10 },
      },
    ]);
    expect(spec.notices[0]).toEqual({
      topic: topics.placementEvaluations,
      rooms: ['admins', 'employer:e1', 'user:s1'],
      ids: ['a-s1'],
      position: expect.any(String),
    });
    expect(await spec.replay()).toEqual(documents);
  });

  it('deletes an erased student’s evaluation and comment but keeps their ratings in the employer’s sums, live and on a rebuild', async () => {
    const { cipher, given, project } = projectionSpec(placementEvaluationsProjection, events);
    const spec = await project([...(await threeEvaluated(given)), given.erased('s1')]);
    const documents = await spec.documents();
    expect(documents.placement_evaluations!.map((doc) => doc._id)).toEqual(['a-s2', 'a-s3']);
    expect(JSON.stringify(documents)).not.toContain('Comment by s1');
    expect(documents.employer_placement_ratings).toEqual([
      expect.objectContaining({
        count: 3,
        sums: { learning: 9, supervision: 12, workload: 9, environment: 15, overall: 10 },
      }),
    ]);

    // The key goes right after the deletion; a rebuild then opens nothing of hers and gives the same documents.
    await cipher.erase('s1');
    expect(await spec.replay()).toEqual(documents);
  });
});
