/**
 * The admins' operations surface over HTTP (issues 6 and 9): short-lived links become an /ops session, the queue
 * board lists and retries failed jobs (the SQL queue on PGlite; BullMQ where Redis runs), Swagger UI loads, and
 * /metrics answers loopback and admins only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason } from '@stint/shared/infra/testing/test-platform';
import type { Queue } from '@stint/shared/infra/queue/queue.port';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { opsRoutes } from './index';
import { issueOpsLink, OPS_COOKIE } from './ops-session';

/** A page load outside /api/v1, redirects not followed. */
function load(
  api: TestApi,
  path: string,
  options: { cookie?: string; method?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${api.url}${path}`, {
    method: options.method ?? 'GET',
    redirect: 'manual',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

async function linkFor(api: TestApi, token: string, target: 'queues' | 'api-docs'): Promise<string> {
  const response = await api.post('/ops/links', { target }, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.url as string;
}

/** Follows a fresh link as a browser would; returns the session cookie (`name=value`). */
async function openSession(api: TestApi, token: string, target: 'queues' | 'api-docs' = 'queues'): Promise<string> {
  const response = await load(api, await linkFor(api, token, target));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`/ops/${target}/`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * A job that failed its one attempt, on a queue whose handler fails until `healthy` is set (the handler's state is
 * returned).
 */
async function failedJob(queue: Queue, name: string, job: { name: string; data: unknown; jobId?: string }) {
  const state = { healthy: false, done: [] as string[] };
  await queue.process(name, async (job) => {
    if (!state.healthy) throw new Error('mail server down (expected in this test)');
    state.done.push(job.id);
  });
  await queue.enqueue(name, job.name, job.data, { ...(job.jobId ? { jobId: job.jobId } : {}), attempts: 1 });
  await vi.waitFor(async () => expect((await queue.counts(name)).failed).toBe(1), { timeout: 8000, interval: 20 });
  return state;
}

const boardQueues = async (api: TestApi, cookie: string, query = '') => {
  const response = await load(api, `/ops/queues/api/queues${query}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { queues: Array<Record<string, any>> }).queues; // eslint-disable-line @typescript-eslint/no-explicit-any
};

