/**
 * System settings over HTTP (issue 7), on the embedded profile with every route and projection: admins only; the
 * defaults with where each comes from; and each setting changing what the api enforces — the password minimum (and the
 * register message), the login throttle, the upload limit (never above the spec's), the session timeout, the mail
 * sender and the support address, the job-board sync switch. Each test hands what it set back to the default.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@stint/projector/registry';
import { headersOf } from '@stint/shared/infra/testing/smtp-sink';
import type { Job } from '@stint/shared/infra/queue/queue.port';
import { PLATFORM_SETTINGS_STREAM, settingMessages } from '@stint/shared/settings/settings.constants';
import { welcomeMailReactor } from '@stint/workers/accounts/welcome-mail';
import { jobBoardSyncJob } from '@stint/workers/internships/job-board-sync.job';
import { createJobs } from '@stint/workers/registry';
import { startWorkers } from '@stint/workers/runtime/reactor';
import { settleReactors } from '@stint/workers/testing/settle';
import { accountAuthenticator } from '../accounts/authenticate';
import { pdfBytes, pngBytes } from '../applications/testing/resume-fixtures';
import { routes } from '../routes';
import { people, PASSWORD, tag, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';

const MB = 1_048_576;
const SYSTEM = '/admin/settings/system';

/** Each caller signs in from its own address, so the per-IP login limit of one test never reaches another. */
let addresses = 0;
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };

