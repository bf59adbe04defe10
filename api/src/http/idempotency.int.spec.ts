/**
 * Idempotency (docs/architecture.md §Event model, issues 9 and 14): the same command sent 2–5 times with the same
 * Idempotency-Key, one after another or all at once, appends exactly one set of events and answers every copy alike
 * (fast-check); a key belongs to the request that first used it, so anyone sending it with another request — another
 * person, another body, signed in or not — gets a 422 and nothing of the first.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@stint/shared/infra/commands/idempotency-keys';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { logbookEntryBody, people, PASSWORD, reportBody, tag, type Person } from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { pingStream } from '@stint/shared/testing/testing.streams';

type Sent = { status: number; body: { data?: unknown } };
type Kind = {
  /** Events one successful command appends. */
  events: number;
  /** Prepares a fresh target and returns the command to repeat. */
  prepare(): Promise<(headers: Record<string, string>) => Promise<Sent>>;
};

describe('idempotency', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let employer: Person, admin: Person, intern: Person, internshipId: string;

  beforeAll(async () => {
    api = await startPlacementApi();
    the = people(api);
    [employer, admin, intern] = await Promise.all([the.employer('Northwind'), the.admin(), the.student('Ada')]);
    internshipId = await the.postInternship(employer, { positions: 1000 });
    await the.decide(employer, await the.apply(intern, internshipId), 'accepted');
  });
  afterAll(() => api?.close());

  const send = (person: Person, method: string, path: string, body: unknown) => (headers: Record<string, string>) =>
    api.request(method, path, body, person.token, headers) as Promise<Sent>;
  const created = async (person: Person, path: string, body: unknown, key: string) => {
    const response = await api.request('POST', path, body, person.token);
    expect(response.status).toBe(201);
    return response.body.data[key]._id as string;
  };

  const kinds: Record<string, Kind> = {
    'create a logbook entry': {
      events: 1,
      prepare: async () => send(intern, 'POST', '/logbooks', logbookEntryBody(internshipId)),
    },
    'submit a report': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/reports', reportBody(internshipId), 'report');
        return send(intern, 'POST', `/reports/${id}/submit`, {});
      },
    },
    'review a logbook entry': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/logbooks', logbookEntryBody(internshipId), 'logbookEntry');
        expect((await api.request('POST', `/logbooks/${id}/submit`, {}, intern.token)).status).toBe(200);
        return send(employer, 'POST', `/logbooks/${id}/review`, { status: 'rejected', comment: 'More detail' });
      },
    },
    'review a report': {
      events: 1,
      async prepare() {
        const id = await created(intern, '/reports', reportBody(internshipId), 'report');
        expect((await api.request('POST', `/reports/${id}/submit`, {}, intern.token)).status).toBe(200);
        return send(admin, 'POST', `/reports/${id}/review`, { status: 'under_review' });
      },
    },
    'evaluate an intern': {
      events: 1,
      async prepare() {
        // A new period start each time: one evaluation per intern, type and period.
        const start = new Date(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
        const startDate = start.toISOString().slice(0, 10);
        return send(employer, 'POST', '/evaluations', {
          student: intern.id,
          internship: internshipId,
          type: 'weekly',
          period: { startDate, endDate: startDate },
          strengths: ['Curious'],
          areasForImprovement: ['Estimates'],
          specificExamples: 'Shipped it',
          recommendations: ['Ownership'],
          attendance: { totalDays: 1, daysPresent: 1, punctuality: 'good' },
          workQuality: 'good',
          wouldHire: true,
          wouldRecommend: true,
        });
      },
    },
  };

  it('appends one set of events however often and however concurrently a command is repeated', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(kinds)),
        fc.integer({ min: 2, max: 5 }),
        fc.boolean(),
        async (name, times, concurrently) => {
          const kind = kinds[name]!;
          const command = await kind.prepare();
          const headers = { 'idempotency-key': `key-${randomUUID()}` };
          const before = (await api.platform.eventStore.headPosition()) ?? 0n;
          const answers: Sent[] = [];
          if (concurrently) answers.push(...(await Promise.all(Array.from({ length: times }, () => command(headers)))));
          else for (let copy = 0; copy < times; copy++) answers.push(await command(headers));
          const after = (await api.platform.eventStore.headPosition()) ?? 0n;
          // The command's events and the key's one claim (idempotency-key.ts).
          expect(after - before, `${name} ×${times}${concurrently ? ' at once' : ''}`).toBe(BigInt(kind.events + 1));
          const statuses = new Set(answers.map((answer) => answer.status));
          expect([...statuses], JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
          expect([...statuses][0]).toBeLessThan(300);
        },
      ),
      { numRuns: 25 },
    );
  });

  const reused = { status: 422, body: { success: false, message: IDEMPOTENCY_KEY_REUSED_MESSAGE } };

  it("answers 422 to a signed-in person sending another person's key, and records nothing for them", async () => {
    const [ada, alan] = await Promise.all([the.student('Ada'), the.student('Alan')]);
    const key = { 'idempotency-key': `key-${randomUUID()}` };
    const first = await api.post('/test/pings', { note: 'mine' }, ada.token, key);
    expect(first.status).toBe(201);
    // The very same body from someone else is still someone else's request.
    const other = await api.post('/test/pings', { note: 'mine' }, alan.token, key);
    expect(other).toMatchObject(reused);
    expect(other.body).toEqual(reused.body);
    const theirs = deriveEventId(`${alan.id}:${key['idempotency-key']}`, 'ping', 0);
    expect(await api.platform.eventStore.readStream(pingStream(theirs))).toEqual([]);
    // Their own key works for them.
    const own = await api.post('/test/pings', { note: 'mine' }, alan.token, {
      'idempotency-key': `key-${randomUUID()}`,
    });
    expect(own.status).toBe(201);
    expect(own.body.data.ping.id).not.toBe(first.body.data.ping.id);
    // The first person's key, with another body, is refused too; with the first body it answers as before.
    expect(await api.post('/test/pings', { note: 'changed' }, ada.token, key)).toMatchObject(reused);
    const again = await api.post('/test/pings', { note: 'mine' }, ada.token, key);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await api.platform.eventStore.readStream(pingStream(first.body.data.ping.id))).toHaveLength(1);
  });

  it('binds a signed-out key to its body: another registration with it is a 422 that names nobody', async () => {
    const key = { 'idempotency-key': `register-${randomUUID()}` };
    const student = (email: string, password: string) => ({
      role: 'student',
      email,
      phone: '+1 555 0100',
      password,
      firstName: 'Grace',
      lastName: 'Hopper',
      studentId: `S-${tag()}`,
      university: 'Unlisted College',
      program: 'Computer Science',
      major: 'Software',
      yearOfStudy: '3',
    });
    const mine = student(`grace-${tag()}@example.org`, PASSWORD);
    const first = await api.post('/auth/register', mine, undefined, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { user, token } = first.body.data as { user: { _id: string; email: string }; token: string };

    const theirs = student(`mallory-${tag()}@example.org`, 'another password');
    const other = await api.post('/auth/register', theirs, undefined, key);
    expect(other.body).toEqual(reused.body);
    expect(other.status).toBe(422);
    for (const secret of [user._id, user.email, token]) expect(JSON.stringify(other.body)).not.toContain(secret);
    // Nothing was left behind under their email: it registers, as an account of its own.
    const fresh = await api.post('/auth/register', theirs);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect(fresh.body.data.user._id).not.toBe(user._id);
    // The first request sent again still answers with its account.
    const again = await api.post('/auth/register', mine, undefined, key);
    expect(again.status).toBe(201);
    expect(again.body.data.user._id).toBe(user._id);
  });
});
