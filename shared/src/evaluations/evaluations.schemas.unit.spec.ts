import { describe, expect, it } from 'vitest';
import { ratingKeys } from './evaluations.constants';
import { createEvaluationBodySchema } from './evaluations.schemas';

const body = {
  student: 's1',
  internship: 'i1',
  type: 'midterm',
  period: { startDate: '2027-03-01', endDate: '2027-03-31' },
  strengths: ['Thorough'],
  areasForImprovement: ['Estimates'],
  specificExamples: 'Rewrote the importer',
  recommendations: ['Pair more'],
  attendance: { totalDays: 20, daysPresent: 18, punctuality: 'good' },
  workQuality: 'excellent',
  wouldHire: true,
  wouldRecommend: true,
};
const allRatings = (rating: number) => Object.fromEntries(ratingKeys.map((key) => [key, rating]));
const ratingMessage = 'Ratings must be whole numbers from 1 to 5';

/** Each refused field with its message, as the form shows them. */
function issuesOf(input: unknown) {
  const result = createEvaluationBodySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('evaluation body', () => {
  it('rates 3 on every count unless told otherwise, and leaves additional comments empty', () => {
    expect(createEvaluationBodySchema.parse(body)).toEqual({ ...body, ratings: allRatings(3), additionalComments: '' });
    expect(createEvaluationBodySchema.parse({ ...body, ratings: { teamwork: 5, initiative: '1' } }).ratings).toEqual({
      ...allRatings(3),
      teamwork: 5,
      initiative: 1,
    });
  });

  it('takes whole ratings from 1 to 5 and refuses any other', () => {
    expect(createEvaluationBodySchema.parse({ ...body, ratings: allRatings(1) }).ratings).toEqual(allRatings(1));
    expect(createEvaluationBodySchema.parse({ ...body, ratings: allRatings(5) }).ratings).toEqual(allRatings(5));
    for (const rating of [0, 6, 2.5, -1, 'five']) {
      for (const key of ratingKeys) {
        expect(issuesOf({ ...body, ratings: { [key]: rating } })).toEqual([
          { path: `ratings.${key}`, message: ratingMessage },
        ]);
      }
    }
  });

  it('never takes more days present than days in all', () => {
    expect(
      createEvaluationBodySchema.parse({ ...body, attendance: { totalDays: 20, daysPresent: 20, punctuality: 'good' } })
        .attendance,
    ).toEqual({ totalDays: 20, daysPresent: 20, punctuality: 'good' });
    expect(issuesOf({ ...body, attendance: { totalDays: 20, daysPresent: 21, punctuality: 'good' } })).toEqual([
      { path: 'attendance.daysPresent', message: 'Days present cannot exceed total days' },
    ]);
    expect(issuesOf({ ...body, attendance: { totalDays: 0, daysPresent: 0, punctuality: 'good' } })).toEqual([
      { path: 'attendance.totalDays', message: 'Total days must be at least 1' },
    ]);
    expect(issuesOf({ ...body, attendance: { totalDays: 20, daysPresent: -1, punctuality: 'good' } })).toEqual([
      { path: 'attendance.daysPresent', message: 'Days present cannot be negative' },
    ]);
  });

  it('never takes more days in all than the period spans', () => {
    const attendance = (totalDays: number) => ({ totalDays, daysPresent: 0, punctuality: 'good' });
    expect(createEvaluationBodySchema.parse({ ...body, attendance: attendance(31) }).attendance.totalDays).toBe(31);
    expect(issuesOf({ ...body, attendance: attendance(32) })).toEqual([
      { path: 'attendance.totalDays', message: 'Total days cannot exceed the 31 days of the period' },
    ]);
  });

  it('names a broken count or period along with every other problem, not once they are mended', () => {
    const { specificExamples: _omitted, ...withoutExamples } = body;
    expect(
      issuesOf({
        ...withoutExamples,
        strengths: [],
        period: { startDate: '2027-03-31', endDate: '2027-03-30' },
        attendance: { totalDays: 20, daysPresent: 21, punctuality: 'good' },
      }),
    ).toEqual([
      { path: 'strengths', message: 'Add at least one strength' },
      { path: 'specificExamples', message: 'Specific examples are required' },
      { path: 'attendance.daysPresent', message: 'Days present cannot exceed total days' },
      { path: 'period.endDate', message: 'The period must end on or after its start date' },
    ]);
    expect(issuesOf({ ...body, wouldHire: 'maybe', attendance: { totalDays: 40, daysPresent: '' } })).toEqual([
      { path: 'attendance.daysPresent', message: 'Days present is required' },
      { path: 'attendance.punctuality', message: 'Punctuality is required' },
      { path: 'wouldHire', message: 'Would hire is required' },
      { path: 'attendance.totalDays', message: 'Total days cannot exceed the 31 days of the period' },
    ]);
    // Not a body at all: one problem, and no check across its fields.
    expect(issuesOf('evaluation')).toHaveLength(1);
    expect(issuesOf({ ...body, period: 'March', attendance: null })).toEqual([
      { path: 'period', message: 'Period start date is required' },
      { path: 'attendance', message: 'Total days is required' },
    ]);
  });

  it('refuses a period that ends before it starts', () => {
    expect(issuesOf({ ...body, period: { startDate: '2027-03-31', endDate: '2027-03-30' } })).toEqual([
      { path: 'period.endDate', message: 'The period must end on or after its start date' },
    ]);
    const oneDay = { startDate: '2027-03-31', endDate: '2027-03-31' };
    const attendance = { totalDays: 1, daysPresent: 1, punctuality: 'good' };
    expect(createEvaluationBodySchema.parse({ ...body, period: oneDay, attendance }).period).toEqual(oneDay);
  });

  it.each([
    ['strengths', 'Add at least one strength'],
    ['areasForImprovement', 'Add at least one area for improvement'],
    ['recommendations', 'Add at least one recommendation'],
  ] as const)('needs at least one %s item that is not blank, and drops the blank ones', (field, message) => {
    for (const items of [undefined, [], ['', '   ']]) {
      expect(issuesOf({ ...body, [field]: items })).toEqual([{ path: field, message }]);
    }
    expect(createEvaluationBodySchema.parse({ ...body, [field]: [' ', ' One ', ''] })[field]).toEqual(['One']);
  });

  it('keeps additional comments when given, trimmed', () => {
    expect(createEvaluationBodySchema.parse({ ...body, additionalComments: '  Keep her  ' }).additionalComments).toBe(
      'Keep her',
    );
  });

  it('says which field is missing, each with its own message', () => {
    expect(issuesOf({})).toEqual([
      { path: 'student', message: 'Please choose an accepted intern' },
      { path: 'internship', message: 'Please choose an accepted intern' },
      { path: 'type', message: 'Evaluation type is required' },
      { path: 'period', message: 'Period start date is required' },
      { path: 'strengths', message: 'Add at least one strength' },
      { path: 'areasForImprovement', message: 'Add at least one area for improvement' },
      { path: 'specificExamples', message: 'Specific examples are required' },
      { path: 'recommendations', message: 'Add at least one recommendation' },
      { path: 'attendance', message: 'Total days is required' },
      { path: 'workQuality', message: 'Work quality is required' },
      { path: 'wouldHire', message: 'Would hire is required' },
      { path: 'wouldRecommend', message: 'Would recommend is required' },
    ]);
  });
});