describe('system settings api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person;

  beforeAll(async () => {
    api = await startTestApi('embedded', { routes, projections, authenticate: accountAuthenticator });
    the = people(api);
    admin = await the.admin();
  }, 120_000);
  afterAll(() => api?.close());

  const save = (body: unknown, token = admin.token) => api.request('PUT', SYSTEM, body, token);
  async function set(body: unknown) {
    const response = await save(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  const registration = (password: string) => ({
    role: 'employer',
    email: `hr-${tag()}@example.org`,
    phone: '+1 555 0100',
    password,
    companyName: 'Northwind',
    companyAddress: '1 Harbour Way',
  });

  async function applyWith(student: Person, internshipId: string, bytes: Buffer) {
    const form = new FormData();
    form.append('internshipId', internshipId);
    form.append('coverLetter', 'I would love to join.');
    form.append('resume', new Blob([bytes], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${api.url}/api/v1/applications/apply`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  }

  it('is for admins only', async () => {
    const [student, employer, university] = await Promise.all([
      the.student('Sam'),
      the.employer('Acme'),
      the.university(),
    ]);
    expect((await api.get(SYSTEM)).status).toBe(401);
    expect((await save({ security: { passwordMinLength: 10 } }, '')).status).toBe(401);
    for (const person of [student, employer, university]) {
      expect((await api.get(SYSTEM, person.token)).status).toBe(403);
      expect((await save({ security: { passwordMinLength: 10 } }, person.token)).status).toBe(403);
    }
    expect((await api.get(SYSTEM, admin.token)).status).toBe(200);
    expect(await api.platform.eventStore.readStream(PLATFORM_SETTINGS_STREAM)).toEqual([]);
  });

  it('shows the defaults and the environment, each with where it comes from', async () => {
    const response = await api.get(SYSTEM, admin.token);
    expect(response.body.data).toEqual({
      settings: {},
      effective: {
        supportEmail: 'support@stint.local',
        supportPhone: null,
        officeAddress: null,
        maxUploadMb: 5,
        mailFrom: 'Stint <no-reply@stint.local>',
        sessionTimeoutHours: 168,
        maxLoginAttempts: 5,
        passwordMinLength: 6,
        jobBoardSyncEnabled: true,
      },
      sources: {
        supportEmail: 'default',
        supportPhone: 'default',
        officeAddress: 'default',
        maxUploadMb: 'default',
        mailFrom: 'default',
        sessionTimeoutHours: 'default',
        maxLoginAttempts: 'default',
        passwordMinLength: 'default',
        jobBoardSyncEnabled: 'default',
      },
      fallbacks: {
        supportEmail: { value: 'support@stint.local', source: 'default', variable: 'SUPPORT_EMAIL' },
        supportPhone: { value: null, source: 'default', variable: 'SUPPORT_PHONE' },
        officeAddress: { value: null, source: 'default', variable: 'CONTACT_ADDRESS' },
        maxUploadMb: { value: 5, source: 'default', variable: null },
        mailFrom: { value: 'Stint <no-reply@stint.local>', source: 'default', variable: 'MAIL_FROM' },
        sessionTimeoutHours: { value: 168, source: 'default', variable: 'JWT_TTL' },
        maxLoginAttempts: { value: 5, source: 'default', variable: 'LOGIN_MAX_FAILURES' },
        passwordMinLength: { value: 6, source: 'default', variable: null },
        jobBoardSyncEnabled: { value: true, source: 'default', variable: null },
      },
      uploadLimitsMb: { resume: 5, profilePicture: 5 },
      infrastructure: {
        // PUBLIC_URL is not set: the address this request came to; emails follow PORT (3000 here).
        publicUrl: {
          value: api.url,
          source: 'request',
          variable: 'PUBLIC_URL',
          emailLinks: 'http://localhost:3000',
        },
        mailTransport: { value: 'outbox', source: 'default', variable: 'SMTP_URL' },
        smtpHost: { value: null, source: 'default', variable: 'SMTP_URL' },
        smtpPort: { value: null, source: 'default', variable: 'SMTP_URL' },
        jobBoardUrl: {
          value: 'https://api.joinrise.io/api/v1/jobs/public',
          source: 'default',
          variable: 'JOB_BOARD_URL',
        },
        jobBoardSyncMinutes: { value: 30, source: 'default', variable: 'JOB_BOARD_SYNC_MINUTES' },
      },
      updatedAt: null,
    });
    expect((await api.get('/public/settings')).body.data).toEqual({
      passwordMinLength: 6,
      uploadLimitsMb: { resume: 5, profilePicture: 5 },
    });
  });

  it('validates each field with its message; a save that changes nothing records nothing', async () => {
    const invalid = await save({
      general: { maxUploadMb: 2 },
      security: { passwordMinLength: 5, maxLoginAttempts: 0 },
    });
    expect(invalid.status).toBe(400);
    // The first failing field in the form's order.
    expect(invalid.body.message).toBe('Max login attempts must be a whole number from 1 to 50');
    expect(invalid.body.errors).toEqual([
      { path: 'security.maxLoginAttempts', message: 'Max login attempts must be a whole number from 1 to 50' },
      { path: 'security.passwordMinLength', message: 'Password minimum length must be a whole number from 6 to 64' },
    ]);
    expect((await save({ email: { mailFrom: 'Stint <nobody>' } })).body.message).toBe(
      'Please enter a sender such as Stint <no-reply@example.org>',
    );
    expect((await save({ security: { sessionTimeoutHours: '24' } })).status).toBe(400);
    expect(await api.platform.eventStore.readStream(PLATFORM_SETTINGS_STREAM)).toEqual([]);

    const saved = await save({ security: { maxLoginAttempts: 7 } });
    expect(saved.body).toMatchObject({ success: true, message: 'Settings saved successfully!' });
    expect(saved.body.data).toMatchObject({
      settings: { maxLoginAttempts: 7 },
      effective: { maxLoginAttempts: 7 },
      sources: { maxLoginAttempts: 'admin' },
    });
    expect(saved.body.data.updatedAt).toEqual(expect.any(String));
    const again = await save({ security: { maxLoginAttempts: 7 } });
    expect(again.body).toMatchObject({ success: true, message: 'Settings saved successfully!' });
    const events = await api.platform.eventStore.readStream(PLATFORM_SETTINGS_STREAM);
    expect(events.map((event) => [event.type, event.data, event.metadata.actor])).toEqual([
      ['PlatformSettingsChanged', { changes: { maxLoginAttempts: 7 } }, { id: admin.id, role: 'admin' }],
    ]);

    const back = await set({ security: { maxLoginAttempts: null } });
    expect(back).toMatchObject({
      settings: {},
      effective: { maxLoginAttempts: 5 },
      sources: { maxLoginAttempts: 'default' },
    });
  });

  it('a password minimum raised by an admin applies to registration, reset and password change', async () => {
    const before = await api.post('/auth/register', registration('abcdefgh'));
    expect(before.status, JSON.stringify(before.body)).toBe(201);

    await set({ security: { passwordMinLength: 10 } });
    for (const password of ['abcdefgh', 'abc']) {
      const refused = await api.post('/auth/register', registration(password));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Password must be at least 10 characters');
      expect(refused.body.errors).toContainEqual({
        path: 'password',
        message: 'Password must be at least 10 characters',
      });
    }
    expect((await api.get('/public/settings')).body.data.passwordMinLength).toBe(10);
    const change = await api.request(
      'PUT',
      '/auth/change-password',
      { currentPassword: 'abcdefgh', newPassword: 'ijklmnop', confirmPassword: 'ijklmnop' },
      before.body.data.token,
    );
    expect(change.status).toBe(400);
    expect(change.body.message).toBe('Password must be at least 10 characters');
    const reset = await api.post('/auth/reset-password/some-token', { password: 'ijklmnop' });
    expect(reset.body.message).toBe('Password must be at least 10 characters');
    expect((await api.post('/auth/register', registration('abcdefghij'))).status).toBe(201);

    await set({ security: { passwordMinLength: null } });
    expect((await api.post('/auth/register', registration('abcdefgh'))).status).toBe(201);
  });

  it('max login attempts sets how many failed sign-ins come before 429', async () => {
    const fail = (person: Person, headers: Record<string, string>) =>
      api.post('/auth/login', { email: person.email, password: 'wrong password' }, undefined, headers);

    const before = await the.student('Bea');
    const beforeIp = fromIp();
    for (let attempt = 0; attempt < 3; attempt++) expect((await fail(before, beforeIp)).status).toBe(401);

    await set({ security: { maxLoginAttempts: 2 } });
    const student = await the.student('Lou');
    const ip = fromIp();
    expect((await fail(student, ip)).status).toBe(401);
    expect((await fail(student, ip)).status).toBe(401);
    const third = await fail(student, ip);
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many failed sign-in attempts/);
    // The right password too, while the account is locked.
    expect((await api.post('/auth/login', { email: student.email, password: PASSWORD }, undefined, ip)).status).toBe(
      429,
    );
    await set({ security: { maxLoginAttempts: null } });
  });

  it('the max file size lowers the upload limits, with the message naming it, and never raises them', async () => {
    const employer = await the.employer('Globex');
    const internshipId = await the.postInternship(employer);
    const [first, second, third] = await Promise.all([the.student('Ann'), the.student('Ben'), the.student('Cy')]);
    expect((await applyWith(first!, internshipId, pdfBytes(2 * MB))).status).toBe(201);

    const lowered = await set({ general: { maxUploadMb: 1 } });
    expect(lowered.uploadLimitsMb).toEqual({ resume: 1, profilePicture: 1 });
    expect((await api.get('/public/settings')).body.data.uploadLimitsMb).toEqual({ resume: 1, profilePicture: 1 });
    expect(await applyWith(second!, internshipId, pdfBytes(2 * MB))).toEqual({
      status: 413,
      body: { success: false, message: 'File size must be less than 1MB!' },
    });
    // Above the spec's own limit too: the message names the limit that applies.
    expect((await applyWith(second!, internshipId, pdfBytes(6 * MB))).body.message).toBe(
      'File size must be less than 1MB!',
    );
    const picture = new FormData();
    picture.append('profilePicture', new Blob([Buffer.concat([pngBytes(), Buffer.alloc(2 * MB)])]), 'me.png');
    const pictureResponse = await fetch(`${api.url}/api/v1/users/profile/picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${second!.token}` },
      body: picture,
    });
    expect(pictureResponse.status).toBe(413);
    expect(((await pictureResponse.json()) as { message: string }).message).toBe('File size must be less than 1MB.');

    const raised = await set({ general: { maxUploadMb: 10 } });
    expect(raised).toMatchObject({ effective: { maxUploadMb: 10 }, uploadLimitsMb: { resume: 5, profilePicture: 5 } });
    expect(await applyWith(second!, internshipId, pdfBytes(6 * MB))).toEqual({
      status: 413,
      body: { success: false, message: 'File size must be less than 5MB!' },
    });
    expect((await applyWith(third!, internshipId, pdfBytes(2 * MB))).status).toBe(201);
    await set({ general: { maxUploadMb: null } });
  });

  it('the session timeout sets a new token’s lifetime and ends sessions older than it', async () => {
    const student = await the.student('Tim');
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
    const oldToken = await api.server.deps.tokens.sign(
      { id: student.id, role: 'student', tokenVersion: 0 },
      threeHoursAgo,
    );
    expect((await api.get('/auth/me', oldToken)).status).toBe(200);

    await set({ security: { sessionTimeoutHours: 2 } });
    const login = await api.post('/auth/login', { email: student.email, password: PASSWORD }, undefined, fromIp());
    const { iat, exp } = claimsOf(login.body.data.token as string);
    expect(exp - iat).toBe(2 * 3600);
    expect((await api.get('/auth/me', login.body.data.token)).status).toBe(200);
    expect((await api.get('/auth/me', oldToken)).status).toBe(401);

    await set({ security: { sessionTimeoutHours: null } });
    expect((await api.get('/auth/me', oldToken)).status).toBe(200);
    const later = await api.post('/auth/login', { email: student.email, password: PASSWORD }, undefined, fromIp());
    const claims = claimsOf(later.body.data.token as string);
    expect(claims.exp - claims.iat).toBe(7 * 86_400);
  });

  it('mail goes out from the admins’ sender once set; the contact page and mail follow the support address', async () => {
    const mailJobs = createJobs(api.platform).filter((job) => job.queue === 'account-mail');
    const workers = await startWorkers({ ...api.platform, reactors: [welcomeMailReactor], jobs: mailJobs });
    const outbox = join(api.platform.config.dataDir, 'outbox');
    const fromOfMailTo = async (email: string) => {
      await settleReactors(api.platform, [welcomeMailReactor], 'account-mail');
      for (const file of await readdir(outbox)) {
        const headers = headersOf(await readFile(join(outbox, file), 'utf8'));
        if (headers.to === email) return headers.from;
      }
      return undefined;
    };
    try {
      const before = await the.student('Mia');
      expect(await fromOfMailTo(before.email)).toBe('Stint <no-reply@stint.local>');

      await set({ email: { mailFrom: 'Campus Careers <careers@uni.example>' } });
      const after = await the.student('Max');
      expect(await fromOfMailTo(after.email)).toBe('Campus Careers <careers@uni.example>');
    } finally {
      await workers.stop();
      await set({ email: { mailFrom: null } });
    }

    const support = `help-${randomUUID().slice(0, 8)}@uni.example`;
    await set({ general: { supportEmail: support.toUpperCase() } });
    expect((await api.get('/public/contact-info')).body.data.supportEmail).toBe(support);
    await set({ general: { supportEmail: null } });
    expect((await api.get('/public/contact-info')).body.data.supportEmail).toBe('support@stint.local');
  });

  it('the contact page shows the support phone and office address an admin sets, and none once handed back', async () => {
    const contactInfo = async () => (await api.get('/public/contact-info')).body.data;
    expect(await contactInfo()).toMatchObject({ phone: null, phoneHref: null, address: null, directionsUrl: null });

    const settings = await set({
      general: { supportPhone: ' +44 20 7946 0321 ', officeAddress: '1 Campus Way, Leeds LS2 9JT, United Kingdom' },
    });
    expect(settings.effective).toMatchObject({
      supportPhone: '+44 20 7946 0321',
      officeAddress: '1 Campus Way, Leeds LS2 9JT, United Kingdom',
    });
    expect(settings.sources).toMatchObject({ supportPhone: 'admin', officeAddress: 'admin' });
    expect(await contactInfo()).toEqual({
      supportEmail: 'support@stint.local',
      phone: '+44 20 7946 0321',
      phoneHref: 'tel:+442079460321',
      address: '1 Campus Way, Leeds LS2 9JT, United Kingdom',
      directionsUrl:
        'https://www.google.com/maps/search/?api=1&query=1%20Campus%20Way%2C%20Leeds%20LS2%209JT%2C%20United%20Kingdom',
    });

    for (const [general, message] of [
      [{ supportPhone: 'call us' }, settingMessages.supportPhone],
      [{ supportPhone: '12345' }, settingMessages.supportPhone],
      [{ supportPhone: '' }, settingMessages.supportPhone],
      [{ officeAddress: '1 Campus Way\r\nBcc: x@y.z' }, settingMessages.officeAddress],
      [{ officeAddress: '   ' }, settingMessages.officeAddress],
    ] as const) {
      const refused = await save({ general });
      expect(refused.status, JSON.stringify(general)).toBe(400);
      expect(refused.body.message).toBe(message);
    }

    await set({ general: { supportPhone: null, officeAddress: null } });
    expect(await contactInfo()).toMatchObject({ phone: null, phoneHref: null, address: null, directionsUrl: null });
  });

  it('the job-board sync runs only while it is switched on', async () => {
    const job = jobBoardSyncJob(api.platform, { url: 'http://127.0.0.1:1/jobs', timeoutMs: 200, attempts: 1 });
    const run = () =>
      (job.handler as (job: Job) => Promise<void>)({ id: randomUUID(), name: 'sync', payload: {}, attempt: 1 });
    await expect(run()).rejects.toThrow();

    await set({ integrations: { jobBoardSyncEnabled: false } });
    await expect(run()).resolves.toBeUndefined();
    await set({ integrations: { jobBoardSyncEnabled: null } });
  });
});
