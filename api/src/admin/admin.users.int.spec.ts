/**
 * The admin area over HTTP (issue 7), on the embedded profile with every route and projection: who may call it, user
 * management (filters, search, paging, activate / deactivate / approve, the CSV export) and the dashboard's counts.
 * Setup in admin.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { PASSWORD, tag } from '@stint/launcher/testing/people';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { useAdminApi } from './admin.test-setup';

const DAY_MS = 86_400_000;

describe('admin api', () => {
  const { setup, command, stats } = useAdminApi();
  const { admin, student, employer, university } = setup;

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
        const answer = await setup.api.request(method, path, body, person.token);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect((await setup.api.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // The dashboard counts: an employer's own, an admin's platform-wide; nobody else's.
    expect((await setup.api.get('/users/dashboard/stats', student.token)).status).toBe(403);
    expect((await setup.api.get('/users/dashboard/stats', university.token)).status).toBe(403);
    expect((await setup.api.get('/users/dashboard/stats')).status).toBe(401);
    expect((await setup.api.get('/users/dashboard/stats', employer.token)).body.data.stats).toHaveProperty(
      'totalInternships',
    );
  });

  it('lists users with name, email, role, status, created, last login and profile; searches, filters and pages', async () => {
    const run = tag();
    const made = await Promise.all(
      [0, 1, 2].map((index) =>
        setup.the.register({
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
    const company = await setup.the.register({
      role: 'employer',
      email: `hr-${run}@example.org`,
      companyName: `Company ${run}`,
      companyAddress: '1 Way',
    });

    const list = async (query: string) => {
      const response = await setup.api.get(`/admin/users?${query}`, admin.token);
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

    expect((await setup.api.get('/admin/users?role=superuser', admin.token)).status).toBe(400);
    expect((await setup.api.get('/admin/users?status=all&role=', admin.token)).status).toBe(200);
  });

  it('deactivates an account (its token stops working, it cannot sign in), activates it again, approves a university', async () => {
    const person = await setup.the.student('Deac');
    const setStatus = (id: string, status: string, token = admin.token) =>
      setup.api.request('PATCH', `/admin/users/${id}/status`, { status }, token);

    const deactivated = await setStatus(person.id, 'inactive');
    expect(deactivated).toMatchObject({
      status: 200,
      body: { message: 'Account deactivated', data: { user: { status: 'inactive' } } },
    });
    expect((await setup.api.get('/auth/me', person.token)).status).toBe(401);
    expect(await setup.api.post('/auth/login', { email: person.email, password: PASSWORD })).toMatchObject({
      status: 403,
      body: { message: 'Your account has been deactivated. Please contact support.' },
    });
    const inactive = await setup.api.get(
      `/admin/users?status=inactive&search=${encodeURIComponent(person.email)}`,
      admin.token,
    );
    expect(inactive.body.data.users.map((user: { _id: string }) => user._id)).toEqual([person.id]);

    expect((await setStatus(person.id, 'active')).body).toMatchObject({ message: 'Account activated' });
    const login = await setup.api.post('/auth/login', { email: person.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await setup.api.get('/auth/me', login.body.data.token)).status).toBe(200);
    // The token from before the deactivation stays revoked.
    expect((await setup.api.get('/auth/me', person.token)).status).toBe(401);

    const uni = await setup.the.university();
    const before = await stats();
    expect((await setStatus(uni.id, 'active')).body.data.user.status).toBe('active');
    expect(
      (await setup.api.get('/public/universities')).body.data.universities.map((u: { _id: string }) => u._id),
    ).toContain(uni.id);
    expect((await stats()).pendingUniversities).toBe(before.pendingUniversities! - 1);
  });

  it('will not let an admin deactivate themselves or another admin; unknown accounts are not found', async () => {
    expect(
      await setup.api.request('PATCH', `/admin/users/${admin.id}/status`, { status: 'inactive' }, admin.token),
    ).toMatchObject({
      status: 409,
      body: { message: 'You cannot deactivate your own account' },
    });
    const other = await setup.the.admin();
    expect(
      await setup.api.request('PATCH', `/admin/users/${other.id}/status`, { status: 'inactive' }, admin.token),
    ).toMatchObject({
      status: 403,
      body: { message: 'Administrator accounts cannot be activated or deactivated here' },
    });
    expect((await setup.api.get('/auth/me', other.token)).status).toBe(200);
    expect(
      (await setup.api.request('PATCH', `/admin/users/${randomUUID()}/status`, { status: 'active' }, admin.token))
        .status,
    ).toBe(404);
  });

  it('exports the filtered users as CSV, escaped and defused against formulas', async () => {
    const run = tag();
    await setup.the.register({
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
    const response = await fetch(`${setup.api.url}/api/v1/admin/users.csv?search=csv-${run}`, {
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
    expect((await setup.api.get('/admin/users.csv?status=frozen', admin.token)).status).toBe(400);
  });

  it('counts students, employers, verified accounts, sign-ins within 30 days and newsletter subscribers', async () => {
    const before = await stats();
    const fresh = await setup.the.student('Fresh');
    const stale = await setup.the.student('Stale');
    const gone = await setup.the.student('Gone');
    await setup.the.employer('Counted');
    await command(userStream(fresh.id), accountDecider, { type: 'ConfirmEmail' }, { id: fresh.id, role: 'student' });
    // 'fresh' signs in now; 'stale' signed in 40 days ago; 'gone' signed in now but was deactivated since.
    expect((await setup.api.post('/auth/login', { email: fresh.email, password: PASSWORD })).status).toBe(200);
    expect((await setup.api.post('/auth/login', { email: gone.email, password: PASSWORD })).status).toBe(200);
    await command(
      userStream(stale.id),
      accountDecider,
      { type: 'RecordLogin' },
      { id: stale.id, role: 'student' },
      new Date(Date.now() - 40 * DAY_MS),
    );
    expect(
      (await setup.api.request('PATCH', `/admin/users/${gone.id}/status`, { status: 'inactive' }, admin.token)).status,
    ).toBe(200);
    const subscribed = await setup.api.post('/newsletter/subscribe', {
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
});
