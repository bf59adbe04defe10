/**
 * The review workflow over HTTP (issue 5): reports and evaluations. Each test works on its own placements; the
 * matrices check every route as each role, with the caller's own and someone else's objects. Setup in review-workflow.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { today } from '@stint/launcher/testing/people';
import {
  addDays,
  evaluationBody,
  expectOwnItemsOnly,
  reportBody,
  useReviewWorkflowApi,
} from './review-workflow.test-setup';

describe('review workflow api', () => {
  const setup = useReviewWorkflowApi();
  const { placement, as } = setup;
  const { northwind, acme, admin, university } = setup;

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
      await expectOwnItemsOnly(
        as,
        {
          list: '/reports/student/my-reports',
          key: 'reports',
          stats: '/reports/student/stats',
          counts: { totalReports: 1 },
        },
        [
          [mine.student, id],
          [other.student, foreignId],
        ],
      );
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

    const pendingIds = async (): Promise<string[]> =>
      (await as(northwind).get('/evaluations/employer/pending')).body.data.pending.map(
        (item: { applicationId: string }) => item.applicationId,
      );
    /** A placement at Northwind that runs from `start` to `end` days from today. */
    const placementRunning = (start: number, end: number) =>
      placement(northwind, { startDate: addDays(start), endDate: addDays(end) });

    it('lists interns whose placement runs without an evaluation for the current period as pending', async () => {
      const { student, internshipId, applicationId } = await placementRunning(-20, 60);
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

    it('lists no placement before it starts, and one that has ended until an evaluation covers its last day', async () => {
      const upcoming = await placementRunning(5, 90);
      const ended = await placementRunning(-90, -30);
      const running = await placementRunning(-10, 30);
      const pending = await pendingIds();
      expect(pending).not.toContain(upcoming.applicationId);
      expect(pending).toContain(ended.applicationId);
      // Each says which day its evaluation has to cover: the last day of the ended one, today for the running one.
      const listed = (await as(northwind).get('/evaluations/employer/pending')).body.data.pending;
      const item = (applicationId: string) =>
        listed.find((one: { applicationId: string }) => one.applicationId === applicationId);
      expect(item(ended.applicationId)).toMatchObject({ dueDay: addDays(-30), hasEnded: true });
      expect(item(running.applicationId)).toMatchObject({ dueDay: addDays(0), hasEnded: false });
      // A period that stops short of the last day leaves it pending; the final one, up to the last day, does not.
      const evaluate = async (type: string, from: number, to: number) => {
        const period = { startDate: addDays(from), endDate: addDays(to) };
        const response = await as(northwind).post(
          '/evaluations',
          evaluationBody(ended.student.id, ended.internshipId, { type, period }),
        );
        expect(response.status, JSON.stringify(response.body)).toBe(201);
      };
      await evaluate('monthly', -90, -60);
      expect(await pendingIds()).toContain(ended.applicationId);
      await evaluate('final', -90, -30);
      expect(await pendingIds()).not.toContain(ended.applicationId);
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
