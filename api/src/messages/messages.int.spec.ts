/**
 * Application threads over HTTP (issue 17 item 2): the student and the employer write and read, the student's
 * university only reads, everyone else is told the thread does not exist; limits on length and rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { messageThreadsProjection } from '@stint/projector/messages/message-threads.projection';
import { people, tag, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { exportMyDataRoute } from '../accounts/export-my-data.route';
import { adminRoutes } from '../admin/index';
import { applicationRoutes } from '../applications/index';
import { messageRoutes } from './index';

/** Low enough for the rate-limit spec to reach, high enough for the other specs never to. */
const MAX_PER_WINDOW = 25;

describe('messages api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let ada: Person, alan: Person, northwind: Person, acme: Person, uni: Person, otherUni: Person, admin: Person;
  let internshipId: string;

  const as = (person: Person | null) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body: unknown = {}) => api.request('POST', path, body, person?.token),
  });

  async function university(): Promise<Person> {
    const person = await the.university();
    const approved = await api.request('PATCH', `/admin/users/${person.id}/status`, { status: 'active' }, admin.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return person;
  }

  const studentOf = (of: Person, firstName: string) =>
    the.register({
      role: 'student',
      email: `${firstName.toLowerCase()}-${tag()}@example.org`,
      firstName,
      lastName: 'Tester',
      studentId: `S-${tag()}`,
      university: 'Linked University',
      universityId: of.id,
      program: 'Computer Science',
      major: 'Software',
      yearOfStudy: '3',
    });

  /** A fresh application of Ada's to Northwind's internship (one per internship and student, so a new internship). */
  async function application(student = ada): Promise<string> {
    const internship = await the.postInternship(northwind, { title: `Thread ${tag()}` });
    return the.apply(student, internship);
  }

  const post = (person: Person, applicationId: string, text: string) =>
    as(person).post(`/applications/${applicationId}/messages`, { text });

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...adminRoutes, ...applicationRoutes, ...messageRoutes, exportMyDataRoute],
      projections: [usersProjection, applicationsProjection, messageThreadsProjection],
      authenticate: accountAuthenticator,
      env: { MESSAGES_MAX_PER_WINDOW: String(MAX_PER_WINDOW), MESSAGES_WINDOW_SECONDS: '600' },
    });
    the = people(api);
    admin = await the.admin();
    [uni, otherUni] = await Promise.all([university(), university()]);
    [ada, alan, northwind, acme] = await Promise.all([
      studentOf(uni, 'Ada'),
      studentOf(otherUni, 'Alan'),
      the.employer('Northwind'),
      the.employer('Acme'),
    ]);
    internshipId = await the.postInternship(northwind);
  }, 120_000);
  afterAll(() => api?.close());

  it('carries a conversation: unread counts per side, read markers clear them, the university reads along', async () => {
    const id = await the.apply(ada, internshipId);
    const sent = await post(ada, id, '  Hello! Is the role remote?  ');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.message).toMatchObject({
      seq: 1,
      text: 'Hello! Is the role remote?',
      author: { _id: ada.id, name: 'Ada Tester', role: 'student' },
      removed: false,
      isOwn: true,
    });
    expect((await as(northwind).get('/messages/unread')).body.data).toEqual({
      total: 1,
      applications: [{ applicationId: id, unread: 1 }],
    });
    expect((await as(ada).get('/messages/unread')).body.data.total).toBe(0);

    const reply = await post(northwind, id, 'Partly: two days a week in the office.');
    expect(reply.status).toBe(201);
    const thread = await as(northwind).get(`/applications/${id}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body.data).toMatchObject({ canWrite: true, readUpTo: 0, unreadCount: 1 });
    expect(thread.body.data.messages.map((m: { text: string; isOwn: boolean }) => [m.text, m.isOwn])).toEqual([
      ['Partly: two days a week in the office.', true],
      ['Hello! Is the role remote?', false],
    ]);

    const firstId = sent.body.data.message._id as string;
    const read = await as(northwind).post(`/applications/${id}/messages/read`, { upToMessageId: firstId });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({ readUpTo: 1, unreadCount: 0 });
    expect((await as(northwind).get('/messages/unread')).body.data).toEqual({ total: 0, applications: [] });
    expect((await as(ada).get('/messages/unread')).body.data.total).toBe(1);

    const seen = await as(uni).get(`/applications/${id}/messages`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ canWrite: false, unreadCount: 0 });
    expect(seen.body.data.messages).toHaveLength(2);
  });

  it("puts what a person wrote in their data export, and not the other side's words", async () => {
    const id = await application();
    expect((await post(ada, id, 'Mine to export')).status).toBe(201);
    expect((await post(northwind, id, 'Not hers')).status).toBe(201);
    const exported = await as(ada).get('/users/me/data');
    expect(exported.status).toBe(200);
    const posted = (exported.body.data.events as { type: string; data: { text: unknown } }[]).filter(
      (event) => event.type === 'MessagePosted',
    );
    expect(posted.map((event) => event.data.text)).toContainEqual({ text: 'Mine to export' });
    expect(JSON.stringify(exported.body.data)).not.toContain('Not hers');
  });

  it('pages a thread newest first', async () => {
    const id = await application();
    for (const text of ['one', 'two', 'three']) expect((await post(ada, id, text)).status).toBe(201);
    const page = await as(ada).get(`/applications/${id}/messages?limit=2&page=2`);
    expect(page.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['one']);
    expect(page.body.data.pagination).toMatchObject({ page: 2, totalPages: 2, totalItems: 3 });
  });

  it('refuses an empty message and one over 4,000 characters with a clear message', async () => {
    const id = await application();
    const tooLong = await post(northwind, id, 'x'.repeat(4001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'text', message: 'A message can be at most 4,000 characters' }]);
    const blank = await post(northwind, id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'text', message: 'Write a message before sending it' }]);
    // Characters as people count them: 4,000 emoji are 8,000 UTF-16 units and still fit.
    expect((await post(northwind, id, '🙂'.repeat(4000))).status).toBe(201);
    expect((await post(northwind, id, 'x'.repeat(4000))).status).toBe(201);
  });

  it('lets a university read but never write, and hides the thread from everyone else', async () => {
    const id = await application();
    expect((await post(ada, id, 'Hi')).status).toBe(201);
    const byUniversity = await post(uni, id, 'May I join?');
    expect(byUniversity.status).toBe(403);
    expect((await as(uni).post(`/applications/${id}/messages/read`, { upToMessageId: 'x' })).status).toBe(403);
    expect((await as(otherUni).get(`/applications/${id}/messages`)).status).toBe(404);
    expect((await as(alan).get(`/applications/${id}/messages`)).status).toBe(404);
    expect((await post(acme, id, 'Hello from a stranger')).status).toBe(404);
    const thread = await as(ada).get(`/applications/${id}/messages`);
    expect(thread.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Hi']);
  });

  it('refuses a read marker naming a message of another thread', async () => {
    const [one, two] = [await application(), await application()];
    const other = await post(northwind, two, 'Elsewhere');
    expect((await post(northwind, one, 'Here')).status).toBe(201);
    const read = await as(ada).post(`/applications/${one}/messages/read`, {
      upToMessageId: other.body.data.message._id,
    });
    expect(read.status).toBe(400);
    expect(read.body.message).toBe('That message is not in this thread');
  });

  it('limits how many messages one person sends in a window: then 429 with a clear message', async () => {
    const sender = await the.employer('Chatty');
    const internship = await the.postInternship(sender);
    const id = await the.apply(alan, internship);
    for (let i = 0; i < MAX_PER_WINDOW; i++) expect((await post(sender, id, `Message ${i}`)).status).toBe(201);
    const limited = await post(sender, id, 'One too many');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/many messages in a short time/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The other side is limited on its own count.
    expect((await post(alan, id, 'Still here')).status).toBe(201);
  });

  describe('authorization matrix', () => {
    const people = [
      'anonymous',
      'student',
      'employer',
      'university',
      'other student',
      'other employer',
      'other university',
      'admin',
    ] as const;
    type Who = (typeof people)[number];
    const person = (who: Who): Person | null =>
      ({
        anonymous: null,
        student: ada,
        employer: northwind,
        university: uni,
        'other student': alan,
        'other employer': acme,
        'other university': otherUni,
        admin,
      })[who];
    const byRole = (...statuses: number[]) =>
      Object.fromEntries(people.map((who, index) => [who, statuses[index]])) as Record<Who, number>;
    type Row = {
      method: 'GET' | 'POST';
      path: string;
      body?: (messageId: string) => unknown;
      expected: Record<Who, number>;
    };
    const rows: Row[] = [
      { method: 'GET', path: '/messages/unread', expected: byRole(401, 200, 200, 403, 200, 200, 403, 403) },
      { method: 'GET', path: '/applications/:id/messages', expected: byRole(401, 200, 200, 200, 404, 404, 404, 403) },
      {
        method: 'POST',
        path: '/applications/:id/messages',
        body: () => ({ text: 'Matrix' }),
        expected: byRole(401, 201, 201, 403, 404, 404, 403, 403),
      },
      {
        method: 'POST',
        path: '/applications/:id/messages/read',
        body: (messageId) => ({ upToMessageId: messageId }),
        expected: byRole(401, 200, 200, 403, 404, 404, 403, 403),
      },
    ];

    it('covers every messages route', () => {
      const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
      for (const route of messageRoutes) expect(covered).toContain(`${route.method.toUpperCase()} ${route.path}`);
    });

    it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_name, row) => {
      const id = await application();
      const first = await post(northwind, id, 'Opening message');
      const actual = {} as Record<Who, number>;
      for (const who of people) {
        const path = row.path.replace(':id', id);
        const response =
          row.method === 'GET'
            ? await as(person(who)).get(path)
            : await as(person(who)).post(path, row.body?.(first.body.data.message._id) ?? {});
        actual[who] = response.status;
      }
      expect(actual).toEqual(row.expected);
    });
  });
});
