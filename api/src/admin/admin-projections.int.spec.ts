/**
 * The admin projections API and rebuilds without downtime (issue 16): who may call it; and, on the embedded and server
 * profiles, a rebuild of the internships read model over a few thousand events while its list and detail endpoints
 * are polled: every answer equals the answer before the rebuild (never empty, never partial), new events written
 * meanwhile are applied live and none is lost across the take-over, and the model afterwards equals a clean rebuild.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projections } from '@stint/projector/registry';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { ProjectorRunner, checkpointName, resetProjection } from '@stint/projector';
import { readModelDigest } from '@stint/projector/testing/read-model-digest';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { internshipDetails, people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from '../accounts/authenticate';
import { routes } from '../routes';

const INTERNSHIPS = 200;
const UPDATES_EACH = 14;

/** A history of INTERNSHIPS × (1 + UPDATES_EACH) events, appended straight to the log; resolves at its head. */
async function writeHistory(api: TestApi, employer: Person): Promise<{ ids: string[]; head: bigint }> {
  const ids: string[] = [];
  let head = 0n;
  const metadata = () => ({
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: null,
    at: new Date().toISOString(),
  });
  for (let index = 0; index < INTERNSHIPS; index++) {
    const internshipId = randomUUID();
    ids.push(internshipId);
    const details = (round: number) => ({
      ...internshipDetails,
      title: `Role ${index} r${round}`,
      positions: 1 + round,
    });
    const events = [
      {
        id: randomUUID(),
        type: 'InternshipPosted',
        data: { internshipId, employerId: employer.id, status: 'active', details: details(0) },
        metadata: metadata(),
      },
      ...Array.from({ length: UPDATES_EACH }, (_, round) => ({
        id: randomUUID(),
        type: 'InternshipUpdated',
        data: { internshipId, details: details(round + 1) },
        metadata: metadata(),
      })),
    ];
    head = (
      await api.platform.eventStore.append(internshipStream(internshipId), events, { expectedRevision: 'no_stream' })
    ).position;
  }
  // Every projection has applied it (a command's wait for consistency is bounded; this is not).
  await vi.waitFor(() => expect(api.runner.position).toBe(head), { timeout: 120_000, interval: 50 });
  return { ids, head };
}

/** The internships model rebuilt from scratch by a runner of its own (the api's is stopped first). */
async function cleanRebuildDigest(api: TestApi) {
  await api.runner.stop();
  await resetProjection(api.platform.readStore, internshipsProjection);
  const runner = new ProjectorRunner({ ...api.platform, projections: [internshipsProjection], batchSize: 500 });
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  return readModelDigest(api.platform.readStore, [internshipsProjection]);
}

