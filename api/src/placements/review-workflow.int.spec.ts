/**
 * The review workflow over HTTP (issue 5): logbook entries, reports and evaluations on the embedded profile with
 * the real projections. Each test works on its own placements; the matrices check every route as each role,
 * with the caller's own and someone else's objects.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { evaluationsProjection } from '@stint/projector/evaluations/evaluations.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { reportsProjection } from '@stint/projector/reports/reports.projection';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { evaluationRoutes } from '../evaluations/index';
import { logbookRoutes } from '../logbooks/index';
import { reportRoutes } from '../reports/index';
import { people, today, type Person } from '../testing/people';
import { startTestApi, type TestApi } from '../testing/test-api';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const entryBody = (internship: string, changes: Record<string, unknown> = {}) => ({
  internship,
  weekNumber: 1,
  title: 'Week one',
  activities: ['Set up the project', '', '  Wrote the first endpoint  '],
  learningOutcomes: 'How the event store works',
  hoursWorked: 38.5,
  studentReflection: 'A good start',
  dueDate: addDays(7),
  ...changes,
});

const reportBody = (internship: string, changes: Record<string, unknown> = {}) => ({
  internship,
  type: 'midterm',
  title: 'Midterm report',
  content: 'What I did in the first half.',
  summary: 'Halfway there',
  dueDate: addDays(7),
  ...changes,
});

const ratings = {
  technicalSkills: 5,
  communicationSkills: 4,
  teamwork: 4,
  problemSolving: 3,
  initiative: 3,
  reliability: 4,
  adaptability: 3,
  overallPerformance: 3,
};

const evaluationBody = (student: string, internship: string, changes: Record<string, unknown> = {}) => ({
  student,
  internship,
  type: 'monthly',
  period: { startDate: addDays(-10), endDate: addDays(20) },
  ratings,
  strengths: ['Curious', ' '],
  areasForImprovement: ['Estimates'],
  specificExamples: 'Shipped the importer alone.',
  recommendations: ['More ownership'],
  attendance: { totalDays: 20, daysPresent: 19, punctuality: 'good' },
  workQuality: 'excellent',
  wouldHire: true,
  wouldRecommend: true,
  ...changes,
});

describe('review workflow api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let northwind: Person, acme: Person, admin: Person, university: Person;

  /** A student accepted at a new internship of `employer`'s (and, for contrast, one still pending there). */
  async function placement(employer: Person = northwind) {
    const [student, pending] = await Promise.all([the.student('Ada'), the.student('Alan')]);
    const internshipId = await the.postInternship(employer, { title: 'Platform intern', company: 'Northwind' });
    const [applicationId] = await Promise.all([the.apply(student, internshipId), the.apply(pending, internshipId)]);
    await the.decide(employer, applicationId, 'accepted');
    return { student, pending, internshipId, applicationId };
  }

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes, ...logbookRoutes, ...reportRoutes, ...evaluationRoutes],
      projections: [
        usersProjection,
        applicationsProjection,
        logbooksProjection,
        reportsProjection,
        evaluationsProjection,
      ],
      authenticate: accountAuthenticator,
    });
    the = people(api);
    [northwind, acme, admin, university] = await Promise.all([
      the.employer('Northwind'),
      the.employer('Acme'),
      the.admin(),
      the.university(),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
    put: (path: string, body: unknown) => api.request('PUT', path, body, person?.token),
  });

  describe('logbook entries', () => {
    it('keeps a draft for an accepted placement only, with what the student wrote sealed in the log', async () => {
      const { student, pending, internshipId } = await placement();
      const created = await as(student).post('/logbooks', entryBody(internshipId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const entry = created.body.data.logbookEntry;
      expect(entry).toMatchObject({
        title: 'Week one',
        weekNumber: 1,
        activities: ['Set up the project', 'Wrote the first endpoint'],
        hoursWorked: 38.5,
        status: 'draft',
        entryDate: today(),
        submittedDate: null,
        internship: { _id: internshipId, title: 'Platform intern', company: 'Northwind' },
        student: { _id: student.id, firstName: 'Ada', lastName: 'Tester' },
        statusHistory: [{ status: 'draft', by: { id: student.id, role: 'student' } }],
      });
      const [recorded] = await api.platform.eventStore.readStream(logbookStream(entry._id));
      expect(recorded?.type).toBe('LogbookEntryCreated');
      expect(JSON.stringify(recorded?.data)).not.toContain('Week one');

      const refused = await as(pending).post('/logbooks', entryBody(internshipId));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('You can keep a logbook only for an internship you were accepted to');
      const unknown = await as(student).post('/logbooks', entryBody('no-such-internship'));
      expect(unknown.status).toBe(400);
    });

    it('answers each missing field with its message', async () => {
      const { student, internshipId } = await placement();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ internship: '' }, 'Internship is required'],
        [{ title: '  ' }, 'Title is required'],
        [{ weekNumber: 0 }, 'Week number must be at least 1'],
        [{ hoursWorked: -1 }, 'Hours worked cannot be negative'],
        [{ hoursWorked: '' }, 'Hours worked is required'],
        [{ activities: ['', ' '] }, 'Activities are required'],
        [{ learningOutcomes: '' }, 'Learning outcomes are required'],
        [{ studentReflection: undefined }, 'Student reflection is required'],
        [{ dueDate: 'soon' }, 'Please enter a valid date'],
      ];
      for (const [changes, message] of cases) {
        const response = await as(student).post('/logbooks', entryBody(internshipId, changes));
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
      expect((await as(student).get('/logbooks/student/stats')).body.data.totalEntries).toBe(0);
    });

    it('goes draft → submitted → rejected with a comment → edited → submitted → approved, each step in its history', async () => {
      const { student, internshipId } = await placement();
      const { _id: id } = (await as(student).post('/logbooks', entryBody(internshipId))).body.data.logbookEntry;

      // A draft is the student's own: the employer does not see it yet.
      expect((await as(northwind).get(`/logbooks/${id}`)).status).toBe(404);
      const edited = await as(student).put(`/logbooks/${id}`, { ...entryBody(internshipId), title: 'Week one, again' });
      expect(edited.body.data.logbookEntry).toMatchObject({ title: 'Week one, again', status: 'draft' });
      expect(edited.body.data.logbookEntry.statusHistory).toHaveLength(1);

      const submitted = await as(student).post(`/logbooks/${id}/submit`);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.logbookEntry.status).toBe('submitted');
      expect((await as(student).post(`/logbooks/${id}/submit`)).status).toBe(409);
      expect((await as(student).put(`/logbooks/${id}`, entryBody(internshipId))).status).toBe(409);

      const queue = await as(northwind).get('/logbooks/employer');
      expect(queue.body.data.logbookEntries.map((entry: { _id: string }) => entry._id)).toContain(id);

      const noReason = await as(northwind).post(`/logbooks/${id}/review`, { status: 'rejected' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Please say why the entry is rejected');
      const rejected = await as(northwind).post(`/logbooks/${id}/review`, {
        status: 'rejected',
        comment: 'Say more about the endpoint',
      });
      expect(rejected.body.data.logbookEntry.status).toBe('rejected');

      const rewritten = await as(student).put(
        `/logbooks/${id}`,
        entryBody(internshipId, { title: 'Week one, fuller' }),
      );
      expect(rewritten.body.data.logbookEntry.status).toBe('draft');
      await as(student).post(`/logbooks/${id}/submit`);
      const approved = await as(northwind).post(`/logbooks/${id}/review`, { status: 'approved', comment: 'Good' });
      expect(approved.status).toBe(200);
      expect(approved.body.message).toBe('Logbook entry approved');
      expect((await as(northwind).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(409);
      expect((await as(student).put(`/logbooks/${id}`, entryBody(internshipId))).status).toBe(409);

      const { logbookEntry } = (await as(student).get(`/logbooks/${id}`)).body.data;
      expect(
        logbookEntry.statusHistory.map((step: { status: string; comment?: string; by: { role: string } }) => [
          step.status,
          step.by.role,
          step.comment ?? null,
        ]),
      ).toEqual([
        ['draft', 'student', null],
        ['submitted', 'student', null],
        ['rejected', 'employer', 'Say more about the endpoint'],
        ['draft', 'student', null],
        ['submitted', 'student', null],
        ['approved', 'employer', 'Good'],
      ]);
      expect(logbookEntry.title).toBe('Week one, fuller');
    });

    it('pages ten at a time and counts by status and hours', async () => {
      const { student, internshipId } = await placement();
      // Another student's entry, which neither the pages nor the counts may include.
      const neighbour = await placement();
      const theirs = await as(neighbour.student).post('/logbooks', entryBody(neighbour.internshipId));
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      for (let week = 1; week <= 12; week++) {
        const response = await as(student).post(
          '/logbooks',
          entryBody(internshipId, { weekNumber: week, hoursWorked: 10 }),
        );
        expect(response.status).toBe(201);
      }
      const first = (await as(student).get('/logbooks/student/my-entries?page=1&limit=10')).body.data;
      expect(first.logbookEntries).toHaveLength(10);
      expect(first.pagination).toMatchObject({ page: 1, totalPages: 2, hasNextPage: true, totalItems: 12 });
      const second = (await as(student).get('/logbooks/student/my-entries?page=2')).body.data;
      expect(second.logbookEntries).toHaveLength(2);
      expect(second.pagination.hasNextPage).toBe(false);
      await as(student).post(`/logbooks/${second.logbookEntries[0]._id}/submit`);
      expect((await as(student).get('/logbooks/student/stats')).body.data).toEqual({
        totalEntries: 12,
        draftEntries: 11,
        submittedEntries: 1,
        approvedEntries: 0,
        rejectedEntries: 0,
        totalHours: 120,
      });
    });

    it('lets each route reach only its own objects (role × own/foreign)', async () => {
      const mine = await placement();
      const other = await placement(acme);
      const write = async (placed: Awaited<ReturnType<typeof placement>>) => {
        const created = await as(placed.student).post('/logbooks', entryBody(placed.internshipId));
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.data.logbookEntry._id as string;
      };
      const id = await write(mine);
      const foreignId = await write(other);
      // A student's own list and counts hold their entries only.
      for (const [student, own] of [
        [mine.student, id],
        [other.student, foreignId],
      ] as const) {
        const listed = (await as(student).get('/logbooks/student/my-entries')).body.data;
        expect(listed.logbookEntries.map((entry: { _id: string }) => entry._id)).toEqual([own]);
        expect(listed.pagination).toMatchObject({ totalItems: 1 });
        expect((await as(student).get('/logbooks/student/stats')).body.data).toMatchObject({
          totalEntries: 1,
          draftEntries: 1,
        });
      }
      const outsiders = [other.student, acme];
      for (const person of outsiders) {
        expect((await as(person).get(`/logbooks/${id}`)).status).toBe(404);
      }
      expect((await as(other.student).put(`/logbooks/${id}`, entryBody(mine.internshipId))).status).toBe(404);
      expect((await as(other.student).post(`/logbooks/${id}/submit`)).status).toBe(404);
      expect((await as(admin).get(`/logbooks/${id}`)).status).toBe(404);
      await as(mine.student).post(`/logbooks/${id}/submit`);
      expect((await as(northwind).get(`/logbooks/${id}`)).status).toBe(200);
      expect((await as(admin).get(`/logbooks/${id}`)).status).toBe(200);
      expect((await as(acme).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(404);
      // An employer's queue holds its own interns' submitted entries only.
      await as(other.student).post(`/logbooks/${foreignId}/submit`);
      const queued = async (employer: Person) =>
        (await as(employer).get('/logbooks/employer')).body.data.logbookEntries.map(
          (entry: { _id: string }) => entry._id,
        );
      expect(await queued(acme)).toContain(foreignId);
      expect(await queued(acme)).not.toContain(id);
      expect(await queued(northwind)).toContain(id);
      expect(await queued(northwind)).not.toContain(foreignId);
      // Wrong roles, and no one signed in.
      expect((await as(mine.student).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(403);
      expect((await as(admin).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(403);
      expect((await as(northwind).post('/logbooks', entryBody(mine.internshipId))).status).toBe(403);
      expect((await as(university).get(`/logbooks/${id}`)).status).toBe(403);
      expect((await as(undefined).get(`/logbooks/${id}`)).status).toBe(401);
      expect((await as(mine.student).get('/logbooks/not-a-uuid')).status).toBe(400);
    });
  });

  describe('reports', () => {
    it('goes draft → submitted (late after the due date) → under review → revision → revised → approved', async () => {
      const { student, pending, internshipId } = await placement();
      const refused = await as(pending).post('/reports', reportBody(internshipId));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('You can report only on an internship you were accepted to');

      const created = await as(student).post('/reports', reportBody(internshipId, { dueDate: addDays(-1) }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const report = created.body.data.report;
      expect(report).toMatchObject({ type: 'midterm', status: 'draft', isLate: false, reportDate: today() });
      expect((await as(admin).get(`/reports/${report._id}`)).status).toBe(404);

      const submitted = await as(student).post(`/reports/${report._id}/submit`);
      expect(submitted.body.data.report).toMatchObject({ status: 'submitted', isLate: true, submittedDate: today() });
      const queue = (await as(admin).get('/reports/admin?status=in_review')).body.data.reports;
      expect(queue.map((item: { _id: string }) => item._id)).toContain(report._id);

      expect((await as(admin).post(`/reports/${report._id}/review`, { status: 'under_review' })).status).toBe(200);
      expect((await as(admin).post(`/reports/${report._id}/review`, { status: 'under_review' })).status).toBe(409);
      const noReason = await as(admin).post(`/reports/${report._id}/review`, { status: 'requires_revision' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Please say what needs revising');
      await as(admin).post(`/reports/${report._id}/review`, { status: 'requires_revision', comment: 'Add numbers' });
      expect((await as(student).post(`/reports/${report._id}/submit`)).body.message).toBe(
        'Revise this report before submitting it again',
      );

      const revised = await as(student).post(`/reports/${report._id}/revise`, {
        ...reportBody(internshipId),
        content: 'Now with numbers: 3 endpoints, 41 tests.',
      });
      expect(revised.body.data.report).toMatchObject({
        status: 'draft',
        content: 'Now with numbers: 3 endpoints, 41 tests.',
      });
      const resubmitted = await as(student).post(`/reports/${report._id}/submit`);
      expect(resubmitted.body.data.report).toMatchObject({ status: 'submitted', isLate: false });
      await as(admin).post(`/reports/${report._id}/review`, { status: 'approved', comment: 'Thanks' });
      expect((await as(student).post(`/reports/${report._id}/revise`, reportBody(internshipId))).status).toBe(409);

      const history = (await as(student).get(`/reports/${report._id}`)).body.data.report.statusHistory;
      expect(history.map((step: { status: string }) => step.status)).toEqual([
        'draft',
        'submitted',
        'under_review',
        'requires_revision',
        'draft',
        'submitted',
        'approved',
      ]);
      expect(history[3]).toMatchObject({ comment: 'Add numbers', by: { id: admin.id, role: 'admin' } });
    });

    it("counts 'In Review' and 'Needs Revision' by the spec's grouping and pages ten at a time", async () => {
      const { student, internshipId } = await placement();
      // Another student's report, which neither the pages nor the counts may include.
      const neighbour = await placement();
      const theirs = await as(neighbour.student).post('/reports', reportBody(neighbour.internshipId));
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      const ids: string[] = [];
      for (let index = 0; index < 11; index++) {
        ids.push((await as(student).post('/reports', reportBody(internshipId))).body.data.report._id);
      }
      for (const id of ids.slice(0, 4)) await as(student).post(`/reports/${id}/submit`);
      await as(admin).post(`/reports/${ids[0]}/review`, { status: 'under_review' });
      await as(admin).post(`/reports/${ids[1]}/review`, { status: 'rejected', comment: 'Off topic' });
      await as(admin).post(`/reports/${ids[2]}/review`, { status: 'approved' });
      expect((await as(student).get('/reports/student/stats')).body.data).toEqual({
        totalReports: 11,
        draftReports: 7,
        inReview: 2,
        approvedReports: 1,
        needsRevision: 1,
      });
      const page = (await as(student).get('/reports/student/my-reports')).body.data;
      expect(page.reports).toHaveLength(10);
      expect(page.pagination).toMatchObject({ totalItems: 11, hasNextPage: true });
    });

    it('lets each route reach only its own objects (role × own/foreign)', async () => {
      const mine = await placement();
      const other = await placement(acme);
      const { _id: id } = (await as(mine.student).post('/reports', reportBody(mine.internshipId))).body.data.report;
      const { _id: foreignId } = (await as(other.student).post('/reports', reportBody(other.internshipId))).body.data
        .report;
      // A student's own list and counts hold their reports only.
      for (const [student, own] of [
        [mine.student, id],
        [other.student, foreignId],
      ] as const) {
        const listed = (await as(student).get('/reports/student/my-reports')).body.data;
        expect(listed.reports.map((report: { _id: string }) => report._id)).toEqual([own]);
        expect((await as(student).get('/reports/student/stats')).body.data).toMatchObject({ totalReports: 1 });
      }
      expect((await as(other.student).get(`/reports/${id}`)).status).toBe(404);
      expect((await as(other.student).post(`/reports/${id}/submit`)).status).toBe(404);
      expect((await as(other.student).post(`/reports/${id}/revise`, reportBody(mine.internshipId))).status).toBe(404);
      expect((await as(admin).post(`/reports/${id}/review`, { status: 'under_review' })).status).toBe(404);
      expect((await as(northwind).get(`/reports/${id}`)).status).toBe(403);
      expect((await as(mine.student).post(`/reports/${id}/review`, { status: 'approved' })).status).toBe(403);
      expect((await as(northwind).get('/reports/admin')).status).toBe(403);
      expect((await as(university).get(`/reports/${id}`)).status).toBe(403);
      expect((await as(undefined).post('/reports', reportBody(mine.internshipId))).status).toBe(401);
    });
  });

  describe('evaluations', () => {
    it('evaluates an accepted intern once per type and period, with the unrounded average and attendance', async () => {
      const { student, pending, internshipId } = await placement();
      const created = await as(northwind).post('/evaluations', evaluationBody(student.id, internshipId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.message).toBe('Evaluation submitted successfully');
      expect(created.body.data).toMatchObject({
        status: 'submitted',
        averageRating: 3.625,
        attendancePercentage: 95,
        strengths: ['Curious'],
        student: { _id: student.id, name: 'Ada Tester' },
        internship: { _id: internshipId, title: 'Platform intern' },
        evaluationDate: today(),
      });
      expect((await as(northwind).post('/evaluations', evaluationBody(student.id, internshipId))).status).toBe(409);

      const notAccepted = await as(northwind).post('/evaluations', evaluationBody(pending.id, internshipId));
      expect(notAccepted.status).toBe(400);
      expect(notAccepted.body.message).toBe('Evaluations can be created only for accepted applicants');
      const tooManyDays = await as(northwind).post(
        '/evaluations',
        evaluationBody(student.id, internshipId, {
          type: 'final',
          attendance: { totalDays: 10, daysPresent: 11, punctuality: 'good' },
        }),
      );
      expect(tooManyDays.status).toBe(400);
      expect(tooManyDays.body.message).toBe('Days present cannot exceed total days');
      const emptyList = await as(northwind).post(
        '/evaluations',
        evaluationBody(student.id, internshipId, { type: 'final', recommendations: [''] }),
      );
      expect(emptyList.body.message).toBe('Add at least one recommendation');
      expect(
        (await as(acme).post('/evaluations', evaluationBody(student.id, internshipId, { type: 'final' }))).status,
      ).toBe(404);
    });

    it('lists accepted interns without an evaluation for the current period as pending', async () => {
      const { student, internshipId, applicationId } = await placement();
      const pendingIds = async () =>
        (await as(northwind).get('/evaluations/employer/pending')).body.data.pending.map(
          (item: { applicationId: string }) => item.applicationId,
        );
      expect(await pendingIds()).toContain(applicationId);
      // An evaluation of a past period leaves the intern pending; one covering today does not.
      await as(northwind).post(
        '/evaluations',
        evaluationBody(student.id, internshipId, {
          type: 'weekly',
          period: { startDate: addDays(-30), endDate: addDays(-23) },
        }),
      );
      expect(await pendingIds()).toContain(applicationId);
      await as(northwind).post('/evaluations', evaluationBody(student.id, internshipId));
      expect(await pendingIds()).not.toContain(applicationId);
    });

    it('is reviewed and then approved by an admin, and reachable only by its employer and admins', async () => {
      const { student, internshipId } = await placement();
      const { _id: id } = (await as(northwind).post('/evaluations', evaluationBody(student.id, internshipId))).body
        .data;
      expect((await as(admin).post(`/evaluations/${id}/review`, { status: 'approved' })).status).toBe(409);
      expect((await as(admin).post(`/evaluations/${id}/review`, { status: 'reviewed' })).status).toBe(200);
      const approved = await as(admin).post(`/evaluations/${id}/review`, { status: 'approved', comment: 'Fine' });
      expect(approved.body.data.evaluation.status).toBe('approved');
      expect(approved.body.data.evaluation.statusHistory.map((step: { status: string }) => step.status)).toEqual([
        'submitted',
        'reviewed',
        'approved',
      ]);
      expect(
        (await as(admin).get('/evaluations/admin?status=approved')).body.data.evaluations.map(
          (e: { _id: string }) => e._id,
        ),
      ).toContain(id);

      expect((await as(northwind).get(`/evaluations/${id}`)).status).toBe(200);
      expect((await as(acme).get(`/evaluations/${id}`)).status).toBe(404);
      expect((await as(acme).get('/evaluations/employer')).body.data.evaluations).toEqual([]);
      expect((await as(student).get(`/evaluations/${id}`)).status).toBe(403);
      expect((await as(northwind).post(`/evaluations/${id}/review`, { status: 'reviewed' })).status).toBe(403);
      // Admins review every evaluation: what they cannot reach is one that does not exist.
      const missing = randomUUID();
      expect((await as(admin).post(`/evaluations/${missing}/review`, { status: 'reviewed' })).status).toBe(404);
      expect((await as(university).get('/evaluations/admin')).status).toBe(403);
      expect((await as(undefined).get('/evaluations/employer')).status).toBe(401);
    });
  });
});
