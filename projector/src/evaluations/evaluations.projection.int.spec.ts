import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { EvaluationContent } from '@stint/shared/evaluations/evaluations.events';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { userRegistered } from '../testing/placement-events';
import { evaluationsProjection } from './evaluations.projection';
import {
  adasPlacement,
  admin,
  backendIntern,
  employer,
  placementOf,
  ratings,
  reviewSubjectEvents,
} from '../testing/review-events';
import { evaluationStream } from '@stint/shared/evaluations/evaluations.streams';
import { topics } from '@stint/shared/live/topics';

const at = (minute: number) => `2027-04-15T10:${String(minute).padStart(2, '0')}:00.000Z`;

const attendance = { totalDays: 24, daysPresent: 23, punctuality: 'good' as const };
const written: EvaluationContent = {
  strengths: ['Writes clear tests', 'Asks good questions'],
  areasForImprovement: ['Estimating'],
  specificExamples: 'Found the invoice rounding bug',
  recommendations: ['Pair on the billing rewrite'],
  additionalComments: 'A pleasure to work with',
};
const erased: EvaluationContent = {
  strengths: [],
  areasForImprovement: [],
  specificExamples: '',
  recommendations: [],
  additionalComments: '',
};

/** The events of evaluations, what is written about the student sealed with their key by `cipher`. */
function evaluations(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  const subject = reviewSubjectEvents(cipher, at);
  return {
    ...subject,
    submitted: async (evaluationId: string, minute: number, studentId = 's1'): Promise<GivenEvent> => ({
      stream: evaluationStream(evaluationId),
      type: 'EvaluationSubmitted',
      metadata: { at: at(minute), actor: employer },
      data: {
        evaluationId,
        ...placementOf(studentId),
        evaluationDate: '2027-04-15',
        evaluationType: 'midterm',
        period: { startDate: '2027-03-01', endDate: '2027-04-15' },
        ratings,
        attendance,
        workQuality: 'excellent',
        wouldHire: true,
        wouldRecommend: false,
        content: await seal(studentId, written),
      },
    }),
    reviewed: (
      type: 'EvaluationReviewed' | 'EvaluationApproved',
      evaluationId: string,
      minute: number,
      comment?: string,
    ) => subject.step(evaluationStream(evaluationId), type, minute, admin, { evaluationId }, comment),
  };
}

/** Ada (`s1`) and Alan (`s2`) at `i1`, their evaluations `ev1` and `ev2` submitted at minutes 2 and 3. */
const twoSubmitted = async (given: ReturnType<typeof evaluations>) => [
  await given.registered('s1', 'student', 'Ada', 'Lovelace'),
  await given.registered('s2', 'student', 'Alan', 'Turing'),
  given.posted(),
  await given.submitted('ev1', 2),
  await given.submitted('ev2', 3, 's2'),
];

