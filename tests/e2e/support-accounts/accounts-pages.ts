/** Page helpers for the accounts end-to-end test: the registration forms, signing in, accessibility checks. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'correct horse 42';

export type Student = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  studentId: string;
  program: string;
  major: string;
  yearOfStudy: '1' | '2' | '3' | '4' | 'graduate';
};

export type University = {
  universityName: string;
  universityCode: string;
  universityAddress: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  contact: { name: string; title: string; email: string; phone: string };
};

/** Random ids, so that the test never depends on what an earlier run left behind. */
export function newStudent(firstName: string): Student {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: `Tester-${tag}`,
    email: `${firstName.toLowerCase()}-${tag}@example.org`,
    phone: '+44 20 7946 0000',
    studentId: `S-${tag}`,
    program: 'BSc Computer Science',
    major: 'Distributed Systems',
    yearOfStudy: '3',
  };
}

export function newUniversity(): University {
  const tag = randomUUID().slice(0, 8);
  return {
    universityName: `Northfield University ${tag}`,
    universityCode: `NFU-${tag}`,
    universityAddress: '1 College Road, Northfield',
    firstName: 'Grace',
    lastName: `Registrar-${tag}`,
    email: `registrar-${tag}@example.org`,
    phone: '+44 20 7946 0100',
    contact: {
      name: 'Alan Turing',
      title: 'Placement Officer',
      email: `placements-${tag}@example.org`,
      phone: '+44 20 7946 0101',
    },
  };
}

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

export async function fillSignInDetails(page: Page, account: { email: string; phone: string }): Promise<void> {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Phone number').fill(account.phone);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
}

/** A university that is not on the list: the student types its name. */
export const OWN_UNIVERSITY = 'Open University of Testing';

/** Fills step 2 of the student form; `listedUniversity` picks a listed university, else the name is typed. */
export async function fillStudentForm(page: Page, student: Student, listedUniversity?: string): Promise<void> {
  await field(page, 'First name').fill(student.firstName);
  await field(page, 'Last name').fill(student.lastName);
  await field(page, 'Student ID').fill(student.studentId);
  if (listedUniversity) {
    await field(page, 'University').selectOption({ label: listedUniversity });
  } else {
    // The picker shows once the list has loaded; with no listed university the form asks for the name directly.
    await page.locator('option', { hasText: 'Loading universities' }).waitFor({ state: 'detached' });
    const isPicker = (await field(page, 'University').evaluate((element) => element.tagName)) === 'SELECT';
    if (isPicker) {
      await field(page, 'University').selectOption({ label: 'Other (type the name)' });
      await field(page, 'University name').fill(OWN_UNIVERSITY);
    } else {
      await field(page, 'University').fill(OWN_UNIVERSITY);
    }
  }
  await field(page, 'Program').fill(student.program);
  await field(page, 'Major').fill(student.major);
  await field(page, 'Year of study').selectOption(student.yearOfStudy);
  await fillSignInDetails(page, student);
}

