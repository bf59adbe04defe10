import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../errors';
import { fold } from '../decider';
import { decideAll, deciderSpec } from '../testing/decider-spec';
import type { ApplicationStatus } from '../applications/applications.constants';
import { addDays } from '../placements/placements';
import { expectOptionalComment, testPlacement } from '../placements/review-item-decider-specs';
import type { EvaluationCommand, SubmitEvaluation } from './evaluations.commands';
import {
  attendancePercentage,
  averageRating,
  evaluationReviewDecisions,
  ratingKeys,
  type EvaluationReviewDecision,
  type EvaluationStatus,
} from './evaluations.constants';
import type { EvaluationEvent, EvaluationFacts, Ratings } from './evaluations.events';
import { evaluationDecider } from './evaluations.decider';
import { periodDays } from './evaluation-due';

const content = { $pii: 'v1' as const, p: 's1', iv: 'i', ct: 'c', tag: 't' };
const today = '2027-04-01';
const ratings = (rating = 4): Ratings => Object.fromEntries(ratingKeys.map((key) => [key, rating])) as Ratings;
const facts: EvaluationFacts = {
  evaluationType: 'midterm',
  period: { startDate: '2027-03-01', endDate: '2027-03-31' },
  ratings: ratings(),
  attendance: { totalDays: 20, daysPresent: 18, punctuality: 'good' },
  workQuality: 'excellent',
  wouldHire: true,
  wouldRecommend: false,
  content,
};
const submit = (change: Partial<SubmitEvaluation> = {}): SubmitEvaluation => ({
  type: 'SubmitEvaluation',
  evaluationId: 'v1',
  employerId: 'e1',
  placement: testPlacement(),
  today,
  ...facts,
  ...change,
});
const submitted: EvaluationEvent = {
  type: 'EvaluationSubmitted',
  data: {
    evaluationId: 'v1',
    employerId: 'e1',
    studentId: 's1',
    internshipId: 'i1',
    applicationId: 'a1',
    evaluationDate: today,
    ...facts,
  },
};
const review = (decision: EvaluationReviewDecision, comment?: string): EvaluationCommand => ({
  type: 'ReviewEvaluation',
  decision,
  ...(comment === undefined ? {} : { comment }),
});
const reviewed: EvaluationEvent = { type: 'EvaluationReviewed', data: { evaluationId: 'v1' } };
const approved: EvaluationEvent = { type: 'EvaluationApproved', data: { evaluationId: 'v1' } };

/** The event log that leaves the evaluation in each status it can have. */
const inStatus: Record<Exclude<EvaluationStatus, 'draft'>, EvaluationEvent[]> = {
  submitted: [submitted],
  reviewed: [submitted, reviewed],
  approved: [submitted, reviewed, approved],
};
const spec = deciderSpec(evaluationDecider);

