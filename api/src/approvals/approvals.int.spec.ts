/**
 * Placement approval over HTTP (issue 17 item 4): the university's setting, the learning agreement loop to approval,
 * the gate on logbooks and reports, every refusal, and everyone else's 404 (authorization matrix below).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementApprovalsProjection } from '@stint/projector/approvals/placement-approvals.projection';
import { PLACEMENT_NOT_APPROVED, staleRoundMessage } from '@stint/shared/approvals/approvals.constants';
import {
  placementApprovalsCollection,
  type PlacementApprovalDocument,
} from '@stint/shared/approvals/approvals.read-models';
import { logbookEntryBody, people, reportBody, type Person } from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import { adminRoutes } from '../admin/index';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { approvalRoutes } from './index';

const agreement = {
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  supervisorName: 'Grace Hopper',
  supervisorEmail: 'grace@northwind.example',
  learningGoals: 'Ship a feature end to end',
};

describe('placement approval api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let admin: Person, uni: Person, otherUni: Person, northwind: Person, acme: Person;

  const as = (person: Person | undefined) => ({
    get: (path: string) => api.request('GET', path, undefined, person?.token),
    post: (path: string, body?: unknown) => api.request('POST', path, body ?? {}, person?.token),
    put: (path: string, body?: unknown) => api.request('PUT', path, body ?? {}, person?.token),
  });

  const studentOf = (university: Person | null, firstName = 'Ada') => the.studentOf(university, firstName);
  const approvedUniversity = () => the.approvedUniversity(admin);

  /** A student of `university` accepted to a new internship of `employer`; returns the ids. */
  const placed = async (university: Person | null, employer = northwind) => {
    const student = await studentOf(university, 'Ada');
    const internshipId = await the.postInternship(employer);
    const applicationId = await the.apply(student, internshipId);
    await the.decide(employer, applicationId, 'accepted');
    return { student, internshipId, applicationId };
  };

  const setApproval = async (university: Person, isApprovalRequired: boolean) => {
    const saved = await as(university).put('/approvals/settings', { isApprovalRequired });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ isApprovalRequired });
  };

  beforeAll(async () => {
    api = await startPlacementApi({
      routes: [...approvalRoutes, ...adminRoutes],
      projections: [placementApprovalsProjection],
    });
    the = people(api);
    [admin, northwind, acme] = await Promise.all([the.admin(), the.employer('Northwind'), the.employer('Acme')]);
    [uni, otherUni] = await Promise.all([approvedUniversity(), approvedUniversity()]);
    await setApproval(uni, true);
  }, 120_000);
  afterAll(() => api?.close());

  it('is off by default, and only an approved university changes it', async () => {
    const fresh = await approvedUniversity();
    expect((await as(fresh).get('/approvals/settings')).body.data).toEqual({ isApprovalRequired: false });
    const pending = await the.university();
    expect((await as(pending).put('/approvals/settings', { isApprovalRequired: true })).status).toBe(403);
    expect((await as(northwind).get('/approvals/settings')).status).toBe(403);
    const bad = await as(fresh).put('/approvals/settings', { isApprovalRequired: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('runs the loop to approval, each round in the history, and then opens logbooks and reports', async () => {
    const { student, internshipId, applicationId } = await placed(uni);
    const opened = await as(student).get(`/approvals/${applicationId}`);
    expect(opened.body.data.approval).toMatchObject({ status: 'awaiting-agreement', round: 0, universityId: uni.id });

    // Gated until approved: a 409 that says why.
    const entry = await as(student).post('/logbooks', logbookEntryBody(internshipId));
    expect(entry.status).toBe(409);
    expect(entry.body.message).toBe(PLACEMENT_NOT_APPROVED);
    const report = await as(student).post('/reports', reportBody(internshipId));
    expect(report.status).toBe(409);

    const path = `/approvals/${applicationId}`;
    const first = await as(student).put(`${path}/agreement`, { round: 0, ...agreement });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.approval).toMatchObject({ status: 'submitted', round: 1, agreement });
    expect((await as(uni).post(`${path}/decision`, { round: 1, decision: 'approved' })).status).toBe(409);
    expect((await as(northwind).post(`${path}/confirm`, { round: 1 })).body.data.approval.status).toBe('confirmed');
    const queue = await as(uni).get('/approvals');
    expect(queue.body.data.approvals[0]).toMatchObject({ _id: applicationId, status: 'confirmed' });

    const noComment = await as(uni).post(`${path}/decision`, { round: 1, decision: 'changes-requested', comment: ' ' });
    expect(noComment.status).toBe(400);
    const changes = await as(uni).post(`${path}/decision`, {
      round: 1,
      decision: 'changes-requested',
      comment: 'Add a second goal',
    });
    expect(changes.body.data.approval).toMatchObject({ status: 'changes-requested' });

    const stale = await as(student).put(`${path}/agreement`, { round: 0, ...agreement });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(staleRoundMessage(1));
    await as(student).put(`${path}/agreement`, { round: 1, ...agreement, learningGoals: 'Two goals' });
    expect((await as(northwind).post(`${path}/confirm`, { round: 1 })).status).toBe(409);
    await as(northwind).post(`${path}/confirm`, { round: 2 });
    const approved = await as(uni).post(`${path}/decision`, { round: 2, decision: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const final = (await as(northwind).get(path)).body.data.approval;
    expect(final).toMatchObject({ status: 'approved', round: 2, agreement: { learningGoals: 'Two goals' } });
    expect(final.rounds.map((round: { decision: { status: string; comment?: string } }) => round.decision)).toEqual([
      expect.objectContaining({ status: 'changes-requested', comment: 'Add a second goal' }),
      expect.objectContaining({ status: 'approved' }),
    ]);
    expect((await as(student).post('/logbooks', logbookEntryBody(internshipId))).status).toBe(201);
    expect((await as(student).post('/reports', reportBody(internshipId))).status).toBe(201);
  });

  it('leaves placements of universities without approval, and of students without a university, open', async () => {
    for (const university of [otherUni, null]) {
      const { student, internshipId, applicationId } = await placed(university);
      expect((await as(student).get(`/approvals/${applicationId}`)).body.data).toEqual({ approval: null });
      expect((await as(student).post('/logbooks', logbookEntryBody(internshipId))).status).toBe(201);
      const refused = await as(student).put(`/approvals/${applicationId}/agreement`, { round: 0, ...agreement });
      expect(refused.status).toBe(409);
    }
  });

  it('keeps the setting as it was at acceptance: turning it on later gates nothing accepted before', async () => {
    const university = await approvedUniversity();
    const before = await placed(university);
    await setApproval(university, true);
    const after = await placed(university);
    expect((await as(before.student).post('/logbooks', logbookEntryBody(before.internshipId))).status).toBe(201);
    expect((await as(after.student).post('/logbooks', logbookEntryBody(after.internshipId))).status).toBe(409);
    await setApproval(university, false);
    expect((await as(after.student).post('/logbooks', logbookEntryBody(after.internshipId))).status).toBe(409);
    const list = await as(university).get('/approvals');
    expect(list.body.data.approvals.map((a: { _id: string }) => a._id)).toEqual([after.applicationId]);
  });

  it('refuses to confirm or decide a placement the student has left, before the queue has caught up', async () => {
    const approvals = api.platform.readStore.collection<PlacementApprovalDocument>(placementApprovalsCollection);
    const leftAfter = async (step: 'submitted' | 'confirmed') => {
      const { student, applicationId } = await placed(uni);
      const path = `/approvals/${applicationId}`;
      await as(student).put(`${path}/agreement`, { round: 0, ...agreement });
      if (step === 'confirmed') await as(northwind).post(`${path}/confirm`, { round: 1 });
      const shown = await approvals.get(applicationId);
      expect(shown?.status).toBe(step);
      const withdrawn = await as(student).post(`/applications/${applicationId}/withdraw`);
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      expect(await approvals.get(applicationId)).toBeNull();
      // What a projector that has not yet applied the withdrawal still shows.
      await approvals.upsert(shown!);
      return path;
    };
    const confirm = await as(northwind).post(`${await leftAfter('submitted')}/confirm`, { round: 1 });
    expect(confirm.status).toBe(404);
    const decide = await as(uni).post(`${await leftAfter('confirmed')}/decision`, { round: 1, decision: 'approved' });
    expect(decide.status).toBe(404);
  });

  it('refuses bad agreements with the field that is wrong', async () => {
    const { student, applicationId } = await placed(uni);
    const path = `/approvals/${applicationId}/agreement`;
    const backwards = await as(student).put(path, { round: 0, ...agreement, endDate: '2027-05-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      expect.objectContaining({ path: 'endDate', message: 'End date must be on or after the start date' }),
    ]);
    const email = await as(student).put(path, { round: 0, ...agreement, supervisorEmail: 'not an email' });
    expect(email.status).toBe(400);
    const goals = await as(student).put(path, { round: 0, ...agreement, learningGoals: 'x'.repeat(4001) });
    expect(goals.status).toBe(400);
  });

  it('puts what waits on the university first, however many newer settled placements it has', async () => {
    const busy = await approvedUniversity();
    await setApproval(busy, true);
    const { applicationId } = await placed(busy);
    const approvals = api.platform.readStore.collection<PlacementApprovalDocument>(placementApprovalsCollection);
    const sample = await approvals.get(applicationId);
    const copy = (status: PlacementApprovalDocument['status'], updatedAt: string) => ({
      ...sample!,
      _id: randomUUID(),
      universityId: busy.id,
      status,
      updatedAt,
    });
    const waiting = copy('confirmed', '2020-01-01T00:00:00.000Z');
    await approvals.upsert(waiting);
    for (let i = 0; i < 200; i += 1) {
      await approvals.upsert(copy('approved', new Date(Date.now() - i * 1000).toISOString()));
    }
    const queue = (await as(busy).get('/approvals')).body.data.approvals;
    // The real placement awaits its agreement and 200 copies are approved: the cap leaves out the oldest approved.
    expect(queue).toHaveLength(200);
    expect(queue.slice(0, 2).map((approval: { _id: string }) => approval._id)).toEqual([waiting._id, applicationId]);
    expect(queue.slice(2).every((approval: { status: string }) => approval.status === 'approved')).toBe(true);
    const confirmed = (await as(busy).get('/approvals?status=confirmed')).body.data.approvals;
    expect(confirmed.map((approval: { _id: string }) => approval._id)).toEqual([waiting._id]);
  });

  describe('someone else’s placement is a 404', () => {
    let ids: { student: Person; applicationId: string };
    let stranger: Person;
    beforeAll(async () => {
      ids = await placed(uni);
      stranger = await studentOf(uni, 'Eve');
      await as(ids.student).put(`/approvals/${ids.applicationId}/agreement`, { round: 0, ...agreement });
      await as(northwind).post(`/approvals/${ids.applicationId}/confirm`, { round: 1 });
    });

    // Authorization matrix: each route with an id, as someone who is not party to the placement (404 each).
    const matrix = [
      { method: 'GET', path: '/approvals/:id', who: () => [stranger, acme, otherUni], body: undefined },
      { method: 'PUT', path: '/approvals/:id/agreement', who: () => [stranger], body: { round: 1, ...agreement } },
      { method: 'POST', path: '/approvals/:id/confirm', who: () => [acme], body: { round: 1 } },
      {
        method: 'POST',
        path: '/approvals/:id/decision',
        who: () => [otherUni],
        body: { round: 1, decision: 'approved' },
      },
    ];
    it.each(matrix)('$method $path', async ({ method, path, who, body }) => {
      for (const person of who()) {
        const response = await api.request(method, path.replace(':id', ids.applicationId), body, person.token);
        expect(response.status, `${person.email}: ${JSON.stringify(response.body)}`).toBe(404);
      }
      const missing = await api.request(method, path.replace(':id', randomUUID()), body, ids.student.token);
      expect([404, 403]).toContain(missing.status);
    });

    it('lists only the caller’s own', async () => {
      expect((await as(otherUni).get('/approvals')).body.data.approvals).toEqual([]);
      expect((await as(acme).get('/approvals')).body.data.approvals).toEqual([]);
      expect((await as(stranger).get('/approvals')).body.data.approvals).toEqual([]);
      const own = (await as(ids.student).get('/approvals')).body.data.approvals;
      expect(own.map((a: { _id: string }) => a._id)).toEqual([ids.applicationId]);
    });
  });
});