export async function fillUniversityForm(page: Page, university: University): Promise<void> {
  await field(page, 'University name').fill(university.universityName);
  await field(page, 'University code').fill(university.universityCode);
  await field(page, 'University address').fill(university.universityAddress);
  await field(page, 'First name').fill(university.firstName);
  await field(page, 'Last name').fill(university.lastName);
  await field(page, 'Contact person name').fill(university.contact.name);
  await field(page, 'Contact person title').fill(university.contact.title);
  await field(page, 'Contact person email').fill(university.contact.email);
  await field(page, 'Contact person phone').fill(university.contact.phone);
  await fillSignInDetails(page, university);
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The session the app keeps in localStorage (spec 1 §3: `auth-storage`, and the token under `token`). */
export async function storedSession(page: Page): Promise<{
  user: { _id: string; universityId?: string | null } | null;
  token: string | null;
  plainToken: string | null;
}> {
  const [saved, plainToken] = await page.evaluate<[string | null, string | null]>(
    "[localStorage.getItem('auth-storage'), localStorage.getItem('token')]",
  );
  const state = saved ? (JSON.parse(saved) as { state: { user: never; token: string | null } }).state : null;
  return { user: state?.user ?? null, token: state?.token ?? null, plainToken };
}

/** axe-core finds nothing serious or critical, and nothing is wider than the viewport. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
  const widths = await page.evaluate<{ scroll: number; viewport: number }>(
    '({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth })',
  );
  expect(widths.scroll, `horizontal scrolling on ${screen}`).toBeLessThanOrEqual(widths.viewport);
}

/** The mails of the embedded profile's outbox (`DATA_DIR/outbox/*.eml`), quoted-printable decoded, to `email`. */
export async function outboxMailsTo(dataDir: string, email: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((name) => name.endsWith('.eml'))
      .map(async (file) =>
        // Quoted-printable: join soft line breaks, then decode the escapes.
        (await readFile(join(outbox, file), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      ),
  );
  return mails.filter((text) => text.includes(`To: ${email}`));
}

/** The subjects of the mails to `email` in the outbox (headers unfolded). */
export async function mailSubjectsTo(dataDir: string, email: string): Promise<string[]> {
  return (await outboxMailsTo(dataDir, email)).flatMap((text) => {
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(text)?.[1];
    return subject ? [subject.replace(/\r?\n[ \t]+/g, ' ').trim()] : [];
  });
}

/** `expectAccessible` with the page `width` px wide for the check, then back to the width it had. */
export async function expectAccessibleAt(page: Page, width: number, screen: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: size?.height ?? 900 });
  await expectAccessible(page, `${screen} at ${width} px`);
  if (size) await page.setViewportSize(size);
}

/** The confirmation link of the welcome mail, from the embedded profile's outbox. */
export async function confirmationPath(dataDir: string, email: string): Promise<string | null> {
  for (const text of await outboxMailsTo(dataDir, email)) {
    const match = /https?:\/\/[^\s/]+(\/confirm-email\?token=\S+)/.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A JSON call to the api, as a script would make it. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; data: T } };
}

/** A new student registered through the api, as a script would (with a university typed in): details and token. */
export async function registerStudentThroughApi(
  baseUrl: string,
  firstName: string,
): Promise<Student & { token: string }> {
  const student = newStudent(firstName);
  const registered = await callApi<{ token: string }>(baseUrl, '/auth/register', {
    body: { role: 'student', ...student, university: OWN_UNIVERSITY, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { ...student, token: registered.body.data.token };
}

/** A university registered through the api and approved by the app's admin (signed in with `admin`). */
export async function registerApprovedUniversity(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<University & { id: string }> {
  const signedIn = await callApi<{ token: string }>(baseUrl, '/auth/login', { body: admin });
  expect(signedIn.status).toBe(200);
  const university = newUniversity();
  const registered = await callApi<{ user: { _id: string } }>(baseUrl, '/auth/register', {
    body: {
      role: 'university',
      ...university,
      contactPerson: university.contact,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const approved = await callApi(baseUrl, `/admin/users/${registered.body.data.user._id}/status`, {
    method: 'PATCH',
    body: { status: 'active' },
    token: signedIn.body.data.token,
  });
  expect(approved.status).toBe(200);
  return { ...university, id: registered.body.data.user._id };
}

/** A student of `university` (chosen from the list, not typed in), registered through the api. */
export async function registerStudentOf(
  baseUrl: string,
  university: { id: string; universityName: string },
  firstName: string,
  overrides: { email?: string } = {},
): Promise<Student & { id: string; token: string }> {
  const details = { ...newStudent(firstName), ...overrides };
  const student = await callApi<{ token: string; user: { _id: string } }>(baseUrl, '/auth/register', {
    body: {
      role: 'student',
      ...details,
      university: university.universityName,
      universityId: university.id,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(student.status, JSON.stringify(student.body)).toBe(201);
  return { ...details, id: student.body.data.user._id, token: student.body.data.token };
}
