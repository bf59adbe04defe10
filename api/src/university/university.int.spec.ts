/**
 * The university's oversight over HTTP (issue 7) on the embedded profile with the real projections: the dashboard's
 * numbers, the lists with their search and filters, a student's page, the read-only details and the CSV exports; and
 * the authorization matrix — an approved university sees its own students only (anyone else's is a 404), a pending
 * one sees nothing (403 with the reason), other roles get 403, and there is no write route under /university.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { evaluationsProjection } from '@stint/projector/evaluations/evaluations.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { reportsProjection } from '@stint/projector/reports/reports.projection';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import { UNIVERSITY_AWAITING_APPROVAL } from '@stint/shared/university/university.schemas';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { evaluationRoutes } from '../evaluations/index';
import { logbookRoutes } from '../logbooks/index';
import { reportRoutes } from '../reports/index';
import { routes } from '../routes';
import { people, tag, type Person } from '../testing/people';
import { startTestApi, type TestApi } from '../testing/test-api';
import { universityRoutes } from './index';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const entryBody = (internship: string, title: string) => ({
  internship,
  weekNumber: 1,
  title,
  activities: ['Set up the project'],
  learningOutcomes: 'How the event store works',
  hoursWorked: 38.5,
  studentReflection: 'A good start',
  dueDate: addDays(7),
});

const reportBody = (internship: string, title: string, type = 'midterm') => ({
  internship,
  type,
  title,
  content: 'What I did in the first half.',
  summary: 'Halfway there',
  dueDate: addDays(7),
});

const evaluationBody = (student: string, internship: string) => ({
  student,
  internship,
  type: 'monthly',
  period: { startDate: addDays(-10), endDate: addDays(20) },
  ratings: {
    technicalSkills: 5,
    communicationSkills: 4,
    teamwork: 4,
    problemSolving: 3,
    initiative: 3,
    reliability: 4,
    adaptability: 3,
    overallPerformance: 3,
  },
  strengths: ['Curious'],
  areasForImprovement: ['Estimates'],
  specificExamples: 'Shipped the importer alone.',
  recommendations: ['More ownership'],
  attendance: { totalDays: 20, daysPresent: 19, punctuality: 'good' },
  workQuality: 'excellent',
  wouldHire: true,
  wouldRecommend: true,
});

describe('university api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, northwind: Person;
  let uniA: Person, uniB: Person, pendingUni: Person;
  let ada: Person, alan: Person, eve: Person, grace: Person, hedy: Person;
  let internshipId: string, otherInternshipId: string;
  let submittedEntryId: string, draftEntryId: string, submittedReportId: string, draftReportId: string;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
  });

  /** A student of `university` (linked by id, as the registration form's picker sends it). */
  const studentOf = (university: Person | null, firstName: string, lastName = 'Tester', program = 'Computer Science') =>
    the.register({
      role: 'student',
      email: `${firstName.replace(/\W/g, '').toLowerCase() || 'x'}-${tag()}@example.org`,
      firstName,
      lastName,
      studentId: `S-${tag()}`,
      university: 'Linked University',
      ...(university ? { universityId: university.id } : {}),
      program,
      major: 'Software',
      yearOfStudy: '3',
    });

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [
        ...accountRoutes,
        ...applicationRoutes,
        ...logbookRoutes,
        ...reportRoutes,
        ...evaluationRoutes,
        ...universityRoutes,
      ],
      projections: [
        usersProjection,
        applicationsProjection,
        logbooksProjection,
        reportsProjection,
        evaluationsProjection,
        universityOversightProjection,
      ],
      authenticate: accountAuthenticator,
    });
    the = people(api);
    [admin, northwind, uniA, uniB, pendingUni] = await Promise.all([
      the.admin(),
      the.employer('Northwind'),
      the.university(),
      the.university(),
      the.university(),
    ]);
    for (const university of [uniA, uniB]) {
      const approved = await api.request(
        'PATCH',
        `/admin/users/${university.id}/status`,
        { status: 'active' },
        admin.token,
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    ada = await studentOf(uniA, 'Ada', 'Lovelace', 'Mathematics');
    alan = await studentOf(uniA, 'Alan', 'Turing');
    // Someone trying to smuggle a formula into an export.
    eve = await studentOf(uniA, '=HYPERLINK("http://evil.example")', 'Mallory');
    grace = await studentOf(uniB, 'Grace', 'Hopper');
    hedy = await studentOf(null, 'Hedy', 'Lamarr');

    internshipId = await the.postInternship(northwind, { title: 'Platform intern', company: 'Northwind' });
    otherInternshipId = await the.postInternship(northwind, { title: 'Data intern', company: 'Northwind' });
    const [adaApplication, alanApplication] = await Promise.all([
      the.apply(ada, internshipId),
      the.apply(alan, internshipId),
      the.apply(grace, internshipId),
      the.apply(hedy, internshipId),
      the.apply(ada, otherInternshipId),
    ]);
    await the.decide(northwind, adaApplication, 'accepted');
    await the.decide(northwind, alanApplication, 'rejected');

    const made = async (path: string, body: unknown, key: string) => {
      const created = await as(ada).post(path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data[key]._id as string;
    };
    submittedEntryId = await made('/logbooks', entryBody(internshipId, 'Week one'), 'logbookEntry');
    draftEntryId = await made('/logbooks', entryBody(internshipId, 'Week two (draft)'), 'logbookEntry');
    submittedReportId = await made('/reports', reportBody(internshipId, 'Midterm report'), 'report');
    draftReportId = await made('/reports', reportBody(internshipId, 'Final report (draft)', 'final'), 'report');
    expect((await as(ada).post(`/logbooks/${submittedEntryId}/submit`)).status).toBe(200);
    expect((await as(ada).post(`/reports/${submittedReportId}/submit`)).status).toBe(200);
    const review = await as(admin).post(`/reports/${submittedReportId}/review`, { status: 'under_review' });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const evaluation = await as(northwind).post('/evaluations', evaluationBody(ada.id, internshipId));
    expect(evaluation.status, JSON.stringify(evaluation.body)).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it("shows a university its card and its own students' numbers", async () => {
    const response = await as(uniA).get('/university/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const dashboard = response.body.data;
    const { user } = (await as(uniA).get('/auth/me')).body.data;
    expect(dashboard.university).toEqual({
      name: user.universityName,
      code: 'TU',
      type: user.universityType ?? null,
      accreditationStatus: user.accreditationStatus ?? null,
    });
    expect(dashboard.university.name).toMatch(/^Test University /);
    // Ada is placed, but her internship starts in 2099: no one is on an active internship yet.
    expect(dashboard.students).toMatchObject({ total: 3, active: 0 });
    // Newest first.
    expect(dashboard.students.list.map((student: { _id: string }) => student._id)).toEqual([eve.id, alan.id, ada.id]);
    expect(dashboard.applications).toEqual({ total: 3, approved: 1, pending: 1, approvalRate: 33 });
    expect(dashboard.logbooks).toEqual({ total: 2, submissionRate: 50 });
    expect(dashboard.reports).toEqual({ total: 2, submissionRate: 50 });
    expect(dashboard.internships).toEqual({ total: 2, active: 0 });
    expect(dashboard.evaluations).toEqual({ pending: 0, completed: 1 });

    const other = (await as(uniB).get('/university/dashboard')).body.data;
    expect(other.students).toMatchObject({ total: 1, active: 0 });
    expect(other.students.list.map((student: { _id: string }) => student._id)).toEqual([grace.id]);
    expect(other.applications).toEqual({ total: 1, approved: 0, pending: 1, approvalRate: 0 });
    expect(other.logbooks).toEqual({ total: 0, submissionRate: 0 });
    expect(other.internships).toEqual({ total: 1, active: 0 });
  });

  it('counts as active internships the students whose placement has started and not ended, on both screens', async () => {
    const university = await the.university();
    const approved = await api.request(
      'PATCH',
      `/admin/users/${university.id}/status`,
      { status: 'active' },
      admin.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [pia, cal, tia, eda, uma, nel] = await Promise.all([
      studentOf(university, 'Pia', 'Past'),
      studentOf(university, 'Cal', 'Current', 'Physics'),
      studentOf(university, 'Tia', 'Current'),
      studentOf(university, 'Eda', 'Ending'),
      studentOf(university, 'Uma', 'Upcoming'),
      studentOf(university, 'Nel', 'Unplaced'),
    ]);
    const dated = (title: string, startDate: string, endDate: string) =>
      the.postInternship(northwind, { title, company: 'Northwind', startDate, endDate });
    const [past, current, endingToday, upcoming] = await Promise.all([
      dated('Summer intern', addDays(-120), addDays(-30)),
      dated('Autumn intern', addDays(-10), addDays(60)),
      dated('Closing intern', addDays(-60), addDays(0)),
      dated('Winter intern', addDays(30), addDays(120)),
    ]);
    const placements: [Person, string][] = [
      [pia, past],
      [cal, current],
      [tia, current],
      [eda, endingToday],
      [uma, upcoming],
    ];
    for (const [student, internship] of placements) {
      await the.decide(northwind, await the.apply(student, internship), 'accepted');
    }
    await the.apply(nel, upcoming); // pending: not placed

    // Cal and Tia at the same internship, and Eda on her last day: three students, three active internships.
    const dashboard = (await as(university).get('/university/dashboard')).body.data;
    expect(dashboard.students).toMatchObject({ total: 6, active: 3 });
    expect(dashboard.internships).toEqual({ total: 4, active: 3 });

    const list = (await as(university).get('/university/students')).body.data;
    expect(list.activeInternships).toBe(3);
    expect(list.pagination.total).toBe(6);
    // Pia's finished placement and Uma's future one are still shown, with their dates; only Nel has none.
    const placed = Object.fromEntries(
      list.students.map((student: { firstName: string; currentInternship?: { title: string } }) => [
        student.firstName,
        student.currentInternship?.title ?? null,
      ]),
    );
    expect(placed).toEqual({
      Pia: 'Summer intern',
      Cal: 'Autumn intern',
      Tia: 'Autumn intern',
      Eda: 'Closing intern',
      Uma: 'Winter intern',
      Nel: null,
    });
    // The count follows the search, as the Total Students beside it does.
    expect((await as(university).get('/university/students?search=physics')).body.data.activeInternships).toBe(1);
    expect((await as(university).get('/university/students?search=upcoming')).body.data.activeInternships).toBe(0);
    expect((await as(university).get('/university/students?page=2&limit=2')).body.data.activeInternships).toBe(3);

    const csv = (await as(university).get('/university/students.csv')).body as string;
    const statusOf = (lastName: string) =>
      csv
        .split('\r\n')
        .find((line) => line.includes(`,${lastName},`))
        ?.split(',')
        .at(-1);
    expect(['Past', 'Current', 'Ending', 'Upcoming', 'Unplaced'].map(statusOf)).toEqual([
      'Completed',
      'Current',
      'Current',
      'Upcoming',
      '',
    ]);
  });

  it('rounds its rates to the nearest whole percentage: 2 of 3 is 67', async () => {
    const university = await the.university();
    const approved = await api.request(
      'PATCH',
      `/admin/users/${university.id}/status`,
      { status: 'active' },
      admin.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [emmy, sophie, mary] = await Promise.all([
      studentOf(university, 'Emmy', 'Noether'),
      studentOf(university, 'Sophie', 'Germain'),
      studentOf(university, 'Mary', 'Somerville'),
    ]);
    const internship = await the.postInternship(northwind, { title: 'Rounding intern', company: 'Northwind' });
    const [emmyApplication, sophieApplication] = await Promise.all([
      the.apply(emmy, internship),
      the.apply(sophie, internship),
      the.apply(mary, internship),
    ]);
    await the.decide(northwind, emmyApplication, 'accepted');
    await the.decide(northwind, sophieApplication, 'accepted');
    // Emmy writes three of each and submits two: 2 of 3 is 67 %, where truncating would say 66.
    for (const [path, key, bodies] of [
      ['/logbooks', 'logbookEntry', ['Week one', 'Week two', 'Week three'].map((t) => entryBody(internship, t))],
      ['/reports', 'report', (['weekly', 'midterm', 'final'] as const).map((t) => reportBody(internship, t, t))],
    ] as const) {
      for (const [index, body] of bodies.entries()) {
        const created = await as(emmy).post(path, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        if (index === 2) continue;
        const submitted = await as(emmy).post(`${path}/${created.body.data[key]._id}/submit`);
        expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      }
    }

    const response = await as(university).get('/university/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.applications).toEqual({ total: 3, approved: 2, pending: 1, approvalRate: 67 });
    expect(response.body.data.logbooks).toEqual({ total: 3, submissionRate: 67 });
    expect(response.body.data.reports).toEqual({ total: 3, submissionRate: 67 });
  });

  it('lists its students by last name, 10 a page, searching name, student id or program', async () => {
    const all = await as(uniA).get('/university/students?page=1&limit=10');
    expect(all.status).toBe(200);
    expect(all.body.data.students.map((student: { lastName: string }) => student.lastName)).toEqual([
      'Lovelace',
      'Mallory',
      'Turing',
    ]);
    expect(all.body.data.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 3,
      totalItems: 3,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
    const [adaItem] = all.body.data.students;
    expect(adaItem).toEqual({
      _id: ada.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      studentId: expect.stringMatching(/^S-/),
      program: 'Mathematics',
      yearOfStudy: '3',
      email: ada.email,
      pendingApplications: 1,
      logbookEntries: 1,
      reports: 1,
      currentInternship: {
        _id: internshipId,
        title: 'Platform intern',
        company: 'Northwind',
        startDate: '2099-02-01',
        endDate: '2099-05-01',
      },
    });
    expect(all.body.data.students[2]).not.toHaveProperty('currentInternship');

    const ids = async (query: string) =>
      (await as(uniA).get(`/university/students?${query}`)).body.data.students.map((s: { _id: string }) => s._id);
    expect(await ids('search=ada%20love')).toEqual([ada.id]);
    expect(await ids(`search=${encodeURIComponent(adaItem.studentId.toLowerCase())}`)).toEqual([ada.id]);
    expect(await ids('search=mathem')).toEqual([ada.id]);
    expect(await ids('search=computer')).toEqual([eve.id, alan.id]);
    expect(await ids('search=grace')).toEqual([]);
    const paged = await as(uniA).get('/university/students?page=2&limit=2');
    expect(paged.body.data.students.map((s: { _id: string }) => s._id)).toEqual([alan.id]);
    expect(paged.body.data.pagination).toMatchObject({ page: 2, totalPages: 2, hasPrevPage: true, prevPage: 1 });
  });

  it('lists submitted reports and logbook entries only, with their filters', async () => {
    const reports = await as(uniA).get('/university/reports?page=1&limit=10');
    expect(reports.status).toBe(200);
    expect(reports.body.data.reports).toEqual([
      {
        _id: submittedReportId,
        title: 'Midterm report',
        type: 'midterm',
        status: 'under_review',
        isLate: false,
        dueDate: addDays(7),
        submittedDate: expect.any(String),
        student: { _id: ada.id, firstName: 'Ada', lastName: 'Lovelace', studentId: expect.stringMatching(/^S-/) },
        internship: { _id: internshipId, title: 'Platform intern', company: 'Northwind' },
      },
    ]);
    expect(reports.body.data.pagination).toMatchObject({ total: 1, totalPages: 1 });
    const count = async (path: string) => (await as(uniA).get(path)).body.data.pagination.total;
    expect(await count('/university/reports?status=under_review')).toBe(1);
    expect(await count('/university/reports?status=submitted')).toBe(0);
    expect(await count('/university/reports?status=draft')).toBe(0);
    expect(await count('/university/reports?type=midterm')).toBe(1);
    expect(await count('/university/reports?type=final')).toBe(0);
    expect(await count('/university/reports?status=&type=')).toBe(1);
    expect((await as(uniA).get('/university/reports?status=bogus')).status).toBe(400);

    const entries = await as(uniA).get('/university/logbooks');
    expect(entries.body.data.logbookEntries).toEqual([
      {
        _id: submittedEntryId,
        title: 'Week one',
        weekNumber: 1,
        hoursWorked: 38.5,
        status: 'submitted',
        entryDate: expect.any(String),
        submittedDate: expect.any(String),
        student: expect.objectContaining({ _id: ada.id, firstName: 'Ada' }),
        internship: { _id: internshipId, title: 'Platform intern', company: 'Northwind' },
      },
    ]);
    expect(await count('/university/logbooks?status=submitted')).toBe(1);
    expect(await count('/university/logbooks?status=approved')).toBe(0);
    expect(await count('/university/logbooks?status=draft')).toBe(0);

    // Another university sees none of them.
    expect((await as(uniB).get('/university/reports')).body.data.reports).toEqual([]);
    expect((await as(uniB).get('/university/logbooks')).body.data.logbookEntries).toEqual([]);
  });

  it('shows one of its students with their applications, submitted items, evaluations and current internship', async () => {
    const response = await as(uniA).get(`/university/students/${ada.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const detail = response.body.data;
    expect(detail.student).toMatchObject({ _id: ada.id, currentInternship: { _id: internshipId } });
    expect(detail.applications).toHaveLength(2);
    expect(detail.applications.map((application: { status: string }) => application.status).sort()).toEqual([
      'accepted',
      'pending',
    ]);
    // What the student wrote to the employer is not the university's to read.
    expect(JSON.stringify(detail.applications)).not.toContain('I would love to join');
    expect(detail.logbookEntries.map((entry: { _id: string }) => entry._id)).toEqual([submittedEntryId]);
    expect(detail.reports.map((report: { _id: string }) => report._id)).toEqual([submittedReportId]);
    expect(detail.evaluations).toEqual([
      expect.objectContaining({ type: 'monthly', student: expect.objectContaining({ _id: ada.id }) }),
    ]);

    const report = await as(uniA).get(`/university/reports/${submittedReportId}`);
    expect(report.status).toBe(200);
    expect(report.body.data.report).toMatchObject({
      title: 'Midterm report',
      content: 'What I did in the first half.',
      statusHistory: [{ status: 'draft' }, { status: 'submitted' }, { status: 'under_review' }],
    });
    const entry = await as(uniA).get(`/university/logbooks/${submittedEntryId}`);
    expect(entry.body.data.logbookEntry).toMatchObject({
      title: 'Week one',
      statusHistory: [{ status: 'draft' }, { status: 'submitted' }],
    });
  });

  it('exports the lists as CSV with the current filters, escaped and defused', async () => {
    const students = await as(uniA).get('/university/students.csv');
    expect(students.status).toBe(200);
    expect(students.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(students.headers.get('content-disposition')).toBe('attachment; filename=students.csv');
    expect(students.headers.get('cache-control')).toBe('no-store');
    const lines = (students.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Student ID,First name,Last name,Email,Program,Year of study,Pending applications,Logbook entries,Reports,' +
        'Internship,Company,Start date,End date,Internship status',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^S-[\w-]+,Ada,Lovelace,ada-[\w-]+@example\.org,Mathematics,Year 3,1,1,1,Platform intern,Northwind,2099-02-01,2099-05-01,Upcoming$/,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"")",Mallory,`);

    const searched = await as(uniA).get('/university/students.csv?search=turing');
    expect((searched.body as string).trimEnd().split('\r\n')).toHaveLength(2);

    const reports = await as(uniA).get('/university/reports.csv?type=midterm');
    expect(reports.headers.get('content-disposition')).toBe('attachment; filename=reports.csv');
    const reportLines = (reports.body as string).trimEnd().split('\r\n');
    expect(reportLines).toHaveLength(2);
    expect(reportLines[1]).toMatch(/^Midterm report,midterm,under review,No,/);
    expect((await as(uniA).get('/university/reports.csv?type=final')).body.trimEnd().split('\r\n')).toHaveLength(1);

    const entries = await as(uniA).get('/university/logbooks.csv?status=submitted');
    const entryLines = (entries.body as string).trimEnd().split('\r\n');
    expect(entryLines).toHaveLength(2);
    expect(entryLines[1]).toMatch(/^Week one,1,38\.5,submitted,/);
  });

  describe('authorization', () => {
    const listRoutes = [
      '/university/dashboard',
      '/university/students',
      '/university/students.csv',
      '/university/reports',
      '/university/reports.csv',
      '/university/logbooks',
      '/university/logbooks.csv',
    ];

    it('has read routes only, each for universities alone', () => {
      const declared = routes.filter((route) => route.path.startsWith('/university'));
      expect(declared.map((route) => route.path).sort()).toEqual(
        [...listRoutes, '/university/students/:id', '/university/reports/:id', '/university/logbooks/:id'].sort(),
      );
      for (const route of declared) {
        expect(route.method, route.path).toBe('get');
        expect(route.access, route.path).toEqual(['university']);
      }
    });

    it('answers a write to any university path with a 404', async () => {
      for (const [method, path] of [
        ['POST', '/university/students'],
        ['PUT', `/university/students/${ada.id}`],
        ['PATCH', `/university/reports/${submittedReportId}`],
        ['DELETE', `/university/logbooks/${submittedEntryId}`],
        ['POST', '/university/dashboard'],
      ] as const) {
        const response = await api.request(method, path, {}, uniA.token);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    });

    it('shows a pending university no student data, and says why', async () => {
      for (const path of [
        ...listRoutes,
        `/university/students/${ada.id}`,
        `/university/reports/${submittedReportId}`,
        `/university/logbooks/${submittedEntryId}`,
      ]) {
        const response = await as(pendingUni).get(path);
        expect(response.status, path).toBe(403);
        expect(response.body, path).toEqual({ success: false, message: UNIVERSITY_AWAITING_APPROVAL });
      }
    });

    it('turns every other role away, and asks the signed-out to sign in', async () => {
      for (const path of [...listRoutes, `/university/students/${ada.id}`]) {
        for (const person of [ada, northwind, admin]) expect((await as(person).get(path)).status, path).toBe(403);
        expect((await as(undefined).get(path)).status, path).toBe(401);
      }
    });

    // Each row: a university route called on an object that is not the caller's, which it must hide with a 404.
    const foreign = () => [
      { route: 'GET /university/students/:id', path: `/university/students/${grace.id}`, as: uniA, why: "B's student" },
      { route: 'GET /university/students/:id', path: `/university/students/${ada.id}`, as: uniB, why: "A's student" },
      { route: 'GET /university/students/:id', path: `/university/students/${hedy.id}`, as: uniA, why: 'not linked' },
      {
        route: 'GET /university/students/:id',
        path: `/university/students/${uniA.id}`,
        as: uniA,
        why: 'not a student',
      },
      { route: 'GET /university/students/:id', path: `/university/students/${randomUUID()}`, as: uniA, why: 'nobody' },
      { route: 'GET /university/reports/:id', path: `/university/reports/${submittedReportId}`, as: uniB, why: "A's" },
      { route: 'GET /university/reports/:id', path: `/university/reports/${draftReportId}`, as: uniA, why: 'a draft' },
      { route: 'GET /university/logbooks/:id', path: `/university/logbooks/${submittedEntryId}`, as: uniB, why: "A's" },
      { route: 'GET /university/logbooks/:id', path: `/university/logbooks/${draftEntryId}`, as: uniA, why: 'a draft' },
    ];

    it('hides every object that is not its own behind a 404', async () => {
      for (const row of foreign()) {
        const response = await as(row.as).get(row.path);
        expect(response.status, `${row.route} (${row.why})`).toBe(404);
      }
      expect((await as(uniA).get('/university/students/not-a-uuid')).status).toBe(400);
    });
  });
});
