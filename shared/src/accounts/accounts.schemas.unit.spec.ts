import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, registerBodySchema, resetPasswordBodySchema } from './accounts.schemas';

const issuesOf = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const student = {
  role: 'student',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentId: 'S-1',
  university: 'Northbridge',
  program: 'Computer Science',
  major: 'Software',
  yearOfStudy: '3',
  phone: '+351 912 345 678',
  password: 'correct horse battery',
};
const mismatch = ['confirmPassword', 'Passwords do not match'];

describe('passwords that do not match', () => {
  it('are named along with every other problem of a registration, a reset or a change of password', () => {
    expect(registerBodySchema.safeParse({ ...student, confirmPassword: student.password }).success).toBe(true);
    expect(issuesOf(registerBodySchema, { ...student, firstName: '', confirmPassword: 'something else' })).toEqual([
      ['firstName', 'First name is required'],
      mismatch,
    ]);
    expect(issuesOf(resetPasswordBodySchema, { password: student.password, confirmPassword: 'other' })).toEqual([
      mismatch,
    ]);
    expect(issuesOf(changePasswordBodySchema, { newPassword: student.password, confirmPassword: 'other' })).toEqual([
      ['currentPassword', 'Current password is required'],
      mismatch,
    ]);
  });

  it('are not compared while a password itself is refused, or the body is not a registration at all', () => {
    expect(
      issuesOf(registerBodySchema, { ...student, password: 'short', confirmPassword: 'other' }),
    ).not.toContainEqual(mismatch);
    expect(issuesOf(registerBodySchema, 'register me')).toHaveLength(1);
    expect(issuesOf(registerBodySchema, { ...student, role: 'admin', confirmPassword: 'other' })).toEqual([
      ['role', 'Please choose a role: student, employer or university'],
    ]);
  });
});