describe('admin projections api: who may call it', () => {
  let api: TestApi;
  let cast: Record<'student' | 'employer' | 'university' | 'admin', Person>;
  beforeAll(async () => {
    api = await startTestApi('embedded', { routes, projections, authenticate: accountAuthenticator });
    const the = people(api);
    const [student, employer, university, admin] = await Promise.all([
      the.student('Ada'),
      the.employer('Northwind'),
      the.university(),
      the.admin(),
    ]);
    cast = { student, employer, university, admin };
  }, 120_000);
  afterAll(() => api?.close());

  // The authorization matrix: [route, method, path called, status for anonymous, student, employer, university, admin].
  const rows: Array<[string, string, string, number[]]> = [
    ['GET /admin/projections', 'GET', '/admin/projections', [401, 403, 403, 403, 200]],
    ['GET /admin/projections/:name', 'GET', '/admin/projections/users', [401, 403, 403, 403, 200]],
    ['GET /admin/projections/:name', 'GET', '/admin/projections/nothing', [401, 403, 403, 403, 404]],
    ['POST /admin/projections/:name/rebuild', 'POST', '/admin/projections/nothing/rebuild', [401, 403, 403, 403, 404]],
  ];

  it.each(rows)('%s: %s %s', async (_route, method, path, statuses) => {
    const who = [null, cast.student, cast.employer, cast.university, cast.admin];
    const answers = await Promise.all(
      who.map(async (person) => (await api.request(method, path, undefined, person?.token)).status),
    );
    expect(answers).toEqual(statuses);
  });

  it('names the projection it does not know', async () => {
    const unknown = await api.request('POST', '/admin/projections/nothing/rebuild', undefined, cast.admin.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(
      /^No projection named "nothing" \(known: test-pings, users, applications, internships, /,
    );
    const tooLong = await api.get(`/admin/projections/${'x'.repeat(101)}`, cast.admin.token);
    expect(tooLong.status).toBe(400);
  });

  it('lists every projection, live, with its position and lag', async () => {
    const listed = await api.get('/admin/projections', cast.admin.token);
    expect(listed.status).toBe(200);
    const names = listed.body.data.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(['test-pings', ...projections.map((p) => p.name)]);
    const users = listed.body.data.projections.find((p: { name: string }) => p.name === 'users');
    expect(users).toMatchObject({ state: 'live', lag: 0, eventsPerSecond: null, etaSeconds: null, parked: 0 });
    expect(users.position).toMatch(/^\d+$/);
    const detail = await api.get('/admin/projections/users', cast.admin.token);
    expect(detail.body.data.projection).toEqual({ ...users, parkedEvents: [] });
  });
});

for (const profile of ['embedded', 'server'] satisfies TestProfile[]) {
  const skip = profileSkipReason(profile);
  describe.skipIf(skip)(`a rebuild without downtime (${profile}${skip ? `: ${skip}` : ''})`, () => {
    let api: TestApi;
    let admin: Person;
    let employer: Person;
    let history: { ids: string[]; head: bigint };
    beforeAll(async () => {
      api = await startTestApi(profile, { routes, projections, authenticate: accountAuthenticator });
      const the = people(api);
      [admin, employer] = await Promise.all([the.admin(), the.employer('Northwind')]);
      history = await writeHistory(api, employer);
      // A connection the server dropped while the history was written (PGlite keeps the loop busy) is not reused.
      await api.get('/admin/projections', admin.token).catch(() => undefined);
    }, 180_000);
    afterAll(() => api?.close());

    const state = async () => {
      const listed = await api.get('/admin/projections', admin.token);
      expect(listed.status).toBe(200);
      return listed.body.data.projections.find((p: { name: string }) => p.name === 'internships');
    };

    it('answers as before throughout, goes live again, and ends equal to a clean rebuild', async () => {
      const reads = [
        '/internships?page=1&limit=10',
        '/internships?page=7&limit=10&search=Role',
        `/internships/${history.ids[3]}`,
        '/admin/internships?page=2',
      ];
      const answer = async () =>
        Promise.all(reads.map(async (path) => ({ path, ...(await api.get(path, admin.token)) })));
      const before = (await answer()).map(({ path, status, body }) => ({ path, status, data: body.data }));
      expect(before.every((read) => read.status === 200)).toBe(true);
      expect(before[0]!.data.internships).toHaveLength(10);

      const asked = await api.post('/admin/projections/internships/rebuild', {}, admin.token);
      expect(asked.status).toBe(202);
      expect(asked.body.data).toEqual({ rebuilding: ['internships'] });
      let sawRebuilding = false;
      let polls = 0;
      const deadline = Date.now() + 120_000;
      for (;;) {
        const [answers, status] = await Promise.all([answer(), state()]);
        expect(answers.map(({ path, status, body }) => ({ path, status, data: body.data }))).toEqual(before);
        polls++;
        if (status.state === 'rebuilding') {
          sawRebuilding = true;
          const detail = await api.get('/admin/projections/internships', admin.token);
          expect(detail.body.data.projection).toMatchObject({ name: 'internships', parkedEvents: [] });
          expect(Number(status.lag)).toBeGreaterThanOrEqual(0);
        } else if (sawRebuilding) {
          expect(status).toMatchObject({ state: 'live', lag: 0, position: history.head.toString() });
          break;
        }
        if (Date.now() > deadline)
          throw new Error(`no take-over after ${polls} polls (rebuilding seen: ${sawRebuilding})`);
      }
      expect(polls).toBeGreaterThan(2);
      expect((await answer()).map(({ path, status, body }) => ({ path, status, data: body.data }))).toEqual(before);

      const afterTakeOver = await readModelDigest(api.platform.readStore, [internshipsProjection]);
      expect(afterTakeOver.checkpoints).toEqual({ internships: history.head.toString() });
      const clean = await cleanRebuildDigest(api);
      expect(afterTakeOver).toEqual(clean);
      await api.runner.start();
    }, 180_000);

    it('keeps applying new events during the rebuild and loses none across the take-over', async () => {
      const the = people(api);
      const asked = await api.post('/admin/projections/internships/rebuild', {}, admin.token);
      expect(asked.status).toBe(202);
      const written: string[] = [];
      let sawRebuilding = false;
      const deadline = Date.now() + 120_000;
      for (;;) {
        // Resolves once the live runner has applied it: the live documents keep being updated.
        const id = await the.postInternship(employer, { title: `Posted during the rebuild ${written.length}` });
        written.push(id);
        expect((await api.get(`/internships/${id}`)).status).toBe(200);
        const status = await state();
        if (status.state === 'rebuilding') sawRebuilding = true;
        else if (sawRebuilding) break;
        if (Date.now() > deadline) throw new Error('no take-over');
      }
      expect(written.length).toBeGreaterThan(1);
      for (const id of written) expect((await api.get(`/internships/${id}`)).status, id).toBe(200);
      const head = await api.platform.eventStore.headPosition();
      await vi.waitFor(() => expect(api.runner.position).toBe(head), { timeout: 60_000, interval: 50 });
      const afterTakeOver = await readModelDigest(api.platform.readStore, [internshipsProjection]);
      expect(await api.platform.readStore.getCheckpoint(checkpointName(internshipsProjection))).toBe(head);
      expect(afterTakeOver).toEqual(await cleanRebuildDigest(api));
      await api.runner.start();
    }, 180_000);
  });
}
