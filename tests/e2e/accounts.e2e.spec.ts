/**
 * Accounts in the browser (issue: accounts and the web shell): registering through the forms, staying signed in,
 * signing out, the route guard's remembered location, a university awaiting an administrator's verification, and
 * the accessibility of every screen of the issue at phone width. One Stint process (as `npm start` runs it) serves
 * the whole file.
 */
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  callApi,
  confirmationPath,
  expectAccessible,
  fillStudentForm,
  fillUniversityForm,
  newStudent,
  newUniversity,
  PASSWORD,
  registerStudentThroughApi,
  signInThroughForm,
  storedSession,
} from './support-accounts/accounts-pages';

const ADMIN_EMAIL = 'admin@stint.example.org';
const ADMIN_PASSWORD = 'admin password 42';

describe.skipIf(announceSkip('accounts in Chromium', browserSkipReason()))('accounts in the browser', () => {
  const app = useStintInChromium('accounts', { ADMIN_EMAIL, ADMIN_PASSWORD });
  const newPage = (width?: number) => app.newPage(width);

  it('registers a student, keeps the session across a reload, signs out, and returns to the remembered page after signing in', async () => {
    const page = await newPage();
    const student = newStudent('Ada');

    await page.goto(`${app.stint.url}/register`);
    await page.getByRole('button', { name: /^Student/ }).click();
    await page.getByRole('heading', { name: 'Create your student account' }).waitFor();
    // Nothing is sent while the form is incomplete: every message shows in the browser first.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'First name is required' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Year of study is required');
    await fillStudentForm(page, student);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${app.stint.url}/student/dashboard`);
    const welcome = page.getByRole('region', { name: `Welcome, ${student.firstName}!` });
    await welcome.waitFor();
    for (const text of [student.program, 'Year 3', student.studentId])
      expect(await welcome.textContent()).toContain(text);
    const account = page.getByRole('region', { name: 'Your account' });
    expect(await account.textContent()).toContain(student.email);
    await page.getByText('Please confirm your email address').waitFor();
    const { token, plainToken } = await storedSession(page);
    expect(token).toBeTruthy();
    expect(plainToken).toBe(token);

    // The link of the welcome mail confirms the address; the dashboard stops asking for it.
    await expect.poll(() => confirmationPath(app.dataDir, student.email), { timeout: 15_000 }).not.toBeNull();
    await page.goto(`${app.stint.url}${(await confirmationPath(app.dataDir, student.email))!}`);
    await page.getByText('Your email address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('region', { name: `Welcome, ${student.firstName}!` }).waitFor();
    expect(await page.getByText('Please confirm your email address').count()).toBe(0);

    await page.reload();
    await page.getByRole('region', { name: `Welcome, ${student.firstName}!` }).waitFor();
    expect(page.url()).toBe(`${app.stint.url}/student/dashboard`);

    await page.getByRole('button', { name: new RegExp(`${student.firstName} ${student.lastName}`) }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.stint.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ user: null, token: null, plainToken: null });
    // Signing out revoked the token on the server too.
    expect((await callApi(app.stint.url, '/auth/me', { token: token! })).status).toBe(401);

    await page.goto(`${app.stint.url}/student/applications`);
    await page.waitForURL(`${app.stint.url}/login`);
    // A wrong password is shown on the form, not treated as an expired session; typing clears it.
    await signInThroughForm(page, student.email, 'not the password');
    const banner = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await banner.waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${app.stint.url}/student/applications`);
    await page.getByRole('heading', { name: 'My Applications', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).waitFor();
    await page.context().close();
  });

  it('signs out to the landing page and stays there', async () => {
    // A fresh page that has not shown the landing page yet: its module loads only once Logout heads there.
    const page = await newPage();
    const student = await registerStudentThroughApi(app.stint.url, 'Lin');
    await page.goto(`${app.stint.url}/login`);
    await signInThroughForm(page, student.email);
    await page.waitForURL(`${app.stint.url}/student/dashboard`);
    await page.getByRole('region', { name: `Welcome, ${student.firstName}!` }).waitFor();

    await page.getByRole('button', { name: new RegExp(`${student.firstName} ${student.lastName}`) }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find the internship that starts your career' }).waitFor();
    expect(page.url()).toBe(`${app.stint.url}/`);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await storedSession(page)).toMatchObject({ user: null, token: null, plainToken: null });
    await page.context().close();
  });

  it('lists a university in the student picker once an administrator has approved it', async () => {
    const page = await newPage();
    const university = newUniversity();

    await page.goto(`${app.stint.url}/register`);
    await page.getByRole('button', { name: /^University/ }).click();
    await fillUniversityForm(page, university);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${app.stint.url}/university/dashboard`);
    await page.getByRole('heading', { name: 'University Dashboard' }).waitFor();
    const pending = page.getByText('Your university account is awaiting verification');
    await pending.waitFor();
    const universityId = (await storedSession(page)).user!._id;

    const admin = await callApi<{ token: string }>(app.stint.url, '/auth/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(admin.status).toBe(200);
    const approved = await callApi(app.stint.url, `/admin/users/${universityId}/status`, {
      method: 'PATCH',
      body: { status: 'active' },
      token: admin.body.data.token,
    });
    expect(approved.status).toBe(200);

    // The dashboard refreshes the stored user from the server: the notice goes away after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'University Dashboard' }).waitFor();
    await pending.waitFor({ state: 'detached' });
    await page.context().close();

    const studentPage = await newPage();
    const student = newStudent('Katherine');
    await studentPage.goto(`${app.stint.url}/register?role=student`);
    await fillStudentForm(studentPage, student, university.universityName);
    await studentPage.getByRole('button', { name: 'Create Account' }).click();
    await studentPage.waitForURL(`${app.stint.url}/student/dashboard`);
    const studies = studentPage.getByRole('region', { name: 'Your studies' });
    await studies.waitFor();
    expect(await studies.textContent()).toContain(university.universityName);
    expect((await storedSession(studentPage)).user).toMatchObject({ universityId });
    expect(await studentPage.getByRole('button', { name: new RegExp(university.universityName) }).count()).toBe(1);
    await studentPage.context().close();
  });

  it('passes axe-core at 375 px wide without horizontal scrolling', async () => {
    const page = await newPage(375);

    await page.goto(`${app.stint.url}/login`);
    await page.getByRole('heading', { name: 'Sign in to Stint' }).waitFor();
    await expectAccessible(page, 'login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').first().waitFor();
    await expectAccessible(page, 'login with errors');

    await page.goto(`${app.stint.url}/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible(page, 'register: role choice');
    for (const [role, heading] of [
      ['Student', 'Create your student account'],
      ['Employer', 'Create your employer account'],
      ['University', 'Register your university'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(`^${role}`) }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('alert').first().waitFor();
      await expectAccessible(page, `register: ${role} form with errors`);
      await page.getByRole('button', { name: 'Change Role' }).click();
    }

    const student = await registerStudentThroughApi(app.stint.url, 'Mary');
    await page.goto(`${app.stint.url}/login`);
    await signInThroughForm(page, student.email);
    await page.waitForURL(`${app.stint.url}/student/dashboard`);
    await page.getByRole('region', { name: `Welcome, ${student.firstName}!` }).waitFor();
    await expectAccessible(page, 'student dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: new RegExp(student.firstName) }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectAccessible(page, 'student dashboard with the menu open');

    await page.goto(`${app.stint.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectAccessible(page, 'not found');
    await page.context().close();
  });
});
