/** The accounts api over HTTP (issue: accounts), on the embedded profile with the real projection and worker. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeMailJob, welcomeMailReactor } from '@stint/workers/accounts/welcome-mail';
import { startWorkers } from '@stint/workers/runtime/reactor';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { createAdmin } from './create-admin';
import { employerSignUp, newEmail, startAccountsApi, studentSignUp, universitySignUp } from './accounts.test-setup';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const PASSWORD = 'correct horse';

describe('accounts api', () => {
  let api: TestApi;
  let workers: { stop(): Promise<void> };
  let adminToken: string;

  beforeAll(async () => {
    api = await startAccountsApi();
    workers = await startWorkers({
      ...api.platform,
      reactors: [welcomeMailReactor],
      jobs: [welcomeMailJob(api.platform)],
    });
    await createAdmin(api.platform, { email: 'admin@example.org', password: 'admin-password' });
    adminToken = (await api.post('/auth/login', { email: 'admin@example.org', password: 'admin-password' })).body.data
      .token;
  });
  afterAll(async () => {
    await workers?.stop();
    await api?.close();
  });

  it('registers a student, signs them in at once and returns only the public fields', async () => {
    const body = studentSignUp({ email: 'Ada.Lovelace+X@Example.org' });
    const response = await api.post('/auth/register', body);
    expect(response.status).toBe(201);
    const { user, token } = response.body.data;
    expect(user).toMatchObject({
      role: 'student',
      status: 'active',
      email: 'ada.lovelace+x@example.org',
      emailVerified: false,
      firstName: 'Ada',
      studentId: 'S-1001',
      university: 'Unlisted College',
      universityId: null,
      yearOfStudy: '3',
      notificationPreferences: {
        newInternships: true,
        applicationUpdates: true,
        reportReminders: true,
        logbookReminders: true,
      },
    });
    expect(user).not.toHaveProperty('tokenVersion');
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    expect((await api.get('/auth/me', token)).body.data.user).toEqual(user);
    // Personal data is sealed in the log, never in the clear.
    const [registered] = await api.platform.eventStore.readStream(userStream(user._id));
    expect(JSON.stringify(registered!.data)).not.toContain('Lovelace');
    expect(JSON.stringify(registered!.data)).not.toContain('ada.lovelace');
  });

  it.each([
    [studentSignUp({ email: '' }), 'Email is required'],
    [studentSignUp({ email: 'not-an-email' }), 'Please enter a valid email address'],
    [studentSignUp({ phone: ' ' }), 'Phone number is required'],
    [studentSignUp({ password: '12345', confirmPassword: '12345' }), 'Password must be at least 6 characters'],
    [studentSignUp({ confirmPassword: 'something else' }), 'Passwords do not match'],
    [studentSignUp({ firstName: '' }), 'First name is required'],
    [studentSignUp({ lastName: undefined }), 'Last name is required'],
    [studentSignUp({ studentId: '' }), 'Student ID is required'],
    [studentSignUp({ university: '' }), 'University is required'],
    [studentSignUp({ program: '' }), 'Program is required'],
    [studentSignUp({ major: '' }), 'Major is required'],
    [studentSignUp({ yearOfStudy: '7' }), 'Year of study is required'],
    [employerSignUp({ companyName: '' }), 'Company name is required'],
    [employerSignUp({ companyAddress: '' }), 'Company address is required'],
    [universitySignUp({ universityName: '' }), 'University name is required'],
    [universitySignUp({ universityCode: '' }), 'University code is required'],
    [universitySignUp({ universityAddress: '' }), 'University address is required'],
    [universitySignUp({ contactPerson: undefined }), 'Contact person name is required'],
    [
      universitySignUp({ contactPerson: { name: 'A', title: '', email: 'a@example.org', phone: '1' } }),
      'Contact person title is required',
    ],
    [{ ...studentSignUp(), role: 'admin' }, 'Please choose a role: student, employer or university'],
    [studentSignUp({ firstName: 'x'.repeat(10_000) }), 'Must be at most 100 characters'],
    [studentSignUp({ email: { $gt: '' } }), 'Email is required'],
    [studentSignUp({ email: "' OR 1=1 --" }), 'Please enter a valid email address'],
  ])('refuses a bad registration with the spec’s message (%#)', async (body, message) => {
    const response = await api.post('/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe(message);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const body = employerSignUp();
    expect((await api.post('/auth/register', body)).status).toBe(201);
    const again = await api.post('/auth/register', employerSignUp({ email: body.email.toUpperCase() }));
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: 'User already exists with this email' },
    });
  });

  it('signs in with the same answer for an unknown email as for a wrong password, and records the sign-in', async () => {
    const body = studentSignUp();
    await api.post('/auth/register', body);
    const wrong = await api.post('/auth/login', { email: body.email, password: 'wrong password' });
    const unknown = await api.post('/auth/login', { email: newEmail('nobody'), password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    const ok = await api.post('/auth/login', { email: body.email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.lastLogin).toEqual(expect.any(String));
  });

  it('changes the password only with the current one, and revokes older tokens', async () => {
    const body = studentSignUp();
    const { token } = (await api.post('/auth/register', body)).body.data;
    const changePassword = (currentPassword: string, newPassword: string, confirmPassword: string) =>
      api.request('PUT', '/auth/change-password', { currentPassword, newPassword, confirmPassword }, token);
    const wrongCurrent = await changePassword('nope', 'new password', 'new password');
    expect(wrongCurrent).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    const mismatch = await changePassword(PASSWORD, 'new password', 'other');
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    const changed = await changePassword(PASSWORD, 'new password', 'new password');
    expect(changed.status).toBe(200);
    expect((await api.get('/auth/me', token)).status).toBe(401);
    expect((await api.get('/auth/me', changed.body.data.token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: body.email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/auth/login', { email: body.email, password: 'new password' })).status).toBe(200);
  });

  it('logs out by revoking the token, and refuses forged and unsigned tokens', async () => {
    const { token } = (await api.post('/auth/register', studentSignUp())).body.data;
    expect((await api.post('/auth/logout', {}, token)).status).toBe(200);
    expect((await api.get('/auth/me', token)).body).toEqual({
      success: false,
      message: 'Not authorized, token failed',
    });
    const [header, payload] = token.split('.');
    expect((await api.get('/auth/me', `${header}.${payload}.${'x'.repeat(43)}`)).status).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await api.get('/auth/me', `${none}.${payload}.`)).status).toBe(401);
  });

  it('updates the basic profile and never the role or email', async () => {
    const { token, user } = (await api.post('/auth/register', studentSignUp())).body.data;
    const response = await api.request(
      'PUT',
      '/users/profile',
      {
        firstName: 'Augusta',
        role: 'admin',
        email: 'x@example.org',
        notificationPreferences: { reportReminders: false },
      },
      token,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({
      firstName: 'Augusta',
      role: 'student',
      email: user.email,
      notificationPreferences: { newInternships: true, reportReminders: false },
    });
  });

  it('keeps a university pending until an admin approves it, then lists it and links its students', async () => {
    const body = universitySignUp();
    const registered = await api.post('/auth/register', body);
    expect(registered.body.data.user).toMatchObject({
      role: 'university',
      status: 'pending',
      universityType: 'public',
      accreditationStatus: 'accredited',
    });
    const id = registered.body.data.user._id;
    const listed = async () =>
      (await api.get('/public/universities')).body.data.universities.map((u: { _id: string }) => u._id);
    expect(await listed()).not.toContain(id);
    expect(
      (await api.post('/auth/register', universitySignUp({ universityName: body.universityName.toUpperCase() }))).body
        .message,
    ).toBe('A university with this name is already registered');

    const studentToken = (await api.post('/auth/register', studentSignUp())).body.data.token;
    expect((await api.request('PATCH', `/admin/users/${id}/status`, { status: 'active' }, studentToken)).status).toBe(
      403,
    );
    expect(
      (await api.request('PATCH', `/admin/users/${randomUUID()}/status`, { status: 'active' }, adminToken)).status,
    ).toBe(404);
    const approved = await api.request('PATCH', `/admin/users/${id}/status`, { status: 'active' }, adminToken);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: 'Account activated', data: { user: { status: 'active' } } },
    });
    expect(await listed()).toContain(id);

    const byName = await api.post('/auth/register', studentSignUp({ university: body.universityName.toLowerCase() }));
    expect(byName.body.data.user.universityId).toBe(id);
    const byId = await api.post('/auth/register', studentSignUp({ university: body.universityName, universityId: id }));
    expect(byId.body.data.user.universityId).toBe(id);
  });

  it('shuts a deactivated account out at once', async () => {
    const body = studentSignUp();
    const { token, user } = (await api.post('/auth/register', body)).body.data;
    await api.request('PATCH', `/admin/users/${user._id}/status`, { status: 'inactive' }, adminToken);
    expect((await api.get('/auth/me', token)).status).toBe(401);
    const login = await api.post('/auth/login', { email: body.email, password: PASSWORD });
    expect(login).toMatchObject({
      status: 403,
      body: { message: 'Your account has been deactivated. Please contact support.' },
    });
  });

  it('mails a welcome with a confirmation link that marks the email verified', async () => {
    const body = employerSignUp();
    const { token } = (await api.post('/auth/register', body)).body.data;
    const outbox = join(api.platform.config.dataDir, 'outbox');
    let mail = '';
    for (let tries = 0; !mail && tries < 200; tries++) {
      // A mail being written is a hidden `.partial` file, renamed once complete.
      for (const file of await readdir(outbox).catch(() => [])) {
        if (file.startsWith('.')) continue;
        const raw = await readFile(join(outbox, file), 'utf8').catch(() => '');
        if (raw.includes(body.email)) mail = raw;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(mail).toContain('Subject: Welcome to Stint');
    // The body is quoted-printable: join soft line breaks, decode escapes.
    const body8bit = mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /\/confirm-email\?token=(\S+)/.exec(body8bit)?.[1];
    expect(link).toBeDefined();
    const confirmed = await api.post('/auth/confirm-email', { token: decodeURIComponent(link!) });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Your email address is confirmed.' } });
    expect((await api.get('/auth/me', token)).body.data.user.emailVerified).toBe(true);
    expect((await api.post('/auth/confirm-email', { token: 'forged.123.abc' })).status).toBe(400);
  });
});

describe('login throttling', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startAccountsApi();
  });
  afterAll(() => api?.close());

  it('answers 429 after five failures for an account, even with the right password', async () => {
    const body = studentSignUp();
    await api.post('/auth/register', body);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/auth/login', { email: body.email, password: 'wrong password' })).status).toBe(401);
    }
    const locked = await api.post('/auth/login', { email: body.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });
});