describe('operations surface (embedded profile)', () => {
  let api: TestApi;
  let admin: Person;
  let student: Person;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...opsRoutes],
      projections: [usersProjection],
      authenticate: accountAuthenticator,
    });
    const someone = people(api);
    admin = await someone.admin();
    student = await someone.student('Sam');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api?.close();
  });

  it('gives admins a 60-second link, and nobody else', async () => {
    const before = Date.now();
    const response = await api.post('/ops/links', { target: 'queues' }, admin.token);
    expect(response.status).toBe(200);
    expect(response.body.data.url).toMatch(/^\/ops\/queues\?ticket=[\w.%-]+$/);
    const expiresIn = Date.parse(response.body.data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(55_000);
    expect(expiresIn).toBeLessThanOrEqual(61_000);

    expect((await api.post('/ops/links', { target: 'queues' }, student.token)).status).toBe(403);
    expect((await api.post('/ops/links', { target: 'queues' })).status).toBe(401);
    const wrong = await api.post('/ops/links', { target: 'grafana' }, admin.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Target must be one of: queues, api-docs, projections');
  });

  it('trades a link for an httpOnly, SameSite=Strict cookie on /ops, once, and shows the board', async () => {
    const url = await linkFor(api, admin.token, 'queues');
    const first = await load(api, url);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/ops/queues/');
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(new RegExp(`^${OPS_COOKIE}=[\\w.-]+; `));
    expect(setCookie).toContain('Path=/ops');
    expect(setCookie).toContain('Max-Age=1800');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure'); // plain http here; https gets Secure
    const cookie = setCookie.split(';')[0]!;

    const board = await load(api, '/ops/queues/', { cookie });
    expect(board.status).toBe(200);
    const html = await board.text();
    expect(html).toContain('<title>Stint queues</title>');
    expect(html).toContain('<base href="/ops/queues/" />');
    const csp = board.headers.get('content-security-policy')!;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    const script = /src="(static\/js\/main\.[\w.]+\.js)"/.exec(html)![1]!;
    expect((await load(api, `/ops/queues/${script}`, { cookie })).status).toBe(200);
    // The SPA keeps its own policy.
    const spa = (await load(api, '/api/v1/openapi.json')).headers.get('content-security-policy');
    expect(spa).toContain("connect-src 'self' ws: wss:");
    expect(spa).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-ancestors 'none'");

    // The link opened one page load; its second use is refused.
    const again = await load(api, url);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers a plain-text 401 to every /ops request without a valid session — never the board', async () => {
    for (const path of [
      '/ops',
      '/ops/queues',
      '/ops/queues/',
      '/ops/queues/api/queues',
      '/ops/api-docs/',
      '/ops/metrics',
      '/ops/x',
    ]) {
      const response = await load(api, path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await response.text(), path).toContain('Not signed in to Stint operations');
    }
    const retry = await load(api, '/ops/queues/api/queues/any/job/retry', { method: 'PUT' });
    expect(retry.status).toBe(401);

    // Forged, expired, or for another page.
    const url = await linkFor(api, admin.token, 'queues');
    const forged = url.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await load(api, forged)).status).toBe(401);
    const expired = issueOpsLink(
      api.platform.secret,
      { adminId: admin.id, tokenVersion: 0 },
      'queues',
      new Date(Date.now() - 61_000),
    );
    expect((await load(api, expired.url)).status).toBe(401);
    expect((await load(api, url.replace('/ops/queues', '/ops/api-docs'))).status).toBe(401);
    // A ticket signed for someone who is not an admin opens nothing.
    const notAdmin = issueOpsLink(api.platform.secret, { adminId: student.id, tokenVersion: 0 }, 'queues');
    expect((await load(api, notAdmin.url)).status).toBe(401);

    const forgedCookie = `${OPS_COOKIE}=${Buffer.from(JSON.stringify({ a: admin.id, v: 0 })).toString('base64url')}.9999999999.x`;
    const refused = await load(api, '/ops/queues/', { cookie: forgedCookie });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toContain(`${OPS_COOKIE}=; Path=/ops; Max-Age=0`);
  });

  it('ends the ops session when the admin logs out', async () => {
    const other = await people(api).admin();
    const cookie = await openSession(api, other.token);
    expect((await load(api, '/ops/queues/', { cookie })).status).toBe(200);
    expect((await api.post('/auth/logout', {}, other.token)).status).toBe(200);
    expect((await load(api, '/ops/queues/', { cookie })).status).toBe(401);
  });

  it('lists queues and a failed job on the board, and retrying it completes it', async () => {
    const queueName = `ops-test-${randomUUID().slice(0, 8)}`;
    const handler = await failedJob(api.platform.queue, queueName, {
      name: 'send-mail',
      data: { to: 'someone' },
      jobId: 'mail-1',
    });
    const cookie = await openSession(api, admin.token);

    const queues = await boardQueues(api, cookie, `?activeQueue=${queueName}&status=failed&page=1&jobsPerPage=10`);
    // The workers' queues are on the board even before they ran anything.
    expect(queues.map((queue) => queue.name)).toEqual(expect.arrayContaining(['application-mail', queueName]));
    const ours = queues.find((queue) => queue.name === queueName)!;
    expect(ours.counts).toMatchObject({ failed: 1, completed: 0, waiting: 0 });
    expect(ours.jobs).toEqual([
      expect.objectContaining({
        id: 'mail-1',
        name: 'send-mail',
        data: { to: 'someone' },
        failedReason: 'mail server down (expected in this test)',
        isFailed: true,
      }),
    ]);
    const job = await load(api, `/ops/queues/api/queues/${queueName}/mail-1`, { cookie });
    expect(await job.json()).toMatchObject({ status: 'failed', job: { id: 'mail-1' } });

    // What the embedded queue cannot do is refused with the reason, not faked.
    const pause = await load(api, `/ops/queues/api/queues/${queueName}/pause`, { cookie, method: 'PUT' });
    expect(pause.status).toBe(405);
    expect(JSON.stringify(await pause.json())).toContain('The embedded queue (jobs kept in the database) cannot pause');

    handler.healthy = true;
    const retry = await load(api, `/ops/queues/api/queues/${queueName}/mail-1/retry`, { cookie, method: 'PUT' });
    expect(retry.status).toBe(204);
    await vi.waitFor(async () => expect((await api.platform.queue.counts(queueName)).completed).toBe(1), {
      timeout: 8000,
      interval: 20,
    });
    expect(handler.done).toEqual(['mail-1']);
    const after = await boardQueues(api, cookie, `?activeQueue=${queueName}&status=completed`);
    expect(after.find((queue) => queue.name === queueName)!.counts).toMatchObject({ failed: 0, completed: 1 });
  });

  it('serves Swagger UI and its files with a session, pointed at the registry’s OpenAPI document', async () => {
    const cookie = await openSession(api, admin.token, 'api-docs');
    const page = await load(api, '/ops/api-docs/', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/); // no inline script
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await load(api, '/ops/api-docs/swagger-ui-bundle.js', { cookie });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await load(api, '/ops/api-docs/swagger-ui.css', { cookie })).status).toBe(200);
    const init = await load(api, '/ops/api-docs/stint-swagger.js', { cookie });
    expect(await init.text()).toContain('url: "/api/v1/openapi.json"');
    // The package's own demo page (the Petstore) is not served.
    expect((await load(api, '/ops/api-docs/index.html', { cookie })).status).toBe(404);
    const spec = await api.get('/openapi.json');
    expect(spec.body.paths['/ops/links']).toBeDefined();
  });

  it('serves /metrics to loopback and admins, and 403 to anyone else', async () => {
    const queueName = `ops-metrics-${randomUUID().slice(0, 8)}`;
    await failedJob(api.platform.queue, queueName, { name: 'boom', data: {} });
    const anonymous = connect(api.url, { transports: ['websocket'], reconnection: false });
    sockets.push(anonymous);
    await new Promise<void>((resolve, reject) => {
      anonymous.once('connect', () => resolve());
      anonymous.once('connect_error', reject);
    });
    await api.post('/ops/links', { target: 'queues' }, student.token); // a 403 to be measured

    const response = await load(api, '/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain(`stint_queue_jobs{queue="${queueName}",state="failed"} 1`);
    expect(text).toContain(`stint_queue_jobs{queue="${queueName}",state="waiting"} 0`);
    expect(text).toContain('stint_queue_jobs{queue="application-mail",state="delayed"} 0');
    expect(text).toMatch(/^stint_projection_lag_events\{projection="users"\} \d+$/m);
    expect(text).toMatch(/^stint_projection_lag_seconds\{projection="users"\} [\d.e+-]+$/m);
    // Each event the api's own projector committed (the logins above), from its append to that commit.
    expect(text).toMatch(/^stint_projection_applied_lag_seconds_count [1-9]/m);
    expect(text).toMatch(/^stint_projection_applied_lag_seconds_bucket\{le="0.001"\} \d+$/m);
    expect(text).toContain('stint_sockets_connected{role="anonymous"} 1');
    expect(text).toContain('stint_sockets_connected{role="admin"} 0');
    expect(text).toMatch(
      /^stint_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/ops\/links",status_class="4xx"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^stint_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/auth\/login",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toContain('process_cpu_seconds_total');
    // Raw URLs with ids never become series.
    expect(text).not.toMatch(/route="[^"]*ticket/);

    // Through a proxy on this machine the client is not loopback (trust proxy: loopback).
    const remote = { 'x-forwarded-for': '203.0.113.7' };
    const denied = await load(api, '/metrics', { headers: remote });
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('Forbidden');
    expect(
      (await load(api, '/metrics', { headers: { ...remote, authorization: `Bearer ${student.token}` } })).status,
    ).toBe(403);
    expect((await load(api, '/metrics', { headers: { ...remote, authorization: 'Bearer nonsense' } })).status).toBe(
      403,
    );
    const asAdmin = await load(api, '/metrics', { headers: { ...remote, authorization: `Bearer ${admin.token}` } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain('stint_projection_lag_events');

    // In a browser: the ops session opens /ops/metrics.
    const cookie = await openSession(api, admin.token);
    const inBrowser = await load(api, '/ops/metrics', { cookie, headers: remote });
    expect(inBrowser.status).toBe(200);
    expect(await inBrowser.text()).toContain('stint_queue_jobs');
  });
});

const serverSkip = announceSkip('operations surface (server profile)', profileSkipReason('server'));

describe.skipIf(serverSkip)('operations surface (server profile: BullMQ)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('server', { routes: opsRoutes });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shows a failed BullMQ job on the board and in /metrics, and retrying it completes it', async () => {
    expect(api.platform.queue.kind).toBe('bullmq');
    const admin = api.user('admin');
    const queueName = `ops-test-${randomUUID().slice(0, 8)}`;
    const handler = await failedJob(api.platform.queue, queueName, {
      name: 'send-mail',
      data: { to: 'someone' },
      jobId: 'mail:1',
    });
    const cookie = await openSession(api, await admin.token());

    const queues = await boardQueues(api, cookie, `?activeQueue=${queueName}&status=failed`);
    const ours = queues.find((queue) => queue.name === queueName)!;
    expect(ours.counts).toMatchObject({ failed: 1 });
    // BullMQ's own id for our job id (escaped: BullMQ keys split on ':').
    expect(ours.jobs).toEqual([
      expect.objectContaining({ id: 'j.mail%3A1', failedReason: 'mail server down (expected in this test)' }),
    ]);
    const metrics = await (await load(api, '/metrics')).text();
    expect(metrics).toContain(`stint_queue_jobs{queue="${queueName}",state="failed"} 1`);

    handler.healthy = true;
    const retry = await load(api, `/ops/queues/api/queues/${queueName}/j.mail%253A1/retry`, { cookie, method: 'PUT' });
    expect(retry.status).toBe(204);
    await vi.waitFor(async () => expect((await api.platform.queue.counts(queueName)).completed).toBe(1), {
      timeout: 8000,
      interval: 20,
    });
    expect(handler.done).toEqual(['mail:1']);
  });
});
