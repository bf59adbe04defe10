/**
 * What the Redis and socket fault-injection suites share: a small HTTP client for the api, the people and
 * placements they act with, and cheap accounts (one password hash for all, written through the event store as the
 * register route does) for the suites that need hundreds of signed-in users.
 */
import { randomUUID } from 'node:crypto';
import { pdfBytes } from '@stint/api/applications/testing/resume-fixtures';
import { hashPassword } from '@stint/api/accounts/passwords';
import { reserveForAccount } from '@stint/api/accounts/accounts.store';
import { TokenService } from '@stint/api/auth/tokens';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import type { Role } from '@stint/shared';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { emailReservationStream, userStream } from '@stint/shared/accounts/accounts.streams';
import { emailHash } from '@stint/shared/infra/crypto/stream-hashes';

export const PASSWORD = 'correct horse battery';

export type Answer<T = unknown> = { status: number; body: { success: boolean; message?: string; data: T } | null };

/** One HTTP call; a refused connection or a timeout is status 0 (the caller decides whether that may happen). */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; form?: FormData; token?: string; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: Answer<T>['body'] = null;
    try {
      body = JSON.parse(text) as Answer<T>['body'];
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

export type Person = { id: string; token: string; email: string; role: 'student' | 'employer' };

export function studentBody(email: string, n: number): Record<string, unknown> {
  return {
    role: 'student',
    email,
    phone: '+1 555 0100',
    password: PASSWORD,
    firstName: `Chaos${n}`,
    lastName: 'Student',
    studentId: `S-${n}`,
    university: 'Unlisted College',
    program: 'Computer Science',
    major: 'Software',
    yearOfStudy: '3',
  };
}

export function employerBody(email: string, n: number): Record<string, unknown> {
  return {
    role: 'employer',
    email,
    phone: '+1 555 0100',
    password: PASSWORD,
    companyName: `Chaos Works ${n}`,
    companyAddress: `${n} Harbour Way`,
  };
}

/** Registers over HTTP (argon2id: tens of ms of CPU each; use `createAccounts` for crowds). */
export async function register(baseUrl: string, body: Record<string, unknown>): Promise<Person> {
  const answer = await call<{ user: { _id: string; email: string; role: Person['role'] }; token: string }>(
    baseUrl,
    'POST',
    '/auth/register',
    { body },
  );
  if (answer.status !== 201 || !answer.body)
    throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { user, token } = answer.body.data;
  return { id: user._id, token, email: user.email, role: user.role };
}

export function internshipBody(title: string, positions: number): Record<string, unknown> {
  return {
    title,
    company: 'Chaos Works',
    category: 'Technology',
    positions,
    description: 'Break things on purpose and see that nothing is lost.',
    requirements: ['Curiosity'],
    responsibilities: ['Ship work every week'],
    benefits: [],
    skills: ['TypeScript'],
    workType: 'onsite',
    location: 'Lisbon',
    startDate: '2099-02-01',
    endDate: '2099-05-01',
    applicationDeadline: '2099-01-15',
    isRemote: false,
    isPaid: true,
  };
}

export async function postInternship(baseUrl: string, employer: Person, title: string, positions = 1000) {
  const answer = await call<{ internship: { _id: string } }>(baseUrl, 'POST', '/internships', {
    body: internshipBody(title, positions),
    token: employer.token,
  });
  if (answer.status !== 201 || !answer.body) throw new Error(`post: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.internship._id;
}

/** The apply form as the web app sends it (multipart, a small real PDF). */
export function applyForm(internshipId: string): FormData {
  const form = new FormData();
  form.append('internshipId', internshipId);
  form.append('coverLetter', 'I would love to join your team this summer.');
  form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

export function apply(baseUrl: string, student: Person, internshipId: string, idempotencyKey: string = randomUUID()) {
  return call<{ application: { _id: string; status: string } }>(baseUrl, 'POST', '/applications/apply', {
    form: applyForm(internshipId),
    token: student.token,
    idempotencyKey,
  });
}

export function decide(
  baseUrl: string,
  employer: Person,
  applicationId: string,
  status: 'reviewing' | 'accepted' | 'rejected',
  idempotencyKey: string = randomUUID(),
) {
  return call<{ application: { _id: string; status: string } }>(
    baseUrl,
    'PATCH',
    `/applications/${applicationId}/status`,
    { body: { status }, token: employer.token, idempotencyKey },
  );
}

/**
 * Accounts without the api: the same two appends the register route makes (the email reservation, then
 * UserRegistered with sealed personal data), with one password hash shared by all, and a token signed with the
 * processes' JWT secret. The projector still projects them and the api still authenticates them against the users
 * read model, so to everything downstream they are ordinary accounts.
 */
export async function createAccounts(
  platform: Platform,
  accounts: Array<{ role: Extract<Role, 'student' | 'employer'>; n: number }>,
  concurrency = 16,
): Promise<Person[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const tokens = new TokenService(platform.secret, '2h');
  const run = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  const created: Person[] = new Array(accounts.length);
  let next = 0;
  const one = async (index: number) => {
    const { role, n } = accounts[index]!;
    const userId = randomUUID();
    const email = `${role}-${n}-${run}@example.org`;
    const context: CommandContext = {
      commandId: randomUUID(),
      actor: { id: userId, role },
      at: new Date().toISOString(),
      correlationId: randomUUID(),
    };
    const deps = { platform };
    await reserveForAccount(deps, emailReservationStream(emailHash(platform.secret, email)), userId, context, 'taken');
    const body = role === 'student' ? studentBody(email, n) : employerBody(email, n);
    const personal =
      role === 'student'
        ? { email, firstName: body.firstName, lastName: body.lastName, phone: body.phone, studentId: body.studentId }
        : { email, firstName: '', lastName: '', phone: body.phone };
    const profile =
      role === 'student'
        ? {
            university: body.university,
            universityId: null,
            program: body.program,
            major: body.major,
            yearOfStudy: body.yearOfStudy,
          }
        : { companyName: body.companyName, companyAddress: body.companyAddress };
    await handleCommand(
      platform.eventStore,
      userStream(userId),
      accountDecider,
      {
        type: 'RegisterUser',
        userId,
        role,
        passwordHash,
        personal: await platform.cipher.encrypt(userId, JSON.stringify(personal)),
        profile: profile as never,
      },
      context,
    );
    created[index] = { id: userId, email, role, token: await tokens.sign({ id: userId, role, tokenVersion: 0 }) };
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, accounts.length) }, async () => {
      while (next < accounts.length) await one(next++);
    }),
  );
  return created;
}

/** Polls `check` until it returns true or the time is up (for conditions with no event to wait on). */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
