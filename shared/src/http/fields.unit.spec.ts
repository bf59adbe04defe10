import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { learningAgreementBodySchema } from '../approvals/approvals.schemas';
import { createInternshipBodySchema, updateInternshipBodySchema } from '../internships/internships.schemas';
import { wholeNumber } from './fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('wholeNumber', () => {
  const weeks = wholeNumber('Week number', 1, 104);
  const days = wholeNumber('Days present', 0, 1000);

  it('reads a whole number from a form value, within its range', () => {
    expect(weeks.parse('3')).toBe(3);
    expect(weeks.parse(104)).toBe(104);
    expect(days.parse('0')).toBe(0);
  });

  it('treats blank and null as missing, never as 0', () => {
    expect(messagesOf(weeks.safeParse(''))).toEqual(['Week number is required']);
    expect(messagesOf(days.safeParse(null))).toEqual(['Days present is required']);
  });

  it('names the field in each refusal, and says "cannot be negative" when the least is 0', () => {
    expect(messagesOf(weeks.safeParse('2.5'))).toEqual(['Week number must be a whole number']);
    expect(messagesOf(weeks.safeParse('0'))).toEqual(['Week number must be at least 1']);
    expect(messagesOf(weeks.safeParse('105'))).toEqual(['Week number must be at most 104']);
    expect(messagesOf(days.safeParse('-1'))).toEqual(['Days present cannot be negative']);
  });
});

describe('a check across fields', () => {
  const issuesOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  const laterEnd = ['endDate', 'End date must be on or after the start date'];
  const backwards = { startDate: '2027-03-31', endDate: '2027-03-01' };

  it('is named along with the other problems of an internship or a learning agreement, not once they are mended', () => {
    const internship = {
      company: 'Northwind',
      description: 'Build things',
      location: 'Lisbon',
      applicationDeadline: '2027-02-01',
      ...backwards,
    };
    expect(issuesOf(createInternshipBodySchema, internship)).toEqual([['title', 'Title is required'], laterEnd]);
    expect(issuesOf(updateInternshipBodySchema, internship)).toEqual([['title', 'Title is required'], laterEnd]);
    const agreement = { round: 0, supervisorName: 'Ana', supervisorEmail: 'ana@example.org', ...backwards };
    expect(issuesOf(learningAgreementBodySchema, agreement)).toEqual([
      ['learningGoals', 'Learning goals are required'],
      laterEnd,
    ]);
  });

  it('waits for the fields it compares, and for a body that is an object', () => {
    expect(issuesOf(createInternshipBodySchema, { startDate: '2027-03-31', endDate: 'soon' })).not.toContainEqual(
      laterEnd,
    );
    expect(issuesOf(learningAgreementBodySchema, null)).toHaveLength(1);
    expect(issuesOf(learningAgreementBodySchema, ['a list'])).toHaveLength(1);
  });
});
