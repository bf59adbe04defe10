/**
 * What a parked event does to the outside (issue: poison-proofing): /readyz says "not ready" and names it, /metrics
 * counts it, the ops projections page shows it with its error, and its Rebuild button clears it once the cause is
 * fixed. A projector that stops makes /readyz "not ready" once its lag passes READY_MAX_LAG_SECONDS.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { defineProjection } from '@stint/projector';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { opsRoutes } from './index';

const notes = { name: 'test_ping_notes' };
const state = { broken: true };
/** Fails on a ping whose note is "poison" for as long as it is broken (a bug, until its fix is deployed). */
const noteProjection = defineProjection({
  name: 'test-ping-notes',
  version: 1,
  collections: [notes],
  handles: ['PingSent'],
  async apply(event, context) {
    const { pingId, note } = z.object({ pingId: z.string(), note: z.string() }).parse(event.data);
    if (note === 'poison' && state.broken) throw new Error('cannot apply <poison> & friends');
    await context.collection(notes).upsert({ _id: pingId, note });
  },
});

const readyz = async (api: TestApi) => {
  const response = await fetch(`${api.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** /readyz once it answers `status` (a rebuild or a projector catching up takes a while). */
const readyzAnswers = (api: TestApi, status: number) =>
  vi.waitFor(
    async () => {
      const answer = await readyz(api);
      expect(answer.status).toBe(status);
      return answer;
    },
    { timeout: 15_000, interval: 50 },
  );

describe('parked events seen from outside', () => {
  let api: TestApi;
  let admin: Person;
  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...opsRoutes],
      projections: [usersProjection, noteProjection],
      authenticate: accountAuthenticator,
    });
    admin = await people(api).admin();
  });
  afterAll(() => api?.close());

  it('make /readyz not ready, count in /metrics, show on the ops page, and go with a rebuild once fixed', async () => {
    expect((await readyz(api)).status).toBe(200);
    const sent = await api.post('/test/pings', { note: 'poison' }, admin.token);
    expect(sent.status).toBe(201);
    const pingId = sent.body.data.ping.id as string;

    const notReady = await readyz(api);
    expect(notReady.status).toBe(503);
    expect(notReady.body.message).toBe('Not ready: 1 event parked by projections that could not apply them');
    expect(notReady.body.data.projections.parked).toEqual([
      { projection: 'test-ping-notes', eventType: 'PingSent', position: expect.stringMatching(/^\d+$/) },
    ]);
    expect(notReady.body.data.projections.lag).toBe(0);
    const metrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(metrics).toContain('stint_projection_parked_events{projection="test-ping-notes"} 1');
    expect(metrics).toContain('stint_projection_parked_events{projection="users"} 0');

    const link = await api.post('/ops/links', { target: 'projections' }, admin.token);
    expect(link.status).toBe(200);
    const exchange = await fetch(`${api.url}${link.body.data.url}`, { redirect: 'manual' });
    expect(exchange.headers.get('location')).toBe('/ops/projections/');
    const cookie = exchange.headers.get('set-cookie')!.split(';')[0]!;
    const page = await fetch(`${api.url}/ops/projections/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<td>test-ping-notes</td><td>1</td>');
    expect(html).toMatch(/<td>test-ping-notes<\/td><td>1<\/td><td>live<\/td>\s*<td>\d+<\/td><td>0<\/td>/);
    // Its projector group and who holds it: users is in a group; no lease without Redis, so nobody is named.
    expect(html).toMatch(/<td>users<\/td>(?:(?!<tr>)[\s\S])*<td>marketplace<\/td><td>—<\/td>/);
    expect(html).toMatch(/<td>test-ping-notes<\/td>(?:(?!<tr>)[\s\S])*<td>—<\/td><td>—<\/td>/);
    expect(html).toContain('Error: cannot apply &lt;poison&gt; &amp; friends');
    expect(html).not.toContain('<poison>');

    const anonymous = await fetch(`${api.url}/ops/projections/test-ping-notes/rebuild`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(`${api.url}/ops/projections/nothing/rebuild`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
    });
    expect(unknown.status).toBe(404);
    expect((await readyz(api)).status).toBe(503);

    state.broken = false; // the fix is deployed
    const rebuild = await fetch(`${api.url}/ops/projections/test-ping-notes/rebuild`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
    });
    expect(rebuild.status).toBe(303);
    expect(rebuild.headers.get('location')).toBe('../?rebuilding=test-ping-notes');
    const ready = await readyzAnswers(api, 200);
    expect(ready.body.data.projections.parked).toEqual([]);
    expect(await api.platform.readStore.collection(notes).get(pingId)).toMatchObject({ note: 'poison' });
  });
});

describe('readiness of a projector that stopped', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('embedded', { env: { READY_MAX_LAG_SECONDS: '1' } });
  });
  afterAll(() => api?.close());

  it('turns 503 once the oldest unapplied event is older than READY_MAX_LAG_SECONDS, and 200 when it catches up', async () => {
    const token = await api.user('student').token();
    expect((await api.post('/test/pings', { note: 'before' }, token)).status).toBe(201);
    expect((await readyz(api)).status).toBe(200);
    await api.runner.stop();
    await api.post('/test/pings', { note: 'while stopped' }, token);
    const behind = await readyzAnswers(api, 503);
    expect(behind.body.message).toMatch(/^Not ready: projections are \d+ s behind \(more than 1 s\)$/);
    await api.runner.start();
    await readyzAnswers(api, 200);
  });
});
