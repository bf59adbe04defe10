/**
 * The employer's pipeline over HTTP (issue 17): the paged, sorted, filtered listing, moves that refuse what the
 * employer did not see, and bulk moves answered per application. Setup in applications.test-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { type Answer, type Person, useApplicationsApi } from './applications.test-setup';

type Row = { _id: string; status: string; stage: string; student: { firstName: string }; gpa: number | null };

describe('the pipeline api', () => {
  const setup = useApplicationsApi();
  const { student, employer, postInternship, applied, decide, university, admin } = setup;

  const pipeline = (person: Person | undefined, query = '') =>
    setup.api.get(`/applications/pipeline${query}`, person?.token);
  const moves = (person: Person | undefined, body: unknown, headers?: Record<string, string>) =>
    setup.api.post('/applications/moves', body, person?.token, headers);
  const names = (response: Answer) => response.body.data.applications.map((row: Row) => row.student.firstName);

  it('lists the employer’s applications across internships or for one, sorted, filtered and paged', async () => {
    const owner = await employer(`Pipeline ${Date.now()}`);
    const [first, second] = [
      await postInternship(owner, { positions: 3, title: 'Data intern' }),
      await postInternship(owner, { positions: 3, title: 'Design intern' }),
    ];
    const [zoe, bea, max] = [await student('Zoe'), await student('Bea'), await student('Max')];
    const a = await applied(zoe, first);
    const b = await applied(bea, first);
    const c = await applied(max, second);
    const moved = await moves(owner, {
      moves: [
        { applicationId: a._id, from: 'new', to: 'offer' },
        { applicationId: b._id, from: 'new', to: 'interview' },
        { applicationId: c._id, from: 'new', to: 'rejected' },
      ],
      note: 'Thank you for applying',
    });
    expect(moved.status).toBe(200);

    const all = await pipeline(owner);
    expect(all.status).toBe(200);
    // Newest first by default.
    expect(names(all)).toEqual(['Max', 'Bea', 'Zoe']);
    expect(all.body.data.applications.map((row: Row) => [row.status, row.stage])).toEqual([
      ['rejected', 'rejected'],
      ['reviewing', 'interview'],
      ['reviewing', 'offer'],
    ]);
    expect(all.body.data.applications[0]).not.toHaveProperty('stageOrder');
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: 25, totalItems: 3, totalPages: 1 });

    expect(names(await pipeline(owner, '?sort=name&order=asc'))).toEqual(['Bea', 'Max', 'Zoe']);
    // Pipeline order, not applied order: interview, offer, rejected.
    expect(names(await pipeline(owner, '?sort=stage&order=asc'))).toEqual(['Bea', 'Zoe', 'Max']);
    expect(names(await pipeline(owner, '?sort=stage&order=desc'))).toEqual(['Max', 'Zoe', 'Bea']);
    expect(names(await pipeline(owner, `?internshipId=${first}`))).toEqual(['Bea', 'Zoe']);
    expect(names(await pipeline(owner, '?stage=interview'))).toEqual(['Bea']);
    expect(names(await pipeline(owner, '?search=design'))).toEqual(['Max']);
    expect(names(await pipeline(owner, '?search=zo'))).toEqual(['Zoe']);
    const paged = await pipeline(owner, '?limit=2&page=2');
    expect(names(paged)).toEqual(['Zoe']);
    expect(paged.body.data.pagination).toMatchObject({ page: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });

    for (const query of ['?sort=salary', '?order=up', '?stage=maybe', '?limit=0', '?page=x', '?internshipId=../x']) {
      const bad = await pipeline(owner, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.success).toBe(false);
    }
  });

  it('shows an employer only their internships’ applications, and no one else the pipeline', async () => {
    const [owner, other] = [await employer(`Owner ${Date.now()}`), await employer(`Other ${Date.now()}`)];
    const internshipId = await postInternship(owner, { positions: 2 });
    const application = await applied(await student('Ivy'), internshipId);

    expect((await pipeline(undefined)).status).toBe(401);
    const applicant = await student('Noor');
    for (const person of [applicant, university, admin]) expect((await pipeline(person)).status).toBe(403);
    const theirs = await pipeline(other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.applications).toEqual([]);
    // Another employer's internship is not found, as everywhere.
    expect((await pipeline(other, `?internshipId=${internshipId}`)).status).toBe(404);

    expect(
      (await moves(undefined, { moves: [{ applicationId: application._id, from: 'new', to: 'shortlisted' }] })).status,
    ).toBe(401);
    for (const person of [applicant, university, admin]) {
      expect(
        (await moves(person, { moves: [{ applicationId: application._id, from: 'new', to: 'shortlisted' }] })).status,
      ).toBe(403);
    }
    const foreign = await moves(other, { moves: [{ applicationId: application._id, from: 'new', to: 'shortlisted' }] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.results).toEqual([
      { applicationId: application._id, outcome: 'refused', message: 'Application not found' },
    ]);
    expect((await setup.api.get(`/applications/${application._id}`, owner.token)).body.data.application).toMatchObject({
      status: 'pending',
      stage: 'new',
    });
  });

  it('refuses a stale move with a 409-worthy reason, and reports a bulk move item by item', async () => {
    const owner = await employer(`Bulk ${Date.now()}`);
    const internshipId = await postInternship(owner, { positions: 1 });
    const [one, two, three, four] = [
      await applied(await student('One'), internshipId),
      await applied(await student('Two'), internshipId),
      await applied(await student('Three'), internshipId),
      await applied(await student('Four'), internshipId),
    ];
    // Someone else moved `two` meanwhile, and `four` fills the only seat.
    expect((await decide(owner, two._id, { status: 'reviewing' })).status).toBe(200);
    expect((await decide(owner, four._id, { status: 'accepted' })).status).toBe(200);
    const before = (await setup.api.platform.eventStore.readStream(internshipStream(internshipId))).length;

    const response = await moves(owner, {
      moves: [
        { applicationId: one._id, from: 'new', to: 'shortlisted' },
        { applicationId: two._id, from: 'new', to: 'shortlisted' },
        { applicationId: three._id, from: 'new', to: 'accepted' },
        { applicationId: '00000000-0000-4000-8000-000000000000', from: 'new', to: 'shortlisted' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.data.results).toEqual([
      { applicationId: one._id, outcome: 'moved', status: 'reviewing', stage: 'shortlisted' },
      {
        applicationId: two._id,
        outcome: 'refused',
        message: 'This application has moved to Shortlisted since you saw it as New; reload to see where it is now',
      },
      {
        applicationId: three._id,
        outcome: 'refused',
        message: 'All 1 position is already filled for this internship',
      },
      { applicationId: '00000000-0000-4000-8000-000000000000', outcome: 'refused', message: 'Application not found' },
    ]);
    // Only `one` moved: its status change and its stage, nothing for the others.
    const after = await setup.api.platform.eventStore.readStream(internshipStream(internshipId));
    expect(
      after.slice(before).map((event) => [event.type, (event.data as { applicationId: string }).applicationId]),
    ).toEqual([
      ['ApplicationStatusChanged', one._id],
      ['ApplicationStageChanged', one._id],
    ]);
    const one2 = (await setup.api.get(`/applications/${one._id}`, owner.token)).body.data.application;
    expect(one2).toMatchObject({ status: 'reviewing', stage: 'shortlisted' });

    // One move at a time answers a stale move with a 409 and the reason.
    const stale = await setup.api.request(
      'PATCH',
      `/applications/${two._id}/stage`,
      { from: 'new', to: 'offer' },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      message: 'This application has moved to Shortlisted since you saw it as New; reload to see where it is now',
    });
    const fresh = await setup.api.request(
      'PATCH',
      `/applications/${two._id}/stage`,
      { from: 'shortlisted', to: 'offer' },
      owner.token,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.application).toMatchObject({ status: 'reviewing', stage: 'offer' });
    expect(fresh.body.message).toBe('Application moved to Offer');

    // The same request again with its Idempotency-Key records nothing twice.
    const again = { moves: [{ applicationId: one._id, from: 'shortlisted', to: 'interview' }] };
    const key = { 'Idempotency-Key': `move-${Date.now()}` };
    expect((await moves(owner, again, key)).body.data.results[0]).toMatchObject({
      outcome: 'moved',
      stage: 'interview',
    });
    expect((await moves(owner, again, key)).body.data.results[0]).toMatchObject({
      outcome: 'moved',
      stage: 'interview',
    });
    const stages = (await setup.api.platform.eventStore.readStream(internshipStream(internshipId))).filter(
      (event) =>
        event.type === 'ApplicationStageChanged' && (event.data as { applicationId: string }).applicationId === one._id,
    );
    // new → shortlisted, shortlisted → interview: the retried request added nothing.
    expect(stages.map((event) => (event.data as { to: string }).to)).toEqual(['shortlisted', 'interview']);

    for (const body of [
      { moves: [] },
      { moves: [{ applicationId: one._id, from: 'interview', to: 'new' }] },
      { moves: [{ applicationId: one._id, from: 'interview', to: 'withdrawn' }] },
      { moves: [{ applicationId: 'not-an-id', from: 'interview', to: 'offer' }] },
      { moves: [one._id, one._id].map((applicationId) => ({ applicationId, from: 'interview', to: 'offer' })) },
      { moves: [{ applicationId: one._id, from: 'interview', to: 'offer' }], note: 'x'.repeat(1001) },
    ]) {
      const bad = await moves(owner, body);
      expect(bad.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
