/** The HTTP conventions every slice relies on (docs/architecture.md §HTTP), exercised through the test ping slice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { NotFoundError } from '@stint/shared';
import { createLogger } from '@stint/shared/infra/logger';
import { defineRoute } from './route';
import { pingStream } from '@stint/shared/testing/testing.streams';

/** A command whose answer is read back from a projection that never catches up (or has, with `caughtUp`). */
const readBack = (path: string, caughtUp: boolean) =>
  defineRoute({
    method: 'post',
    path,
    summary: 'Reads its answer back after waiting for the projections',
    access: 'public',
    status: 201,
    response: z.object({}),
    handler: async ({ settle }) => {
      await settle({ position: caughtUp ? null : 10n ** 15n, events: [{ type: 'PingSent' }] });
      throw new NotFoundError('Ping not found');
    },
  });

const extraRoutes = [
  defineRoute({
    method: 'get',
    path: '/test/leaky',
    summary: 'Returns more than its schema names',
    access: 'public',
    response: z.object({ name: z.string() }),
    handler: async () => ({ name: 'visible', passwordHash: 'secret' }) as { name: string },
  }),
  defineRoute({
    method: 'get',
    path: '/test/admins-only/:id',
    summary: 'Admin route with a typed id',
    access: ['admin'],
    params: z.object({ id: z.uuid('Invalid id') }),
    response: z.object({ id: z.string() }),
    handler: async ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    method: 'get',
    path: '/test/broken',
    summary: 'Fails unexpectedly',
    access: 'public',
    response: z.object({}),
    handler: async () => {
      throw new Error('database exploded');
    },
  }),
  defineRoute({
    method: 'get',
    path: '/test/echo/:id',
    summary: 'Echoes its id and search text',
    access: 'public',
    params: z.object({ id: z.string() }),
    query: z.object({ search: z.string().optional() }),
    response: z.object({ id: z.string(), search: z.string().optional() }),
    handler: async ({ params, query }) => ({ id: params.id, search: query.search }),
  }),
  readBack('/test/behind', false),
  readBack('/test/caught-up', true),
];

// Below info the request logger is not mounted (server.ts): the request id must not depend on it.
describe.each(['silent', 'info'])('request ids, logger at %s', (level) => {
  let api: TestApi;
  const lines: string[] = [];
  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: extraRoutes,
      logger: createLogger(level, { write: (line: string) => void lines.push(line) }),
    });
  });
  afterAll(() => api?.close());

  it('names every answer with X-Request-Id: a well-formed one sent is kept, anything else replaced', async () => {
    const idOf = async (sent?: string) =>
      (await fetch(`${api.url}/api/v1/test/echo/abc`, { headers: sent ? { 'x-request-id': sent } : {} })).headers.get(
        'x-request-id',
      );
    expect(await idOf('trace-1234_abcd')).toBe('trace-1234_abcd');
    for (const sent of [undefined, 'short', 'bad id with spaces', 'x'.repeat(65)]) {
      const id = await idOf(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(sent);
    }
    expect(lines.some((line) => line.includes('"id":"trace-1234_abcd"'))).toBe(level === 'info');
  });
});