/** The field errors a refused submission carries (the api shows them next to the fields). */
function fieldErrorsOf(command: SubmitEvaluation): FieldError[] | undefined {
  try {
    evaluationDecider.decide(command, evaluationDecider.initialState());
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return undefined;
}

describe('evaluation decider', () => {
  it("submits the employer's evaluation of an accepted intern, from the placement and the command", () => {
    spec.given([]).when(submit()).then([submitted]);
  });

  it("hides another employer's intern, whatever the application's status", () => {
    for (const applicationStatus of ['accepted', 'pending', 'withdrawn'] as const) {
      spec
        .given([])
        .when(submit({ employerId: 'e2', placement: testPlacement(applicationStatus) }))
        .thenThrows(NotFoundError, 'Application not found');
    }
  });

  it.each(['pending', 'reviewing', 'rejected', 'withdrawn'] as const)(
    'refuses to evaluate a %s applicant',
    (applicationStatus) => {
      spec
        .given([])
        .when(submit({ placement: testPlacement(applicationStatus) }))
        .thenThrows(ValidationError, 'Evaluations can be created only for accepted applicants');
    },
  );

  it('refuses a second evaluation of the intern for the same type and period, whatever the first became', () => {
    for (const events of Object.values(inStatus)) {
      spec
        .given(events)
        .when(submit())
        .thenThrows(ConflictError, 'This intern already has an evaluation of this type for this period');
    }
  });

  it('takes ratings that are whole numbers from 1 to 5, and refuses any other', () => {
    spec
      .given([])
      .when(submit({ ratings: ratings(1) }))
      .then([{ ...submitted, data: { ...submitted.data, ratings: ratings(1) } } as EvaluationEvent]);
    spec
      .given([])
      .when(submit({ ratings: ratings(5) }))
      .then([{ ...submitted, data: { ...submitted.data, ratings: ratings(5) } } as EvaluationEvent]);
    for (const key of ratingKeys) {
      for (const rating of [0, 6, 2.5, -1, Number.NaN]) {
        spec
          .given([])
          .when(submit({ ratings: { ...ratings(), [key]: rating } }))
          .thenThrows(ValidationError, 'Ratings must be whole numbers from 1 to 5');
      }
    }
    expect(fieldErrorsOf(submit({ ratings: { ...ratings(), teamwork: 0, initiative: 7 } }))).toEqual([
      { path: 'ratings.teamwork', message: 'Ratings must be whole numbers from 1 to 5' },
      { path: 'ratings.initiative', message: 'Ratings must be whole numbers from 1 to 5' },
    ]);
  });

  it('needs at least one day, never more days present than days in all', () => {
    const attendance = (totalDays: number, daysPresent: number) => ({
      totalDays,
      daysPresent,
      punctuality: 'good' as const,
    });
    spec
      .given([])
      .when(submit({ attendance: attendance(1, 1) }))
      .then([{ ...submitted, data: { ...submitted.data, attendance: attendance(1, 1) } } as EvaluationEvent]);
    spec
      .given([])
      .when(submit({ attendance: attendance(20, 0) }))
      .then([{ ...submitted, data: { ...submitted.data, attendance: attendance(20, 0) } } as EvaluationEvent]);
    for (const totalDays of [0, -3, 1.5]) {
      spec
        .given([])
        .when(submit({ attendance: attendance(totalDays, 0) }))
        .thenThrows(ValidationError, 'Total days must be at least 1');
    }
    for (const daysPresent of [-1, 0.5]) {
      spec
        .given([])
        .when(submit({ attendance: attendance(20, daysPresent) }))
        .thenThrows(ValidationError, 'Days present cannot be negative');
    }
    spec
      .given([])
      .when(submit({ attendance: attendance(20, 21) }))
      .thenThrows(ValidationError, 'Days present cannot exceed total days');
    expect(fieldErrorsOf(submit({ attendance: attendance(20, 21) }))).toEqual([
      { path: 'attendance.daysPresent', message: 'Days present cannot exceed total days' },
    ]);
  });

  it('takes a period of one day, and refuses one that ends before it starts', () => {
    const period = { startDate: '2027-03-31', endDate: '2027-03-31' };
    const attendance = { totalDays: 1, daysPresent: 1, punctuality: 'good' as const };
    spec
      .given([])
      .when(submit({ period, attendance }))
      .then([{ ...submitted, data: { ...submitted.data, period, attendance } } as EvaluationEvent]);
    spec
      .given([])
      .when(submit({ period: { startDate: '2027-03-31', endDate: '2027-03-30' } }))
      .thenThrows(ValidationError, 'The period must end on or after its start date');
  });

  it('never counts more days in all than the period spans', () => {
    const attendance = (totalDays: number) => ({ totalDays, daysPresent: 1, punctuality: 'good' as const });
    // March 2027 has 31 days.
    spec
      .given([])
      .when(submit({ attendance: attendance(31) }))
      .then([{ ...submitted, data: { ...submitted.data, attendance: attendance(31) } } as EvaluationEvent]);
    spec
      .given([])
      .when(submit({ attendance: attendance(32) }))
      .thenThrows(ValidationError, 'Total days cannot exceed the 31 days of the period');
    const oneDay = { startDate: '2027-03-31', endDate: '2027-03-31' };
    expect(fieldErrorsOf(submit({ period: oneDay, attendance: attendance(2) }))).toEqual([
      { path: 'attendance.totalDays', message: 'Total days cannot exceed the one day of the period' },
    ]);
  });

  it('reports every broken number at once, the first one as the message', () => {
    const command = submit({
      ratings: { ...ratings(), overallPerformance: 9 },
      attendance: { totalDays: 0, daysPresent: -1, punctuality: 'good' },
      period: { startDate: '2027-03-31', endDate: '2027-03-01' },
    });
    spec.given([]).when(command).thenThrows(ValidationError, 'Ratings must be whole numbers from 1 to 5');
    expect(fieldErrorsOf(command)).toEqual([
      { path: 'ratings.overallPerformance', message: 'Ratings must be whole numbers from 1 to 5' },
      { path: 'attendance.totalDays', message: 'Total days must be at least 1' },
      { path: 'attendance.daysPresent', message: 'Days present cannot be negative' },
      { path: 'period.endDate', message: 'The period must end on or after its start date' },
    ]);
  });

  it('is reviewed once submitted, then approved once reviewed, with optional comments', () => {
    expectOptionalComment(evaluationDecider, inStatus.submitted, (comment) => review('reviewed', comment), reviewed);
    expectOptionalComment(evaluationDecider, inStatus.reviewed, (comment) => review('approved', comment), approved);
  });

  it('refuses every other review step', () => {
    const refused: [status: keyof typeof inStatus, decision: EvaluationReviewDecision, message: string][] = [
      ['submitted', 'approved', 'This evaluation is submitted; only a reviewed evaluation can be approved'],
      ['reviewed', 'reviewed', 'This evaluation is reviewed; only a submitted evaluation can be reviewed'],
      ['approved', 'reviewed', 'This evaluation is approved; only a submitted evaluation can be reviewed'],
      ['approved', 'approved', 'This evaluation is approved; only a reviewed evaluation can be approved'],
    ];
    for (const [status, decision, message] of refused) {
      spec.given(inStatus[status]).when(review(decision)).thenThrows(ConflictError, message);
    }
    for (const decision of evaluationReviewDecisions) {
      spec.given([]).when(review(decision)).thenThrows(NotFoundError, 'Evaluation not found');
    }
  });

  it('averages the eight ratings and gives attendance in percent, unrounded', () => {
    expect(averageRating(ratings(4))).toBe(4);
    expect(averageRating({ ...ratings(3), teamwork: 5, initiative: 2 })).toBe(3.125);
    expect(attendancePercentage({ totalDays: 20, daysPresent: 18 })).toBe(90);
    expect(attendancePercentage({ totalDays: 3, daysPresent: 1 })).toBeCloseTo(33.333, 3);
    expect(attendancePercentage({ totalDays: 0, daysPresent: 0 })).toBe(0);
  });

  it('never records an impossible evaluation or review, whatever the commands and whoever sends them', () => {
    // Mostly a valid submission with one thing sometimes wrong, so that sequences get past the first one.
    const often = <T, U>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: broken, weight: 1 });
    const rating = often(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, -1, 2.5));
    const attendance = often(fc.integer({ min: 1, max: 25 }), fc.constantFrom(0, -1)).chain((totalDays) =>
      often(fc.integer({ min: 0, max: Math.max(0, totalDays) }), fc.constantFrom(-1, totalDays + 1, 0.5)).map(
        (daysPresent) => ({ totalDays, daysPresent, punctuality: 'good' as const }),
      ),
    );
    const period = fc
      .record({
        start: fc.integer({ min: 0, max: 40 }),
        length: often(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -5, max: -1 })),
      })
      .map(({ start, length }) => ({
        startDate: addDays('2027-03-01', start),
        endDate: addDays('2027-03-01', start + length),
      }));
    const submitCommand = fc
      .record({
        employerId: often(fc.constant('e1'), fc.constant('e2')),
        applicationStatus: often(
          fc.constant<ApplicationStatus>('accepted'),
          fc.constantFrom<ApplicationStatus>('pending', 'reviewing', 'rejected', 'withdrawn'),
        ),
        ratings: fc.record(
          Object.fromEntries(ratingKeys.map((key) => [key, rating])) as Record<keyof Ratings, fc.Arbitrary<number>>,
        ),
        attendance,
        period,
      })
      .map(({ employerId, applicationStatus, ratings, attendance, period }): EvaluationCommand =>
        submit({ employerId, placement: testPlacement(applicationStatus), ratings, attendance, period }),
      );
    const reviewCommand = fc
      .record({
        decision: fc.constantFrom(...evaluationReviewDecisions),
        comment: fc.option(fc.constantFrom('', '  ', 'Looks right'), { nil: undefined }),
      })
      .map(({ decision, comment }) => review(decision, comment));
    let approvals = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof(submitCommand, reviewCommand), { minLength: 1, maxLength: 20, size: 'max' }),
        (commands) => {
          const { events, decided } = decideAll(evaluationDecider, commands);
          // submitted → reviewed → approved, each at most once and in that order.
          expect(['EvaluationSubmitted', 'EvaluationReviewed', 'EvaluationApproved'].slice(0, events.length)).toEqual(
            events.map((event) => event.type),
          );
          for (const { command, event } of decided) {
            if (event.type !== 'EvaluationSubmitted') continue;
            expect(command.type).toBe('SubmitEvaluation');
            if (command.type !== 'SubmitEvaluation') return;
            expect(command.placement.applicationStatus).toBe('accepted');
            expect(command.employerId).toBe(command.placement.employerId);
            const { ratings, attendance, period } = event.data;
            for (const key of ratingKeys) {
              expect(Number.isInteger(ratings[key]) && ratings[key] >= 1 && ratings[key] <= 5).toBe(true);
            }
            expect(attendance.totalDays).toBeGreaterThanOrEqual(1);
            expect(attendance.daysPresent).toBeGreaterThanOrEqual(0);
            expect(attendance.daysPresent).toBeLessThanOrEqual(attendance.totalDays);
            expect(period.endDate >= period.startDate).toBe(true);
            expect(attendance.totalDays).toBeLessThanOrEqual(periodDays(period));
            expect(averageRating(ratings)).toBeGreaterThanOrEqual(1);
            expect(averageRating(ratings)).toBeLessThanOrEqual(5);
            expect(attendancePercentage(attendance)).toBeLessThanOrEqual(100);
          }
          if (events.some((event) => event.type === 'EvaluationApproved')) approvals += 1;
          const status = fold(evaluationDecider, events).status;
          expect(status).toBe(['none', 'submitted', 'reviewed', 'approved'][events.length]);
        },
      ),
      { numRuns: 300 },
    );
    // The property is only worth something if some sequences get all the way.
    expect(approvals).toBeGreaterThan(0);
  });
});
