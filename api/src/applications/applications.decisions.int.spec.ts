/**
 * The applications api over HTTP: decisions, withdrawals, the resume link, and racing acceptances.
 * Setup in applications.test-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { details, useApplicationsApi } from './applications.test-setup';
import { internshipStream } from '@stint/shared/internships/internships.streams';

describe('applications api', () => {
  const setup = useApplicationsApi();
  const { postInternship, onInternship, apply, pdf, resume, applied, decide, statusChanges, raceOn } = setup;
  const { ada, alan, grace, northwind, acme } = setup;

  it('refuses an application decided before the last acceptance but appended after it', async () => {
    const internshipId = await postInternship(acme);
    const stream = internshipStream(internshipId);
    const { _id: chosen } = await applied(ada, internshipId);

    // Hold the late application's append until the acceptance is in: it was decided on the internship still open.
    const store = setup.api.platform.eventStore;
    const append = store.append.bind(store);
    let arrived!: () => void;
    let release!: () => void;
    const applicationArrived = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    let isHeld = false;
    const spy = vi.spyOn(store, 'append').mockImplementation(async (...args) => {
      const [target, events] = args;
      if (target === stream && !isHeld && events.some((event) => event.type === 'ApplicationSubmitted')) {
        isHeld = true;
        arrived();
        await released;
      }
      return append(...args);
    });
    try {
      const late = apply(alan.token, { internshipId, coverLetter: 'Hello', resume: resume() });
      await applicationArrived;
      expect((await decide(acme, chosen, { status: 'accepted' })).status).toBe(200);
      release();
      expect(await late).toMatchObject({
        status: 409,
        body: { message: 'The position of this internship is filled, so it no longer takes applications' },
      });
    } finally {
      release();
      spy.mockRestore();
    }
    const types = (await store.readStream(stream)).map((event) => event.type);
    expect(types).toEqual(['InternshipPosted', 'ApplicationSubmitted', 'ApplicationStatusChanged']);
  });

  it('records each decision with who made it, and refuses a transition the rules rule out', async () => {
    const internshipId = await postInternship(northwind, { positions: 2 });
    const { _id: id } = await applied(grace, internshipId);

    const reviewing = await decide(northwind, id, { status: 'reviewing', note: 'Strong letter' });
    expect(reviewing).toMatchObject({
      status: 200,
      body: { message: 'Application marked as under review', data: { application: { status: 'reviewing' } } },
    });
    const accepted = await decide(northwind, id, { status: 'accepted' });
    expect(accepted.body.message).toBe('Application accepted');
    const employerBy = { id: northwind.id, role: 'employer' };
    expect(accepted.body.data.application.statusHistory).toEqual([
      { status: 'pending', at: expect.any(String), by: { id: grace.id, role: 'student' } },
      { status: 'reviewing', at: expect.any(String), by: employerBy, note: 'Strong letter' },
      { status: 'accepted', at: expect.any(String), by: employerBy },
    ]);
    expect(await decide(northwind, id, { status: 'rejected' })).toMatchObject({
      status: 409,
      body: { message: 'This application is accepted and cannot be marked rejected' },
    });
    expect(await decide(northwind, id, { status: 'withdrawn' })).toMatchObject({
      status: 400,
      body: { message: "Status must be 'reviewing', 'accepted' or 'rejected'" },
    });
    expect((await setup.api.get(`/applications/${id}`, grace.token)).body.data.application.status).toBe('accepted');
    // Issue 17 item 5: a student may withdraw from an accepted placement too.
    expect(await setup.api.post(`/applications/${id}/withdraw`, {}, grace.token)).toMatchObject({
      status: 200,
      body: { data: { application: { status: 'withdrawn' } } },
    });
    expect(await setup.api.post(`/applications/${id}/withdraw`, {}, grace.token)).toMatchObject({
      status: 409,
      body: { message: 'Only a pending or accepted application can be withdrawn' },
    });
    expect(await setup.api.get('/applications/not-an-id', grace.token)).toMatchObject({ status: 400 });
    expect((await setup.api.get(`/applications/${randomUUID()}`, grace.token)).status).toBe(404);
  });

  it('refuses a withdrawal from an accepted placement once its last day has passed, and says why', async () => {
    const [intern, owner] = await Promise.all([setup.student('Lena'), setup.employer('Finished Co')]);
    const internshipId = await postInternship(owner);
    const { _id: id } = await applied(intern, internshipId);
    expect((await decide(owner, id, { status: 'accepted' })).status).toBe(200);
    // The employer moves the dates: the placement ran from 5 January to 5 February 2026, long before today.
    await onInternship(owner, internshipId, {
      type: 'UpdateInternship',
      employerId: owner.id,
      details: { ...details, applicationDeadline: '2026-01-01', startDate: '2026-01-05', endDate: '2026-02-05' },
      today: '2025-12-01',
    });
    expect(await setup.api.post(`/applications/${id}/withdraw`, {}, intern.token)).toMatchObject({
      status: 409,
      body: { message: 'This placement has ended, so there is nothing to withdraw from' },
    });
    expect((await setup.api.get(`/applications/${id}`, intern.token)).body.data.application.status).toBe('accepted');
  });

  it('lets the student withdraw a pending application, after which the employer cannot decide it', async () => {
    const internshipId = await postInternship(acme);
    const { _id: id } = await applied(alan, internshipId);
    const withdrawn = await setup.api.post(`/applications/${id}/withdraw`, {}, alan.token);
    expect(withdrawn).toMatchObject({
      status: 200,
      body: { message: 'Application withdrawn', data: { application: { status: 'withdrawn' } } },
    });
    expect(withdrawn.body.data.application.statusHistory.at(-1)).toMatchObject({
      status: 'withdrawn',
      by: { id: alan.id, role: 'student' },
    });
    expect((await decide(acme, id, { status: 'accepted' })).status).toBe(409);
    expect((await setup.api.post(`/applications/${id}/withdraw`, {}, alan.token)).status).toBe(409);
  });

  it('gives the resume through a five-minute signed link that serves the same bytes', async () => {
    const internshipId = await postInternship(northwind);
    const { _id: id } = await applied(ada, internshipId);
    for (const person of [ada, northwind]) {
      const response = await setup.api.get(`/applications/${id}/resume`, person.token);
      expect(response.body.data).toEqual({
        url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]+$/),
        originalName: 'cv.pdf',
        contentType: 'application/pdf',
      });
      const url = new URL(response.body.data.url, setup.api.url);
      const lifetime = Number(url.searchParams.get('exp')) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(290);
      expect(lifetime).toBeLessThanOrEqual(300);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
      url.searchParams.set('sig', 'A'.repeat(43));
      expect((await fetch(url)).status).toBe(404);
    }
  });

  it('accepts exactly once when fifty accept requests race', async () => {
    const internshipId = await postInternship(northwind, { positions: 5 });
    const { _id: id } = await applied(alan, internshipId);
    const race = raceOn(internshipStream(internshipId), 50);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => decide(northwind, id, { status: 'accepted' })),
    );
    race.done();
    // All fifty decided on the same state; the store let one write through and each other retried and lost.
    expect(race.outcome).toEqual({ appended: 1, conflicts: 49 });
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    // Each loser decided again on the newer state, so it reads the rule it broke, not "try again".
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['This application is accepted and cannot be marked accepted']),
    );
    expect((await statusChanges(internshipId)).filter((change) => change.to === 'accepted')).toHaveLength(1);
  });

  it('gives the last seat to exactly one of two students accepted at the same moment', async () => {
    const internshipId = await postInternship(northwind, { positions: 2 });
    // Three students applying at the same moment all land, each once: the shared stream retries.
    const applying = raceOn(internshipStream(internshipId), 3);
    const [first, second, third] = await Promise.all([ada, alan, grace].map((person) => applied(person, internshipId)));
    applying.done();
    expect(applying.outcome.appended).toBe(3);
    expect(applying.outcome.conflicts).toBeGreaterThanOrEqual(2);

    expect((await decide(northwind, first!._id, { status: 'accepted' })).status).toBe(200);
    const accepting = raceOn(internshipStream(internshipId), 2);
    const race = await Promise.all([second!, third!].map(({ _id }) => decide(northwind, _id, { status: 'accepted' })));
    accepting.done();
    expect(accepting.outcome).toEqual({ appended: 1, conflicts: 1 });
    expect(race.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(race.find((response) => response.status === 409)!.body.message).toBe(
      'All 2 positions are already filled for this internship',
    );
    expect((await statusChanges(internshipId)).filter((change) => change.to === 'accepted')).toHaveLength(2);
  });
});
