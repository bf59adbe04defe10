/**
 * The admin area over HTTP (issue 7), on the embedded profile with every route and projection: who may call it, user
 * management (filters, search, paging, activate / deactivate / approve, the CSV export), the dashboard's counts,
 * student progress and internship oversight (take down, restore).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@stint/projector/registry';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { accountAuthenticator } from '../accounts/authenticate';
import { routes } from '../routes';
import { internshipDetails, PASSWORD, people, tag, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const DAY_MS = 86_400_000;

describe('admin api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, student: Person, employer: Person, university: Person;

  beforeAll(async () => {
    api = await startTestApi('embedded', { routes, projections, authenticate: accountAuthenticator });
    the = people(api);
    [admin, student, employer, university] = await Promise.all([
      the.admin(),
      the.student('Ada'),
      the.employer('Northwind'),
      the.university(),
    ]);
  }, 180_000);
  afterAll(() => api?.close());

  /** Runs a command on a stream straight through its decider, at `at`, and waits for the projections. */
  async function command<C>(
    stream: string,
    decider: Parameters<typeof handleCommand>[2],
    cmd: C,
    actor: { id: string; role: 'admin' | 'employer' | 'student' | 'university' },
    at = new Date(),
  ) {
    const result = await handleCommand(api.platform.eventStore, stream, decider, cmd, {
      commandId: randomUUID(),
      actor,
      at: at.toISOString(),
      correlationId: randomUUID(),
    });
    await api.server.deps.consistency.waitFor(result.position);
  }

  const stats = async () => {
    const response = await api.get('/users/dashboard/stats', admin.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.stats as Record<string, number>;
  };

  it('refuses every admin call to other roles (403) and to the signed out (401)', async () => {
    const id = randomUUID();
    const calls: [method: string, path: string, body?: unknown][] = [
      ['GET', '/admin/users'],
      ['GET', '/admin/users.csv'],
      ['PATCH', `/admin/users/${student.id}/status`, { status: 'inactive' }],
      ['GET', '/admin/students'],
      ['GET', '/admin/internships'],
      ['POST', `/admin/internships/${id}/take-down`, { reason: 'Spam' }],
      ['POST', `/admin/internships/${id}/restore`, {}],
    ];
    for (const [method, path, body] of calls) {
      for (const person of [student, employer, university]) {
        const answer = await api.request(method, path, body, person.token);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect((await api.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // The dashboard counts: an employer's own, an admin's platform-wide; nobody else's.
    expect((await api.get('/users/dashboard/stats', student.token)).status).toBe(403);
    expect((await api.get('/users/dashboard/stats', university.token)).status).toBe(403);
    expect((await api.get('/users/dashboard/stats')).status).toBe(401);
    expect((await api.get('/users/dashboard/stats', employer.token)).body.data.stats).toHaveProperty(
      'totalInternships',
    );
  });

  it('lists users with name, email, role, status, created, last login and profile; searches, filters and pages', async () => {
    const run = tag();
    const made = await Promise.all(
      [0, 1, 2].map((index) =>
        the.register({
          role: 'student',
          email: `pupil${index}-${run}@example.org`,
          firstName: `Pupil${index}`,
          lastName: `Run${run}`,
          studentId: `S-${index}`,
          university: 'Lisbon Tech',
          program: 'CS',
          major: 'Software',
          yearOfStudy: '2',
        }),
      ),
    );
    const company = await the.register({
      role: 'employer',
      email: `hr-${run}@example.org`,
      companyName: `Company ${run}`,
      companyAddress: '1 Way',
    });

    const list = async (query: string) => {
      const response = await api.get(`/admin/users?${query}`, admin.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    const page1 = await list(`search=${run}&limit=2`);
    expect(page1.pagination).toMatchObject({ page: 1, limit: 2, total: 4, totalPages: 2, hasNextPage: true });
    const page2 = await list(`search=${run}&limit=2&page=2`);
    const everyone = [...page1.users, ...page2.users];
    expect(new Set(everyone.map((user: { _id: string }) => user._id))).toEqual(
      new Set([...made.map((person) => person.id), company.id]),
    );
    const pupil = everyone.find((user: { _id: string }) => user._id === made[0]!.id);
    expect(pupil).toEqual({
      _id: made[0]!.id,
      name: `Pupil0 Run${run}`,
      firstName: 'Pupil0',
      lastName: `Run${run}`,
      email: `pupil0-${run}@example.org`,
      role: 'student',
      status: 'active',
      emailVerified: false,
      createdAt: expect.any(String),
      lastLogin: null,
      profile: { university: 'Lisbon Tech', company: null, department: null },
    });
    // Newest first.
    expect(everyone.map((user: { createdAt: string }) => user.createdAt)).toEqual(
      everyone
        .map((user: { createdAt: string }) => user.createdAt)
        .sort()
        .reverse(),
    );

    const employers = await list(`search=${run}&role=employer`);
    expect(employers.users).toEqual([
      expect.objectContaining({
        _id: company.id,
        name: `Company ${run}`,
        profile: expect.objectContaining({ company: `Company ${run}` }),
      }),
    ]);
    // Every word of the search must match: a full name finds the person.
    expect(
      (await list(`search=${encodeURIComponent(`pupil1 run${run}`)}`)).users.map((u: { _id: string }) => u._id),
    ).toEqual([made[1]!.id]);
    const pending = await list('role=university&status=pending&limit=100');
    expect(pending.users.map((user: { _id: string }) => user._id)).toContain(university.id);
    expect(pending.users.every((user: { status: string }) => user.status === 'pending')).toBe(true);

    expect((await api.get('/admin/users?role=superuser', admin.token)).status).toBe(400);
    expect((await api.get('/admin/users?status=all&role=', admin.token)).status).toBe(200);
  });

  it('deactivates an account (its token stops working, it cannot sign in), activates it again, approves a university', async () => {
    const person = await the.student('Deac');
    const setStatus = (id: string, status: string, token = admin.token) =>
      api.request('PATCH', `/admin/users/${id}/status`, { status }, token);

    const deactivated = await setStatus(person.id, 'inactive');
    expect(deactivated).toMatchObject({
      status: 200,
      body: { message: 'Account deactivated', data: { user: { status: 'inactive' } } },
    });
    expect((await api.get('/auth/me', person.token)).status).toBe(401);
    expect(await api.post('/auth/login', { email: person.email, password: PASSWORD })).toMatchObject({
      status: 403,
      body: { message: 'Your account has been deactivated. Please contact support.' },
    });
    const inactive = await api.get(
      `/admin/users?status=inactive&search=${encodeURIComponent(person.email)}`,
      admin.token,
    );
    expect(inactive.body.data.users.map((user: { _id: string }) => user._id)).toEqual([person.id]);

    expect((await setStatus(person.id, 'active')).body).toMatchObject({ message: 'Account activated' });
    const login = await api.post('/auth/login', { email: person.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await api.get('/auth/me', login.body.data.token)).status).toBe(200);
    // The token from before the deactivation stays revoked.
    expect((await api.get('/auth/me', person.token)).status).toBe(401);

    const uni = await the.university();
    const before = await stats();
    expect((await setStatus(uni.id, 'active')).body.data.user.status).toBe('active');
    expect((await api.get('/public/universities')).body.data.universities.map((u: { _id: string }) => u._id)).toContain(
      uni.id,
    );
    expect((await stats()).pendingUniversities).toBe(before.pendingUniversities! - 1);
  });

  it('will not let an admin deactivate themselves or another admin; unknown accounts are not found', async () => {
    expect(
      await api.request('PATCH', `/admin/users/${admin.id}/status`, { status: 'inactive' }, admin.token),
    ).toMatchObject({
      status: 409,
      body: { message: 'You cannot deactivate your own account' },
    });
    const other = await the.admin();
    expect(
      await api.request('PATCH', `/admin/users/${other.id}/status`, { status: 'inactive' }, admin.token),
    ).toMatchObject({
      status: 403,
      body: { message: 'Administrator accounts cannot be activated or deactivated here' },
    });
    expect((await api.get('/auth/me', other.token)).status).toBe(200);
    expect(
      (await api.request('PATCH', `/admin/users/${randomUUID()}/status`, { status: 'active' }, admin.token)).status,
    ).toBe(404);
  });

  it('exports the filtered users as CSV, escaped and defused against formulas', async () => {
    const run = tag();
    await the.register({
      role: 'student',
      email: `csv-${run}@example.org`,
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: `Quote "${run}", Jr`,
      studentId: 'S-9',
      university: '+Lisbon, Tech',
      program: 'CS',
      major: 'Software',
      yearOfStudy: '2',
    });
    const response = await fetch(`${api.url}/api/v1/admin/users.csv?search=csv-${run}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?stint-users\.csv"?$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = new TextDecoder().decode(await response.arrayBuffer());
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Status,Email verified,Created,Last login,University,Company');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil.example"",""x""\\) Quote ""${run}"", Jr",csv-${run}@example.org,student,active,no,[^,]+,,"'\\+Lisbon, Tech",$`,
      ),
    );
    expect((await api.get('/admin/users.csv?status=frozen', admin.token)).status).toBe(400);
  });

  it('counts students, employers, verified accounts, sign-ins within 30 days and newsletter subscribers', async () => {
    const before = await stats();
    const fresh = await the.student('Fresh');
    const stale = await the.student('Stale');
    const gone = await the.student('Gone');
    await the.employer('Counted');
    await command(userStream(fresh.id), accountDecider, { type: 'ConfirmEmail' }, { id: fresh.id, role: 'student' });
    // 'fresh' signs in now; 'stale' signed in 40 days ago; 'gone' signed in now but was deactivated since.
    expect((await api.post('/auth/login', { email: fresh.email, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/auth/login', { email: gone.email, password: PASSWORD })).status).toBe(200);
    await command(
      userStream(stale.id),
      accountDecider,
      { type: 'RecordLogin' },
      { id: stale.id, role: 'student' },
      new Date(Date.now() - 40 * DAY_MS),
    );
    expect(
      (await api.request('PATCH', `/admin/users/${gone.id}/status`, { status: 'inactive' }, admin.token)).status,
    ).toBe(200);
    const subscribed = await api.post('/newsletter/subscribe', {
      email: `news-${tag()}@example.org`,
      interestedCategories: ['software_engineering'],
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBeLessThan(300);
    const after = await stats();
    expect(after.totalStudents! - before.totalStudents!).toBe(3);
    expect(after.totalEmployers! - before.totalEmployers!).toBe(1);
    expect(after.totalUsers! - before.totalUsers!).toBe(4);
    expect(after.verifiedUsers! - before.verifiedUsers!).toBe(1);
    expect(after.newsletterSubscribers! - before.newsletterSubscribers!).toBe(1);
    expect(after.activeUsers! - before.activeUsers!).toBe(1);
    expect(Object.keys(after).sort()).toEqual([
      'activeUsers',
      'newsletterSubscribers',
      'pendingUniversities',
      'totalEmployers',
      'totalStudents',
      'totalUniversities',
      'totalUsers',
      'verifiedUsers',
    ]);
  });

  it("shows each student's progress: applications, current internship, logbook and report standing", async () => {
    const run = tag();
    const learner = await the.register({
      role: 'student',
      email: `learner-${run}@example.org`,
      firstName: 'Grace',
      lastName: `Progress${run}`,
      studentId: `S-${run}`,
      university: 'Lisbon Tech',
      program: 'Physics',
      major: 'Optics',
      yearOfStudy: '4',
    });
    const internshipId = await the.postInternship(employer, { title: `Optics intern ${run}` });
    const other = await the.postInternship(employer);
    const applicationId = await the.apply(learner, internshipId);
    await the.apply(learner, other);
    await the.decide(employer, applicationId, 'accepted');
    const entry = await api.post(
      '/logbooks',
      {
        internship: internshipId,
        weekNumber: 1,
        title: 'Week one',
        activities: ['Lenses'],
        learningOutcomes: 'Focus',
        hoursWorked: 8,
        studentReflection: 'Fine',
        dueDate: '2099-01-01',
      },
      learner.token,
    );
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    expect((await api.post(`/logbooks/${entry.body.data.logbookEntry._id}/submit`, {}, learner.token)).status).toBe(
      200,
    );
    const report = await api.post(
      '/reports',
      { internship: internshipId, title: 'First', content: 'Body', summary: 'Short', dueDate: '2099-01-01' },
      learner.token,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(201);

    const response = await api.get(`/admin/students?search=${encodeURIComponent(`grace progress${run}`)}`, admin.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.pagination).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(response.body.data.students).toEqual([
      {
        _id: learner.id,
        firstName: 'Grace',
        lastName: `Progress${run}`,
        email: `learner-${run}@example.org`,
        studentId: `S-${run}`,
        university: 'Lisbon Tech',
        program: 'Physics',
        yearOfStudy: '4',
        status: 'active',
        createdAt: expect.any(String),
        applications: { total: 2, pending: 1, reviewing: 0, accepted: 1, rejected: 0, withdrawn: 0 },
        currentInternship: {
          _id: internshipId,
          applicationId,
          title: `Optics intern ${run}`,
          company: internshipDetails.company,
          startDate: internshipDetails.startDate,
          endDate: internshipDetails.endDate,
        },
        logbooks: { total: 1, draft: 0, submitted: 1, approved: 0, rejected: 0 },
        reports: { total: 1, draft: 1, inReview: 0, approved: 0, needsRevision: 0 },
      },
    ]);
    // Nothing about an employer or a university in this list.
    const all = await api.get(`/admin/students?search=${encodeURIComponent(employer.email)}`, admin.token);
    expect(all.body.data.students).toEqual([]);
  });

  it('takes an internship down (hidden, closed, the employer cannot bring it back) and restores it', async () => {
    const run = tag();
    const internshipId = await the.postInternship(employer, { title: `Oversight ${run}` });
    const publicIds = async () =>
      (await api.get(`/internships?search=${run}&source=platform`)).body.data.internships.map(
        (item: { _id: string }) => item._id,
      );
    expect(await publicIds()).toEqual([internshipId]);

    expect(
      (await api.post(`/admin/internships/${internshipId}/take-down`, { reason: '  ' }, admin.token)).body,
    ).toMatchObject({
      message: 'Please give a reason for taking the internship down',
    });
    const takenDown = await api.post(
      `/admin/internships/${internshipId}/take-down`,
      { reason: 'Misleading stipend' },
      admin.token,
    );
    expect(takenDown).toMatchObject({
      status: 200,
      body: {
        message: 'Internship taken down',
        data: {
          internship: {
            _id: internshipId,
            status: 'taken_down',
            ownerStatus: 'active',
            takenDown: { reason: 'Misleading stipend', at: expect.any(String), revisedAt: null },
            employer: { _id: employer.id, name: 'Northwind', email: employer.email },
          },
        },
      },
    });
    expect(
      (await api.post(`/admin/internships/${internshipId}/take-down`, { reason: 'Again' }, admin.token)).status,
    ).toBe(409);

    expect(await publicIds()).toEqual([]);
    expect((await api.get(`/internships/${internshipId}`, student.token)).status).toBe(404);
    expect((await api.get(`/internships/${internshipId}`, employer.token)).body.data.internship.status).toBe(
      'inactive',
    );
    await expect(the.apply(student, internshipId)).rejects.toThrow();
    const refusal = {
      status: 409,
      body: {
        message:
          'An administrator took this internship down (Misleading stipend). It stays hidden until an administrator restores it.',
      },
    };
    expect(await api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).toMatchObject(refusal);
    // The employer may close it for good meanwhile; it still cannot come back.
    expect((await api.post(`/internships/${internshipId}/deactivate`, {}, employer.token)).status).toBe(200);
    expect(await api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).toMatchObject(refusal);

    const listed = async (query: string) =>
      (await api.get(`/admin/internships?search=${run}&${query}`, admin.token)).body.data.internships.map(
        (item: { _id: string; status: string }) => `${item._id}:${item.status}`,
      );
    expect(await listed('status=taken_down')).toEqual([`${internshipId}:taken_down`]);
    expect(await listed('status=inactive')).toEqual([]);
    // The employer fixes it: it now waits for a review.
    await command(
      internshipStream(internshipId),
      internshipDecider,
      {
        type: 'UpdateInternship',
        employerId: employer.id,
        details: { ...internshipDetails, title: `Oversight ${run} (fixed)` } satisfies InternshipDetails,
        today: new Date().toISOString().slice(0, 10),
      },
      { id: employer.id, role: 'employer' },
    );
    expect(await listed('status=pending')).toEqual([`${internshipId}:pending`]);
    expect(await listed('status=taken_down')).toEqual([]);

    const restored = await api.post(`/admin/internships/${internshipId}/restore`, {}, admin.token);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: 'Internship restored', data: { internship: { status: 'inactive', takenDown: null } } },
    });
    expect((await api.post(`/admin/internships/${internshipId}/restore`, {}, admin.token)).status).toBe(409);
    expect((await api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).status).toBe(200);
    expect(await publicIds()).toEqual([internshipId]);
    expect(await listed('status=active')).toEqual([`${internshipId}:active`]);

    // Unknown or malformed ids name nothing.
    expect(
      (await api.post(`/admin/internships/${randomUUID()}/take-down`, { reason: 'Spam' }, admin.token)).status,
    ).toBe(404);
    expect((await api.post(`/admin/internships/${randomUUID()}/restore`, {}, admin.token)).status).toBe(404);
    expect((await api.post('/admin/internships/not-an-id/take-down', { reason: 'Spam' }, admin.token)).status).toBe(
      404,
    );
  });

  it('filters the oversight list by type, with remote and hybrid, and pages it', async () => {
    const run = tag();
    const summer = await the.postInternship(employer, { title: `Types ${run} summer`, type: 'summer' });
    const remote = await the.postInternship(employer, {
      title: `Types ${run} remote`,
      workType: 'remote',
      isRemote: true,
    });
    const hybrid = await the.postInternship(employer, { title: `Types ${run} hybrid`, workType: 'hybrid' });
    const ids = async (query: string) => {
      const response = await api.get(
        `/admin/internships?search=${encodeURIComponent(`types ${run}`)}&${query}`,
        admin.token,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.internships.map((item: { _id: string }) => item._id);
    };
    expect(await ids('type=summer')).toEqual([summer]);
    expect(await ids('type=remote')).toEqual([remote]);
    expect(await ids('type=hybrid')).toEqual([hybrid]);
    expect(await ids('type=winter')).toEqual([]);
    // Newest first, two a page.
    expect(await ids('limit=2')).toEqual([hybrid, remote]);
    expect(await ids('limit=2&page=2')).toEqual([summer]);
    expect((await api.get('/admin/internships?type=freelance', admin.token)).status).toBe(400);
  });
});