describe('evaluations projection', () => {
  it('builds a new evaluation with what was written opened, its intern and internship, its average rating and attendance, and who submitted it', async () => {
    const { given, project } = projectionSpec(evaluationsProjection, evaluations);
    const spec = await project([...(await given.adaAndErinsInternship()), await given.submitted('ev1', 2)]);
    const documents = await spec.documents();
    expect(documents).toEqual({
      evaluations: [
        {
          _id: 'ev1',
          type: 'midterm',
          period: { startDate: '2027-03-01', endDate: '2027-04-15' },
          ratings,
          ...written,
          attendance,
          workQuality: 'excellent',
          wouldHire: true,
          wouldRecommend: false,
          evaluationDate: '2027-04-15',
          student: { _id: 's1', name: 'Ada Lovelace', email: 's1@example.org' },
          internship: backendIntern,
          status: 'submitted',
          // 33 / 8 and 23 of 24 days, neither rounded.
          averageRating: 4.125,
          attendancePercentage: 95.83333333333334,
          statusHistory: [{ status: 'submitted', at: at(2), by: employer }],
          createdAt: at(2),
          updatedAt: at(2),
          ...adasPlacement,
        },
      ],
      // Only students are looked up; the employer is not.
      evaluation_students: [
        { _id: 's1', firstName: 'Ada', lastName: 'Lovelace', studentId: 'ST-1', email: 's1@example.org' },
      ],
      evaluation_internships: [{ _id: 'i1', title: 'Backend intern', company: 'Northwind', employerId: 'e1' }],
    });
    // The employer who wrote it and the admins hear of it; the student does not.
    expect(spec.notices).toEqual([
      {
        topic: topics.evaluations,
        rooms: ['admins', 'employer:e1', 'user:s1'],
        ids: ['ev1'],
        position: expect.any(String),
      },
    ]);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  it('adds a step with its comment for each review, and skips reviews of unknown evaluations', async () => {
    const { given, project } = projectionSpec(evaluationsProjection, evaluations);
    const spec = await project([
      ...(await twoSubmitted(given)),
      given.reviewed('EvaluationReviewed', 'ev1', 4, 'Checked against the logbook'),
      // Never submitted: skipped, not thrown on.
      given.reviewed('EvaluationReviewed', 'ev9', 5, 'Nope'),
      given.reviewed('EvaluationApproved', 'ev9', 6),
      given.reviewed('EvaluationApproved', 'ev1', 7),
      given.reviewed('EvaluationReviewed', 'ev2', 8),
    ]);
    const documents = await spec.documents();
    expect(documents.evaluations).toEqual([
      expect.objectContaining({
        _id: 'ev1',
        status: 'approved',
        statusHistory: [
          { status: 'submitted', at: at(2), by: employer },
          { status: 'reviewed', at: at(4), by: admin, comment: 'Checked against the logbook' },
          { status: 'approved', at: at(7), by: admin },
        ],
        averageRating: 4.125,
        attendancePercentage: 95.83333333333334,
        createdAt: at(2),
        updatedAt: at(7),
      }),
      expect.objectContaining({
        _id: 'ev2',
        status: 'reviewed',
        student: { _id: 's2', name: 'Alan Turing', email: 's2@example.org' },
        statusHistory: [
          { status: 'submitted', at: at(3), by: employer },
          { status: 'reviewed', at: at(8), by: admin },
        ],
        updatedAt: at(8),
      }),
    ]);

    expect(spec.notices.every((notice) => notice.topic === topics.evaluations)).toBe(true);
    expect([...new Set(spec.notices.flatMap((notice) => notice.rooms))].sort()).toEqual([
      'admins',
      'employer:e1',
      'user:s1',
      'user:s2',
    ]);
    expect([...new Set(spec.notices.flatMap((notice) => notice.ids))].sort()).toEqual(['ev1', 'ev2']);

    expect(await spec.replay()).toEqual(documents);
  });

  it("tells the student's university of each step, so its open page of the student shows the status live", async () => {
    const { cipher, given, project } = projectionSpec(evaluationsProjection, evaluations);
    const spec = await project([
      await userRegistered(sealWith(cipher), {
        userId: 's1',
        role: 'student',
        metadata: { at: at(0) },
        personal: { email: 's1@example.org', firstName: 'Ada', lastName: 'Lovelace', studentId: 'ST-1' },
        profile: { university: 'Uni', universityId: 'u1', program: 'CS', yearOfStudy: '3' },
      }),
      given.posted(),
      await given.submitted('ev1', 2),
      given.reviewed('EvaluationReviewed', 'ev1', 4),
      given.reviewed('EvaluationApproved', 'ev1', 5),
    ]);
    expect(spec.notices.length).toBeGreaterThan(0);
    for (const notice of spec.notices) {
      expect(notice).toMatchObject({ topic: topics.evaluations, ids: ['ev1'] });
      expect([...notice.rooms].sort()).toEqual(['admins', 'employer:e1', 'university:u1', 'user:s1']);
    }
  });

  it('copies a renamed internship and student into their evaluations, replays the same, and empties what was written about an erased student', async () => {
    const { cipher, given, project } = projectionSpec(evaluationsProjection, evaluations);
    const spec = await project([
      ...(await twoSubmitted(given)),
      given.reviewed('EvaluationReviewed', 'ev1', 4, 'Checked'),
      await given.studentRenamed(5),
      given.internshipRenamed(6),
    ]);
    const documents = await spec.documents();
    const renamed = { _id: 'i1', title: 'Platform intern', company: 'Northwind' };
    expect(documents.evaluation_students).toEqual([
      { _id: 's1', firstName: 'Augusta', lastName: 'Lovelace', studentId: 'ST-1', email: 's1@example.org' },
      { _id: 's2', firstName: 'Alan', lastName: 'Turing', studentId: 'ST-2', email: 's2@example.org' },
    ]);
    expect(documents.evaluation_internships).toEqual([{ ...renamed, employerId: 'e1' }]);
    expect(documents.evaluations).toEqual([
      expect.objectContaining({
        _id: 'ev1',
        ...written,
        status: 'reviewed',
        internship: renamed,
        student: { _id: 's1', name: 'Augusta Lovelace', email: 's1@example.org' },
        // Renames are not steps of the evaluation's history, nor changes of the evaluation.
        statusHistory: [
          { status: 'submitted', at: at(2), by: employer },
          { status: 'reviewed', at: at(4), by: admin, comment: 'Checked' },
        ],
        updatedAt: at(4),
      }),
      expect.objectContaining({
        _id: 'ev2',
        ...written,
        internship: renamed,
        student: { _id: 's2', name: 'Alan Turing', email: 's2@example.org' },
      }),
    ]);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);

    // Erasing Ada's key erases what was written about her and who she is; the ratings stay, and Alan's is untouched.
    await cipher.erase('s1');
    const rebuilt = await spec.replay();
    expect(rebuilt.evaluation_students).toEqual([
      { _id: 's1', firstName: 'Deleted user', lastName: '', studentId: '', email: '' },
      documents.evaluation_students![1],
    ]);
    expect(rebuilt.evaluations).toEqual([
      {
        ...documents.evaluations![0],
        ...erased,
        student: { _id: 's1', name: 'Deleted user', email: '' },
      },
      documents.evaluations![1],
    ]);
    expect(rebuilt.evaluations![0]).toMatchObject({ ratings, averageRating: 4.125, status: 'reviewed' });
  });
});
