/**
 * The admin area over HTTP (issue 7), on the embedded profile with every route and projection: student progress and
 * internship oversight (take down, restore, the filtered list). Setup in admin.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { internshipDetails, tag } from '@stint/launcher/testing/people';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { useAdminApi } from './admin.test-setup';

describe('admin api', () => {
  const { setup, command } = useAdminApi();
  const { admin, student, employer } = setup;

  it("shows each student's progress: applications, current internship, logbook and report standing", async () => {
    const run = tag();
    const learner = await setup.the.register({
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
    const internshipId = await setup.the.postInternship(employer, { title: `Optics intern ${run}` });
    const other = await setup.the.postInternship(employer);
    const applicationId = await setup.the.apply(learner, internshipId);
    await setup.the.apply(learner, other);
    await setup.the.decide(employer, applicationId, 'accepted');
    const entry = await setup.api.post(
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
    expect(
      (await setup.api.post(`/logbooks/${entry.body.data.logbookEntry._id}/submit`, {}, learner.token)).status,
    ).toBe(200);
    const report = await setup.api.post(
      '/reports',
      { internship: internshipId, title: 'First', content: 'Body', summary: 'Short', dueDate: '2099-01-01' },
      learner.token,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(201);

    const response = await setup.api.get(
      `/admin/students?search=${encodeURIComponent(`grace progress${run}`)}`,
      admin.token,
    );
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
    const all = await setup.api.get(`/admin/students?search=${encodeURIComponent(employer.email)}`, admin.token);
    expect(all.body.data.students).toEqual([]);
  });

  it('takes an internship down (hidden, closed, the employer cannot bring it back) and restores it', async () => {
    const run = tag();
    const internshipId = await setup.the.postInternship(employer, { title: `Oversight ${run}` });
    const publicIds = async () =>
      (await setup.api.get(`/internships?search=${run}&source=platform`)).body.data.internships.map(
        (item: { _id: string }) => item._id,
      );
    expect(await publicIds()).toEqual([internshipId]);

    expect(
      (await setup.api.post(`/admin/internships/${internshipId}/take-down`, { reason: '  ' }, admin.token)).body,
    ).toMatchObject({
      message: 'Please give a reason for taking the internship down',
    });
    const takenDown = await setup.api.post(
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
      (await setup.api.post(`/admin/internships/${internshipId}/take-down`, { reason: 'Again' }, admin.token)).status,
    ).toBe(409);

    expect(await publicIds()).toEqual([]);
    expect((await setup.api.get(`/internships/${internshipId}`, student.token)).status).toBe(404);
    expect((await setup.api.get(`/internships/${internshipId}`, employer.token)).body.data.internship.status).toBe(
      'inactive',
    );
    await expect(setup.the.apply(student, internshipId)).rejects.toThrow();
    const refusal = {
      status: 409,
      body: {
        message:
          'An administrator took this internship down (Misleading stipend). It stays hidden until an administrator restores it.',
      },
    };
    expect(await setup.api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).toMatchObject(refusal);
    // The employer may close it for good meanwhile; it still cannot come back.
    expect((await setup.api.post(`/internships/${internshipId}/deactivate`, {}, employer.token)).status).toBe(200);
    expect(await setup.api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).toMatchObject(refusal);

    const listed = async (query: string) =>
      (await setup.api.get(`/admin/internships?search=${run}&${query}`, admin.token)).body.data.internships.map(
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

    const restored = await setup.api.post(`/admin/internships/${internshipId}/restore`, {}, admin.token);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: 'Internship restored', data: { internship: { status: 'inactive', takenDown: null } } },
    });
    expect((await setup.api.post(`/admin/internships/${internshipId}/restore`, {}, admin.token)).status).toBe(409);
    expect((await setup.api.post(`/internships/${internshipId}/reactivate`, {}, employer.token)).status).toBe(200);
    expect(await publicIds()).toEqual([internshipId]);
    expect(await listed('status=active')).toEqual([`${internshipId}:active`]);

    // Unknown or malformed ids name nothing.
    expect(
      (await setup.api.post(`/admin/internships/${randomUUID()}/take-down`, { reason: 'Spam' }, admin.token)).status,
    ).toBe(404);
    expect((await setup.api.post(`/admin/internships/${randomUUID()}/restore`, {}, admin.token)).status).toBe(404);
    expect(
      (await setup.api.post('/admin/internships/not-an-id/take-down', { reason: 'Spam' }, admin.token)).status,
    ).toBe(404);
  });

  it('filters the oversight list by type, with remote and hybrid, and pages it', async () => {
    const run = tag();
    const summer = await setup.the.postInternship(employer, { title: `Types ${run} summer`, type: 'summer' });
    const remote = await setup.the.postInternship(employer, {
      title: `Types ${run} remote`,
      workType: 'remote',
      isRemote: true,
    });
    const hybrid = await setup.the.postInternship(employer, { title: `Types ${run} hybrid`, workType: 'hybrid' });
    const ids = async (query: string) => {
      const response = await setup.api.get(
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
    expect((await setup.api.get('/admin/internships?type=freelance', admin.token)).status).toBe(400);
  });
});
