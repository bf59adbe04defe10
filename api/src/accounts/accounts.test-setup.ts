/**
 * What the accounts api specs start and sign up with: the accounts api on the embedded profile, and a valid
 * registration body per role, each with a fresh email, that a test changes only where it means to
 * (`studentSignUp({ email: '' })`).
 */
import { randomUUID } from 'node:crypto';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { PASSWORD } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from './authenticate';
import { accountRoutes } from './index';

/** The accounts routes with their authenticator and the users projection, as both account specs run them. */
export async function startAccountsApi(): Promise<TestApi> {
  return startTestApi('embedded', {
    routes: accountRoutes,
    projections: [usersProjection],
    authenticate: accountAuthenticator,
  });
}

export const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.org`;

export const studentSignUp = (overrides: Record<string, unknown> = {}) => ({
  role: 'student',
  email: newEmail('student'),
  phone: '+1 555 0100',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  studentId: 'S-1001',
  university: 'Unlisted College',
  program: 'Computer Science',
  major: 'Software',
  yearOfStudy: '3',
  ...overrides,
});

export const employerSignUp = (overrides: Record<string, unknown> = {}) => ({
  role: 'employer',
  email: newEmail('employer'),
  phone: '+1 555 0101',
  password: PASSWORD,
  companyName: 'Northwind',
  companyAddress: '1 Harbour Way',
  ...overrides,
});

export const universitySignUp = (overrides: Record<string, unknown> = {}) => ({
  role: 'university',
  email: newEmail('university'),
  phone: '+1 555 0102',
  password: PASSWORD,
  firstName: 'Grace',
  lastName: 'Hopper',
  universityName: `Hopper Institute ${randomUUID().slice(0, 6)}`,
  universityCode: 'HI-1',
  universityAddress: '2 Campus Road',
  contactPerson: { name: 'Alan Turing', title: 'Registrar', email: 'registrar@example.org', phone: '+1 555 0103' },
  ...overrides,
});
