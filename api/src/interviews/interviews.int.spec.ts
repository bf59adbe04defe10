/**
 * Interviews over HTTP (issue 17 item 3): the employer proposes slots, which moves an early application to the
 * `interview` stage; the student picks one; a pick of an earlier proposal's slot is stale (409); either side cancels;
 * both list their upcoming interviews; outsiders are told the interview does not exist (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { interviewsProjection } from '@stint/projector/interviews/interviews.projection';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { interviewRoutes } from './index';

const HOUR = 3_600_000;
/** A slot `hours` from now, 30 minutes long, written with Tokyo's offset as a Tokyo employer's screen sends it. */
function tokyoSlot(hours: number) {
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const inTokyo = (date: Date) => new Date(date.getTime() + 9 * HOUR).toISOString().slice(0, 19) + '+09:00';
  return {
    sent: { start: inTokyo(start), end: inTokyo(new Date(start.getTime() + 30 * 60_000)) },
    utc: { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() },
  };
}

describe('interviews api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let ada: Person, alan: Person, northwind: Person, acme: Person, uni: Person, admin: Person;
  const as = (person: Person | null) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body: unknown = {}) => api.request('POST', path, body, person?.token),
    put: (path: string, body: unknown = {}) => api.request('PUT', path, body, person?.token),
  });
  const application = async () => the.apply(ada, await the.postInternship(northwind, { title: 'Data intern' }));
  const proposal = (...hours: number[]) => ({ timeZone: 'Asia/Tokyo', slots: hours.map((h) => tokyoSlot(h).sent) });
  async function proposed(id: string, ...hours: number[]) {
    const response = await as(northwind).post(`/applications/${id}/interview`, proposal(...hours));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.interview as { slots: { slotId: string; start: string }[] };
  }

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes, ...interviewRoutes],
      projections: [usersProjection, applicationsProjection, interviewsProjection],
      authenticate: accountAuthenticator,
    });
    the = people(api);
    [ada, alan, northwind, acme, uni, admin] = await Promise.all([
      the.student('Ada'),
      the.student('Alan'),
      the.employer('Northwind'),
      the.employer('Acme'),
      the.university(),
      the.admin(),
    ]);
  }, 120_000);
  afterAll(() => api?.close());

  it('answers null while no interview was proposed, to both sides (not a 404 for a page that asks on every load)', async () => {
    const id = await application();
    for (const person of [ada, northwind]) {
      const none = await as(person).get(`/applications/${id}/interview`);
      expect(none.status, JSON.stringify(none.body)).toBe(200);
      expect(none.body.data).toEqual({ interview: null });
    }
    expect((await as(alan).get(`/applications/${id}/interview`)).status).toBe(404);
    expect((await as(acme).get(`/applications/${id}/interview`)).status).toBe(404);
  });

  it('proposes in Tokyo time, stores UTC, moves the application to Interview, and lets the student pick', async () => {
    const id = await application();
    const interview = await proposed(id, 72, 48);
    expect(interview).toMatchObject({
      status: 'proposed',
      timeZone: 'Asia/Tokyo',
      picked: null,
      student: { _id: ada.id, name: 'Ada Tester' },
      employer: { _id: northwind.id, name: 'Northwind' },
      internship: { title: 'Data intern' },
    });
    // Earliest first, as UTC instants.
    expect(interview.slots.map((slot) => slot.start)).toEqual([tokyoSlot(48).utc.start, tokyoSlot(72).utc.start]);
    const moved = await as(northwind).get(`/applications/${id}`);
    expect(moved.body.data.application).toMatchObject({ stage: 'interview', status: 'reviewing' });

    const picked = await as(ada).post(`/applications/${id}/interview/pick`, { slotId: interview.slots[1]!.slotId });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.interview).toMatchObject({ status: 'scheduled', picked: interview.slots[1] });

    for (const person of [ada, northwind]) {
      const upcoming = await as(person).get('/interviews/upcoming');
      expect(upcoming.status).toBe(200);
      expect(upcoming.body.data.interviews.map((i: { applicationId: string }) => i.applicationId)).toContain(id);
    }
    expect((await as(alan).get('/interviews/upcoming')).body.data.interviews).toEqual([]);
  });

  it('leaves an application already past Interview where it is', async () => {
    const id = await application();
    const offer = await api.request(
      'PATCH',
      `/applications/${id}/stage`,
      { from: 'new', to: 'offer' },
      northwind.token,
    );
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    await proposed(id, 30);
    expect((await as(northwind).get(`/applications/${id}`)).body.data.application.stage).toBe('offer');
  });

  it('refuses a stale pick after a reschedule with 409, and takes a pick of the new slots', async () => {
    const id = await application();
    const first = await proposed(id, 50);
    expect((await as(ada).post(`/applications/${id}/interview/pick`, { slotId: first.slots[0]!.slotId })).status).toBe(
      200,
    );
    const again = await as(northwind).put(`/applications/${id}/interview`, proposal(80, 90));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.interview).toMatchObject({ status: 'proposed', picked: null });
    const stale = await as(ada).post(`/applications/${id}/interview/pick`, { slotId: first.slots[0]!.slotId });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('That time slot is no longer offered; reload to see the current ones');
    const fresh = again.body.data.interview.slots[0].slotId as string;
    expect((await as(ada).post(`/applications/${id}/interview/pick`, { slotId: fresh })).status).toBe(200);
  });

  it('refuses past slots, bad zones and too many slots with a clear 400', async () => {
    const id = await application();
    const past = await as(northwind).post(`/applications/${id}/interview`, proposal(-2));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Every time slot must be in the future');
    const zone = await as(northwind).post(`/applications/${id}/interview`, { ...proposal(5), timeZone: 'Mars/Base' });
    expect(zone.status).toBe(400);
    expect(zone.body.errors).toEqual([{ path: 'timeZone', message: expect.stringMatching(/time zone/) }]);
    const six = await as(northwind).post(`/applications/${id}/interview`, proposal(5, 6, 7, 8, 9, 10));
    expect(six.status).toBe(400);
    // Nothing was proposed.
    expect((await as(northwind).get(`/applications/${id}/interview`)).body.data).toEqual({ interview: null });
  });

  it('lets either side cancel; a cancelled interview leaves the upcoming list', async () => {
    const id = await application();
    await proposed(id, 20);
    const cancelled = await as(ada).post(`/applications/${id}/interview/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.interview).toMatchObject({ status: 'cancelled', cancelledBy: 'student' });
    const upcoming = await as(northwind).get('/interviews/upcoming');
    expect(upcoming.body.data.interviews.map((i: { applicationId: string }) => i.applicationId)).not.toContain(id);
    // A new proposal after a cancelled one starts a new interview.
    await proposed(id, 21);
    expect((await as(northwind).post(`/applications/${id}/interview/cancel`)).body.data.interview.cancelledBy).toBe(
      'employer',
    );
  });

  describe('authorization matrix', () => {
    const who = ['anonymous', 'student', 'employer', 'other student', 'other employer', 'university', 'admin'] as const;
    type Who = (typeof who)[number];
    const person = (name: Who): Person | null =>
      ({
        anonymous: null,
        student: ada,
        employer: northwind,
        'other student': alan,
        'other employer': acme,
        university: uni,
        admin,
      })[name];
    const byRole = (...statuses: number[]) =>
      Object.fromEntries(who.map((name, index) => [name, statuses[index]])) as Record<Who, number>;
    type Row = {
      method: 'GET' | 'POST' | 'PUT';
      path: string;
      body?: (slotId: string) => unknown;
      expected: Record<Who, number>;
    };
    // The owners' column is each owner's own answer; the others never reach the interview.
    const rows: Row[] = [
      { method: 'GET', path: '/interviews/upcoming', expected: byRole(401, 200, 200, 200, 200, 403, 403) },
      { method: 'GET', path: '/applications/:id/interview', expected: byRole(401, 200, 200, 404, 404, 403, 403) },
      {
        method: 'POST',
        path: '/applications/:id/interview',
        body: () => proposal(40),
        // The owner's proposal meets the one under way: 409.
        expected: byRole(401, 403, 409, 403, 404, 403, 403),
      },
      {
        method: 'PUT',
        path: '/applications/:id/interview',
        body: () => proposal(41),
        expected: byRole(401, 403, 200, 403, 404, 403, 403),
      },
      {
        method: 'POST',
        path: '/applications/:id/interview/pick',
        body: (slotId) => ({ slotId }),
        expected: byRole(401, 200, 403, 404, 403, 403, 403),
      },
      {
        method: 'POST',
        path: '/applications/:id/interview/cancel',
        expected: byRole(401, 200, 200, 404, 404, 403, 403),
      },
    ];
    it('covers every interview route', () => {
      const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
      for (const route of interviewRoutes) expect(covered).toContain(`${route.method.toUpperCase()} ${route.path}`);
    });
    it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_name, row) => {
      const id = await application();
      const interview = await proposed(id, 30);
      const actual = {} as Record<Who, number>;
      for (const name of who) {
        const path = row.path.replace(':id', id);
        const body = row.body?.(interview.slots[0]!.slotId) ?? {};
        const response = await api.request(
          row.method,
          path,
          row.method === 'GET' ? undefined : body,
          person(name)?.token,
        );
        actual[name] = response.status;
      }
      expect(actual).toEqual(row.expected);
    });
  });
});
