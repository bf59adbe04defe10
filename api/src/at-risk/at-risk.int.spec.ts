/**
 * At-risk alerts over HTTP (issue 17 item 5) on the embedded profile with the real projections: each cause raising
 * its alert and clearing it once gone, acknowledging (hidden until the cause changes), and everyone else's 403/404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atRiskAcknowledgementsProjection } from '@stint/projector/at-risk/at-risk-acknowledgements.projection';
import { placementApprovalsProjection } from '@stint/projector/approvals/placement-approvals.projection';
import { placementEvaluationsProjection } from '@stint/projector/placement-evaluations/placement-evaluations.projection';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import {
  addDays,
  evaluationBody,
  logbookEntryBody,
  people,
  reportBody,
  type Person,
} from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import type { AtRiskAlert } from '@stint/shared/at-risk/at-risk.schemas';
import { adminRoutes } from '../admin/index';
import { approvalRoutes } from '../approvals/index';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { atRiskRoutes } from './index';

describe('at-risk alerts api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, northwind: Person, uni: Person, otherUni: Person;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
    request: (method: string, path: string, body?: unknown) => api.request(method, path, body, person?.token),
  });

  /** A student of `university` accepted to an internship that started 20 days ago and ends in 60. */
  const placed = async (university: Person, firstName: string) => {
    const student = await the.studentOf(university, firstName);
    const internshipId = await the.postInternship(northwind, {
      title: `${firstName}'s internship`,
      startDate: addDays(-20),
      endDate: addDays(60),
    });
    const applicationId = await the.apply(student, internshipId);
    await the.decide(northwind, applicationId, 'accepted');
    return { student, internshipId, applicationId };
  };

  const alertsOf = async (university: Person): Promise<{ alerts: AtRiskAlert[]; acknowledged: number }> => {
    const listed = await as(university).get('/at-risk-alerts');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return listed.body.data;
  };
  const alertsAbout = async (university: Person, studentId: string) =>
    (await alertsOf(university)).alerts.filter((alert) => alert.studentId === studentId);

  beforeAll(async () => {
    api = await startPlacementApi({
      routes: [...atRiskRoutes, ...adminRoutes, ...approvalRoutes],
      projections: [
        universityOversightProjection,
        placementApprovalsProjection,
        placementEvaluationsProjection,
        atRiskAcknowledgementsProjection,
      ],
    });
    the = people(api);
    [admin, northwind] = await Promise.all([the.admin(), the.employer('Northwind')]);
    [uni, otherUni] = await Promise.all([the.approvedUniversity(admin), the.approvedUniversity(admin)]);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('raises no-logbook for a placement 14 days without an entry, and clears it with an entry', async () => {
    const { student, internshipId, applicationId } = await placed(uni, 'Ada');
    expect(await alertsAbout(uni, student.id)).toEqual([
      {
        id: `no-logbook-${applicationId}`,
        reason: 'no-logbook',
        studentId: student.id,
        studentName: 'Ada Tester',
        applicationId,
        internship: { _id: internshipId, title: "Ada's internship", company: 'Northwind' },
        detail: `No logbook entry since the placement started on ${addDays(-20)}`,
        since: addDays(-20),
        cause: 'last:none',
      },
    ]);
    const entry = await as(student).post('/logbooks', logbookEntryBody(internshipId));
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    expect(await alertsAbout(uni, student.id)).toEqual([]);
  });

  it('raises an overdue report until it is submitted', async () => {
    const { student, internshipId, applicationId } = await placed(uni, 'Alan');
    expect((await as(student).post('/logbooks', logbookEntryBody(internshipId))).status).toBe(201);
    const report = await as(student).post('/reports', reportBody(internshipId, { dueDate: addDays(-3) }));
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    expect(await alertsAbout(uni, student.id)).toMatchObject([
      {
        id: `overdue-report-${applicationId}`,
        reason: 'overdue-report',
        detail: `1 report overdue, the oldest due ${addDays(-3)}`,
      },
    ]);
    const reportId = report.body.data.report._id as string;
    expect((await as(student).post(`/reports/${reportId}/submit`)).status).toBe(200);
    expect(await alertsAbout(uni, student.id)).toEqual([]);
  });

  it('raises a low evaluation from the employer', async () => {
    const { student, internshipId, applicationId } = await placed(uni, 'Edsger');
    expect((await as(student).post('/logbooks', logbookEntryBody(internshipId))).status).toBe(201);
    const low = Object.fromEntries(
      Object.keys(evaluationBody(student.id, internshipId).ratings).map((key) => [key, 2]),
    );
    const evaluation = await as(northwind).post(
      '/evaluations',
      evaluationBody(student.id, internshipId, { ratings: low }),
    );
    expect(evaluation.status, JSON.stringify(evaluation.body)).toBe(201);
    expect(await alertsAbout(uni, student.id)).toMatchObject([
      {
        id: `low-evaluation-${applicationId}`,
        reason: 'low-evaluation',
        detail: 'Average below 2.5: the employer rated 2.0',
      },
    ]);
  });

  it('raises a withdrawal after acceptance (a student may now withdraw an accepted application)', async () => {
    const { student, applicationId } = await placed(uni, 'Grace');
    const withdrawn = await as(student).post(`/applications/${applicationId}/withdraw`);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await alertsAbout(uni, student.id)).toMatchObject([
      {
        id: `withdrawn-${applicationId}`,
        reason: 'withdrawn',
        detail: 'Withdrew from the placement after being accepted',
      },
    ]);
  });

  it('hides an acknowledged alert, acknowledges twice without harm, and keeps it to the university', async () => {
    const { student, applicationId } = await placed(uni, 'Hedy');
    const id = `no-logbook-${applicationId}`;
    const before = await alertsOf(uni);
    expect(before.alerts.map((alert) => alert.id)).toContain(id);

    // Another university, a student, and an id that is no alert of this university's.
    expect((await as(otherUni).post(`/at-risk-alerts/${id}/acknowledge`)).status).toBe(404);
    expect((await as(student).post(`/at-risk-alerts/${id}/acknowledge`)).status).toBe(403);
    expect((await as(otherUni).get('/at-risk-alerts')).body.data.alerts).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id })]),
    );
    expect(await as(uni).post(`/at-risk-alerts/withdrawn-${randomUUID()}/acknowledge`)).toMatchObject({
      status: 404,
      body: { message: 'At-risk alert not found' },
    });
    expect(await as(uni).post('/at-risk-alerts/not-an-alert/acknowledge')).toMatchObject({
      status: 400,
      body: { message: 'At-risk alert not found' },
    });

    const acknowledged = await as(uni).post(`/at-risk-alerts/${id}/acknowledge`);
    expect(acknowledged).toMatchObject({
      status: 200,
      body: { message: 'Alert acknowledged', data: { id, acknowledged: true } },
    });
    const after = await alertsOf(uni);
    expect(after.alerts.map((alert) => alert.id)).not.toContain(id);
    expect(after.acknowledged).toBe(before.acknowledged + 1);
    expect((await as(uni).post(`/at-risk-alerts/${id}/acknowledge`)).status).toBe(200);
    expect((await alertsOf(uni)).acknowledged).toBe(after.acknowledged);
  });

  it('raises nothing for a placement still awaiting the university’s approval', async () => {
    const approving = await the.approvedUniversity(admin);
    const saved = await as(approving).request('PUT', '/approvals/settings', { isApprovalRequired: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { student } = await placed(approving, 'Mary');
    expect(await alertsAbout(approving, student.id)).toEqual([]);
  });

  it('answers only approved universities', async () => {
    const pending = await the.university();
    expect((await as(pending).get('/at-risk-alerts')).status).toBe(403);
    expect((await as(northwind).get('/at-risk-alerts')).status).toBe(403);
    expect((await as(undefined).get('/at-risk-alerts')).status).toBe(401);
  });
});