describe('HTTP conventions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded', { routes: extraRoutes });
  });
  afterAll(() => api?.close());

  it('answers a command with the envelope, its message and status', async () => {
    const response = await api.post('/test/pings', { note: 'hi', unknownKey: 1 }, await api.user('student').token());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Ping sent',
      data: { ping: { id: expect.any(String), note: 'hi' } },
    });
  });

  it('rejects bad input with 400, the first field message and every field error', async () => {
    const token = await api.user('student').token();
    const empty = await api.post('/test/pings', { note: '' }, token);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      success: false,
      message: 'Note is required',
      errors: [{ path: 'note', message: 'Note is required' }],
    });
    const wrongType = await api.post('/test/pings', { note: 42, public: 'yes' }, token);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.map((error: { path: string }) => error.path)).toEqual(['note', 'public']);
    const notJson = await api.post('/test/pings', '{"note": ', token);
    expect(notJson).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON' },
    });
    const huge = await api.post('/test/pings', { note: 'x'.repeat(300_000) }, token);
    expect(huge).toMatchObject({ status: 413, body: { success: false, message: 'The request body is too large' } });
    const badParam = await api.get('/test/admins-only/not-a-uuid', await api.user('admin').token());
    expect(badParam).toMatchObject({ status: 400, body: { message: 'Invalid id', errors: [{ path: 'params.id' }] } });
  });

  it('refuses text no store can keep (NUL, unpaired surrogates) anywhere in a request, once, with the field named', async () => {
    const token = await api.user('student').token();
    const unstorable = { message: 'Contains a character that cannot be saved (a null character or a broken emoji)' };
    for (const note of ['a\u0000b', '\ud800', 'x\udc00y', 'emoji \ud83d']) {
      expect(await api.post('/test/pings', { note }, token)).toMatchObject({
        status: 400,
        body: { success: false, ...unstorable, errors: [{ path: 'note', ...unstorable }] },
      });
    }
    // A whole emoji (a surrogate pair) is text like any other.
    expect((await api.post('/test/pings', { note: 'Great week \ud83c\udf89' }, token)).status).toBe(201);
    const nested = await api.post('/test/pings', { note: 'ok', extra: { list: ['fine', 'bad\u0000'] } }, token);
    expect(nested.body.errors).toEqual([{ path: 'extra.list.1', ...unstorable }]);
    const key = await api.post('/test/pings', { note: 'ok', 'k\u0000': 1 }, token);
    expect(key.status).toBe(400);
    expect(await api.get('/test/echo/abc?search=%00')).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'query.search', ...unstorable }] },
    });
    expect(await api.get('/test/echo/%00')).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'params.id', ...unstorable }] },
    });
    expect(await api.get('/test/echo/abc?search=caf%C3%A9')).toMatchObject({
      status: 200,
      body: { data: { id: 'abc', search: 'café' } },
    });
  });

  it('answers a malformed percent-escape or query with 400, never 500', async () => {
    const badPath = await api.get('/test/echo/%E0%A4%A');
    expect(badPath.status).toBe(400);
    expect(badPath.body.success).toBe(false);
    const badQuery = await api.get('/test/echo/abc?search=%E0%A4%A');
    expect(badQuery.status).toBeLessThan(500);
    // The query parser is the plain one: brackets make no objects, so an operator cannot be smuggled into a filter.
    expect(await api.get('/test/echo/abc?search[$gt]=a')).toMatchObject({ status: 200, body: { data: { id: 'abc' } } });
    expect((await api.get('/test/echo/abc?search=a&search=b')).status).toBe(400);
  });

  it('refuses missing, forged and unsigned tokens with 401 and the wrong role with 403', async () => {
    expect(await api.post('/test/pings', { note: 'x' })).toMatchObject({
      status: 401,
      body: { success: false, message: 'Not authorized, no token' },
    });
    const token = await api.user('student').token();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await api.post('/test/pings', { note: 'x' }, forged)).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await api.post('/test/pings', { note: 'x' }, none)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token failed' },
    });
    const id = crypto.randomUUID();
    expect((await api.get(`/test/admins-only/${id}`, token)).status).toBe(403);
    expect(await api.get(`/test/admins-only/${id}`, await api.user('admin').token())).toMatchObject({
      status: 200,
      body: { data: { id } },
    });
  });

  it('replays a command sent again with the same Idempotency-Key instead of appending twice', async () => {
    const token = await api.user('employer').token();
    const key = { 'idempotency-key': `key-${crypto.randomUUID()}` };
    const first = await api.post('/test/pings', { note: 'once' }, token, key);
    const second = await api.post('/test/pings', { note: 'once' }, token, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.ping.id).toBe(first.body.data.ping.id);
    const events = await api.platform.eventStore.readStream(pingStream(first.body.data.ping.id));
    expect(events).toHaveLength(1);
  });

  it('sends only what the response schema names, 404s unknown routes, and hides internal errors', async () => {
    expect((await api.get('/test/leaky')).body).toEqual({ success: true, data: { name: 'visible' } });
    // Routes are grouped by their first segment (mount.ts); paths match without regard to case, as express's do.
    expect((await api.get('/TEST/Leaky')).body).toEqual({ success: true, data: { name: 'visible' } });
    for (const path of ['/no/such/route', '/test/no-such-route', '/test', '/']) {
      expect(await api.get(path)).toMatchObject({ status: 404, body: { success: false, message: 'Route not found' } });
    }
    const broken = await api.get('/test/broken');
    expect(broken.status).toBe(500);
    expect(broken.body.message).toMatch(/^Something went wrong on our side \(reference [\w-]+\)/);
    expect(JSON.stringify(broken.body)).not.toContain('database exploded');
  });

  it('answers 503 with Retry-After, not 404, when a saved command cannot be read back because projections are behind', async () => {
    const behind = await api.post('/test/behind', {});
    expect(behind.status).toBe(503);
    expect(behind.headers.get('retry-after')).toBe('1');
    expect(behind.body).toEqual({
      success: false,
      message: 'Your change was saved but is not ready to show yet. Please try again in a moment.',
    });
    // Projections that have caught up and still miss it: a plain 404.
    const missing = await api.post('/test/caught-up', {});
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Ping not found' });
  });

  it('reports liveness and readiness with projection lag', async () => {
    const health = await fetch(`${api.url}/healthz`);
    expect(await health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await fetch(`${api.url}/readyz`);
    const body = (await ready.json()) as { data: { checks: unknown; projections: { lag: number } } };
    expect(ready.status).toBe(200);
    expect(body.data.checks).toEqual({ eventStore: { ok: true }, readStore: { ok: true }, bus: { ok: true } });
    expect(body.data.projections.lag).toBe(0);
  });
});

describe('signed file URLs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded');
  });
  afterAll(() => api?.close());

  it('serve a blob only with an unexpired signature for that exact key', async () => {
    const { signBlobUrl } = await import('@stint/shared/infra/blobs/signed-url');
    const pdf = Buffer.from('%PDF-1.4\n%stint\n');
    const stored = await api.platform.blobs.put(pdf, 'application/pdf');
    const url = signBlobUrl(stored.key, { secret: api.platform.secret });
    const ok = await fetch(`${api.url}${url}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(pdf);

    const tampered = url.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await fetch(`${api.url}${tampered}`)).status).toBe(404);
    const expired = signBlobUrl(stored.key, { secret: api.platform.secret, now: new Date(Date.now() - 3_600_000) });
    expect((await fetch(`${api.url}${expired}`)).status).toBe(404);
    const other = await api.platform.blobs.put(Buffer.from('x'), 'text/plain');
    expect((await fetch(`${api.url}${url.replace(stored.key, other.key)}`)).status).toBe(404);
  });
});
