import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { PLACEMENT_NOT_APPROVED } from '../approvals/approvals.constants';
import { testPlacement } from '../placements/review-item-decider-specs';
import type { EvaluatePlacement } from './placement-evaluations.commands';
import {
  addRatings,
  averagesOf,
  emptySums,
  placementRatingKeys,
  type PlacementRatings,
} from './placement-evaluations.constants';
import type { PlacementEvaluationEvent } from './placement-evaluations.events';
import { placementEvaluationDecider } from './placement-evaluations.decider';

const comment = { $pii: 'v1' as const, p: 's1', iv: 'i', ct: 'c', tag: 't' };
const ratings = (rating = 4): PlacementRatings =>
  Object.fromEntries(placementRatingKeys.map((key) => [key, rating])) as PlacementRatings;
const evaluate = (change: Partial<EvaluatePlacement> = {}): EvaluatePlacement => ({
  type: 'EvaluatePlacement',
  studentId: 's1',
  placement: testPlacement(),
  endDate: '2027-06-30',
  today: '2027-06-30T09:00:00.000Z',
  ratings: ratings(),
  comment,
  ...change,
});
const evaluated: PlacementEvaluationEvent = {
  type: 'PlacementEvaluated',
  data: {
    applicationId: 'a1',
    internshipId: 'i1',
    employerId: 'e1',
    studentId: 's1',
    ratings: ratings(),
    comment,
    evaluatedOn: '2027-06-30',
  },
};
const spec = deciderSpec(placementEvaluationDecider);

describe('placement evaluation decider', () => {
  it('records the student’s evaluation on the end date and after it, dated by the command', () => {
    spec.given([]).when(evaluate()).then([evaluated]);
    spec
      .given([])
      .when(evaluate({ today: '2027-09-01T00:00:00.000Z' }))
      .then([{ ...evaluated, data: { ...evaluated.data, evaluatedOn: '2027-09-01' } }]);
  });

  it('refuses before the end date, saying from when', () => {
    spec
      .given([])
      .when(evaluate({ today: '2027-06-29T23:59:59.000Z' }))
      .thenThrows(ConflictError, 'You can evaluate this placement from its end date (2027-06-30) on');
  });

  it('refuses a second evaluation of the same placement', () => {
    spec.given([evaluated]).when(evaluate()).thenThrows(ConflictError, 'You have already evaluated this placement');
  });

  it('hides another student’s placement and an application that never became a placement', () => {
    spec
      .given([])
      .when(evaluate({ studentId: 's2' }))
      .thenThrows(NotFoundError, 'Placement not found');
    for (const status of ['pending', 'reviewing', 'rejected', 'withdrawn'] as const) {
      spec
        .given([])
        .when(evaluate({ placement: testPlacement(status) }))
        .thenThrows(NotFoundError, 'Placement not found');
    }
  });

  it('waits for the university’s approval where it is required', () => {
    spec
      .given([])
      .when(evaluate({ placement: testPlacement('accepted', 'pending') }))
      .thenThrows(ConflictError, PLACEMENT_NOT_APPROVED);
    spec
      .given([])
      .when(evaluate({ placement: testPlacement('accepted', 'approved') }))
      .then([evaluated]);
  });

  it('takes ratings that are whole numbers from 1 to 5 and refuses any other, naming the field', () => {
    for (const key of placementRatingKeys) {
      for (const rating of [0, 6, 2.5, -1, Number.NaN]) {
        spec
          .given([])
          .when(evaluate({ ratings: { ...ratings(), [key]: rating } }))
          .thenThrows(ValidationError, 'Ratings must be whole numbers from 1 to 5');
        try {
          placementEvaluationDecider.decide(
            evaluate({ ratings: { ...ratings(), [key]: rating } }),
            placementEvaluationDecider.initialState(),
          );
        } catch (error) {
          expect((error as ValidationError).errors).toEqual([
            { path: `ratings.${key}`, message: 'Ratings must be whole numbers from 1 to 5' },
          ]);
        }
      }
    }
  });
});

describe('an employer’s running averages', () => {
  it('equal the mean of each rating over any evaluations, and stay within 1 to 5', () => {
    const ratingsArbitrary = fc.record(
      Object.fromEntries(placementRatingKeys.map((key) => [key, fc.integer({ min: 1, max: 5 })])) as Record<
        keyof PlacementRatings,
        fc.Arbitrary<number>
      >,
    );
    fc.assert(
      fc.property(fc.array(ratingsArbitrary, { minLength: 1, maxLength: 300, size: 'max' }), (all) => {
        const total = all.reduce(addRatings, emptySums());
        const averages = averagesOf(total);
        expect(total.count).toBe(all.length);
        for (const key of placementRatingKeys) {
          const mean = all.reduce((sum, one) => sum + one[key], 0) / all.length;
          expect(averages[key]).toBeCloseTo(mean, 10);
          expect(averages[key]).toBeGreaterThanOrEqual(1);
          expect(averages[key]).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});
