import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLogbookEntryBodySchema, updateLogbookEntryBodySchema } from './logbooks.schemas';

const body = {
  internship: 'i1',
  weekNumber: 3,
  title: '  Week three ',
  activities: ['Wrote the importer', 'Paired on reviews'],
  learningOutcomes: 'Streams',
  hoursWorked: 38.5,
  studentReflection: 'Went well',
  dueDate: '2027-03-10',
};

/** Each refused field with its message, as the form shows them. */
function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('logbook entry bodies', () => {
  it('takes the form as sent: text trimmed, numbers from strings, the calendar date of the due date', () => {
    expect(
      createLogbookEntryBodySchema.parse({
        ...body,
        weekNumber: '3',
        hoursWorked: '40',
        dueDate: '2027-03-10T09:00:00Z',
      }),
    ).toEqual({ ...body, title: 'Week three', hoursWorked: 40, dueDate: '2027-03-10' });
  });

  it('drops blank activity lines and trims the rest', () => {
    expect(
      createLogbookEntryBodySchema.parse({
        ...body,
        activities: ['  Wrote the importer ', '', '   ', 'Paired on reviews'],
      }).activities,
    ).toEqual(['Wrote the importer', 'Paired on reviews']);
  });

  it('needs at least one activity that is not blank', () => {
    for (const activities of [undefined, [], ['', '  ']]) {
      expect(issuesOf(createLogbookEntryBodySchema, { ...body, activities })).toEqual([
        { path: 'activities', message: 'Activities are required' },
      ]);
    }
  });

  it('says which field is missing, each with its own message', () => {
    expect(issuesOf(createLogbookEntryBodySchema, {})).toEqual([
      { path: 'internship', message: 'Internship is required' },
      { path: 'weekNumber', message: 'Week number is required' },
      { path: 'title', message: 'Title is required' },
      { path: 'activities', message: 'Activities are required' },
      { path: 'learningOutcomes', message: 'Learning outcomes are required' },
      { path: 'hoursWorked', message: 'Hours worked is required' },
      { path: 'studentReflection', message: 'Student reflection is required' },
      { path: 'dueDate', message: 'Due date is required' },
    ]);
    expect(issuesOf(createLogbookEntryBodySchema, { ...body, title: '   ', studentReflection: ' ' })).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'studentReflection', message: 'Student reflection is required' },
    ]);
  });

  it('counts weeks from 1, in whole weeks', () => {
    expect(createLogbookEntryBodySchema.parse({ ...body, weekNumber: 1 }).weekNumber).toBe(1);
    expect(issuesOf(createLogbookEntryBodySchema, { ...body, weekNumber: 0 })).toEqual([
      { path: 'weekNumber', message: 'Week number must be at least 1' },
    ]);
    expect(issuesOf(createLogbookEntryBodySchema, { ...body, weekNumber: 2.5 })).toEqual([
      { path: 'weekNumber', message: 'Week number must be a whole number' },
    ]);
  });

  it('takes zero hours worked, never fewer', () => {
    expect(createLogbookEntryBodySchema.parse({ ...body, hoursWorked: 0 }).hoursWorked).toBe(0);
    expect(issuesOf(createLogbookEntryBodySchema, { ...body, hoursWorked: -1 })).toEqual([
      { path: 'hoursWorked', message: 'Hours worked cannot be negative' },
    ]);
  });

  it('edits with the same rules, without the internship', () => {
    const { internship: _internship, ...fields } = body;
    expect(updateLogbookEntryBodySchema.parse(fields)).toEqual({ ...fields, title: 'Week three' });
    expect(issuesOf(updateLogbookEntryBodySchema, { ...fields, activities: [' '], weekNumber: 0 })).toEqual([
      { path: 'weekNumber', message: 'Week number must be at least 1' },
      { path: 'activities', message: 'Activities are required' },
    ]);
  });
});
