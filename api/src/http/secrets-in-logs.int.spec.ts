/**
 * Nothing secret in the logs (issue 14): registration, email confirmation, the password-reset flow and the ops link
 * flow run against an api, projector and workers that all write through the real logger (every level) into one
 * stream; then the WHOLE log is searched for every credential the flows used — the reset and confirmation tokens, the
 * ops ticket and session cookie, the Idempotency-Keys, the bearer tokens, the passwords. None may appear.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from '@stint/shared/infra/logger';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import {
  PASSWORD_RESET_MAIL_QUEUE,
  passwordResetMailJob,
  passwordResetMailReactor,
} from '@stint/workers/accounts/password-reset-mail';
import { welcomeMailJob, welcomeMailReactor } from '@stint/workers/accounts/welcome-mail';
import { startWorkers } from '@stint/workers/runtime/reactor';
import { settleReactors } from '@stint/workers/testing/settle';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { opsRoutes } from '../ops/index';
import { OPS_COOKIE } from '../ops/ops-session';
import { people, PASSWORD, tag } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';

const NEW_PASSWORD = 'battery staple';

/** Every line the processes write, as written. */
const written: string[] = [];
const log = () => written.join('');

async function logShows(fragment: string): Promise<void> {
  // pino-http writes its line when the response has finished, which may be just after the client has read it.
  const deadline = Date.now() + 5000;
  while (!log().includes(fragment)) {
    if (Date.now() > deadline) throw new Error(`the log never showed ${fragment}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('secrets in logs', () => {
  let api: TestApi;
  let workers: { stop(): Promise<void> };

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...opsRoutes],
      projections: [usersProjection],
      authenticate: accountAuthenticator,
      logger: createLogger('trace', { write: (line: string) => void written.push(line) }),
    });
    workers = await startWorkers({
      ...api.platform,
      reactors: [welcomeMailReactor, passwordResetMailReactor],
      jobs: [welcomeMailJob(api.platform), passwordResetMailJob(api.platform)],
    });
  });
  afterAll(async () => {
    await workers?.stop();
    await api?.close();
  });

  /** The links in the mails written to the outbox for `email` (quoted-printable decoded). */
  async function linksMailedTo(email: string): Promise<URL[]> {
    const outbox = join(api.platform.config.DATA_DIR, 'outbox');
    const links: URL[] = [];
    for (const name of await readdir(outbox)) {
      if (!name.endsWith('.eml')) continue;
      const raw = await readFile(join(outbox, name), 'utf8');
      if (!raw.includes(email)) continue;
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      for (const match of text.matchAll(/https?:\/\/\S+\?token=[\w%.-]+/g)) links.push(new URL(match[0]));
    }
    return links;
  }

  /** A page load outside /api/v1 (a link opened in the browser), redirects not followed. */
  const load = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { redirect: 'manual', headers });

  it('keeps reset and confirmation tokens, ops tickets and cookies, keys and bearer tokens out of every line', async () => {
    const secrets: Record<string, string> = { password: PASSWORD, newPassword: NEW_PASSWORD };
    const key = (name: string) => (secrets[name] = `${name}-${randomUUID()}`);

    // Signed out: register with an Idempotency-Key, then follow the welcome mail's confirmation link.
    const email = `logs-${tag()}@example.org`;
    const registered = await api.post(
      '/auth/register',
      {
        role: 'student',
        email,
        phone: '+1 555 0100',
        password: PASSWORD,
        firstName: 'Ada',
        lastName: 'Lovelace',
        studentId: `S-${tag()}`,
        university: 'Unlisted College',
        program: 'Computer Science',
        major: 'Software',
        yearOfStudy: '3',
      },
      undefined,
      { 'idempotency-key': key('registerKey') },
    );
    expect(registered.status).toBe(201);
    secrets.session = registered.body.data.token;
    await settleReactors(api.platform, [welcomeMailReactor], welcomeMailJob(api.platform).queue);
    const [confirmLink] = await linksMailedTo(email);
    secrets.confirmToken = confirmLink!.searchParams.get('token')!;
    expect((await load(`${confirmLink!.pathname}${confirmLink!.search}`)).status).toBe(404); // no web app here
    const confirmed = await api.post('/auth/confirm-email', { token: secrets.confirmToken }, secrets.session, {
      'idempotency-key': key('confirmKey'),
    });
    expect(confirmed.status).toBe(200);
    expect((await api.get('/auth/me', secrets.session)).status).toBe(200);

    // The password-reset flow: ask, open the mailed link, reset (with a key), and send the same reset again.
    const asked = await api.post('/auth/forgot-password', { email }, undefined, {
      'idempotency-key': key('forgotKey'),
    });
    expect(asked.status).toBe(200);
    await settleReactors(api.platform, [passwordResetMailReactor], PASSWORD_RESET_MAIL_QUEUE);
    const resetLink = (await linksMailedTo(email)).find((link) => link.pathname === '/reset-password')!;
    secrets.resetToken = resetLink.searchParams.get('token')!;
    expect((await load(`${resetLink.pathname}${resetLink.search}`)).status).toBe(404);
    const resetPath = `/auth/reset-password/${encodeURIComponent(secrets.resetToken)}`;
    const resetBody = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: secrets.resetToken };
    const reset = await api.post(resetPath, resetBody, undefined, { 'idempotency-key': key('resetKey') });
    expect(reset.status).toBe(200);
    secrets.resetSession = reset.body.data.token;
    expect((await api.post(resetPath, resetBody, undefined, { 'idempotency-key': secrets.resetKey! })).status).toBe(
      409,
    );

    // The ops link flow: an admin asks for a link, opens it (ticket → cookie), and loads the board with the cookie.
    const admin = await people(api).admin();
    secrets.adminSession = admin.token;
    const linked = await api.post('/ops/links', { target: 'queues' }, admin.token, {
      'idempotency-key': key('opsLinkKey'),
    });
    expect(linked.status).toBe(200);
    const opsLink = new URL(linked.body.data.url as string, api.url);
    secrets.ticket = opsLink.searchParams.get('ticket')!;
    const opened = await load(`${opsLink.pathname}${opsLink.search}`);
    expect(opened.status).toBe(303);
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie.startsWith(`${OPS_COOKIE}=`)).toBe(true);
    secrets.opsCookie = decodeURIComponent(cookie.slice(OPS_COOKIE.length + 1));
    expect((await load('/ops/queues/', { cookie })).status).toBe(200);
    await logShows('"url":"/ops/queues/"');

    const text = log();
    for (const [name, value] of Object.entries(secrets)) expect(value.length, name).toBeGreaterThan(8);
    const leaked = Object.entries(secrets)
      .filter(([, value]) => text.includes(value) || text.includes(encodeURIComponent(value)))
      .map(([name]) => name);
    expect(leaked, 'credentials found in the log').toEqual([]);

    // And the log is the real one: every request above is in it, its credentials replaced.
    for (const fragment of [
      `"url":"/api/v1/auth/reset-password/${REDACTED}"`,
      `"url":"/reset-password?token=${REDACTED}"`,
      `"url":"/confirm-email?token=${REDACTED}"`,
      `"url":"/ops/queues?ticket=${REDACTED}"`,
      `"idempotency-key":"${REDACTED}"`,
      `"authorization":"${REDACTED}"`,
      `"cookie":"${REDACTED}"`,
      `"set-cookie":"${REDACTED}"`,
      'mail written to outbox',
    ]) {
      expect(text, fragment).toContain(fragment);
    }
  });
});
