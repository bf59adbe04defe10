/**
 * The applications api over HTTP (issue 4), on the embedded profile with the real users and applications
 * projections and the application mail workers. Internships are posted straight through their decider, so
 * these tests do not depend on the internships routes.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { applicationMailJobs, applicationMailReactors } from '@stint/workers/applications/application-mail';
import { startWorkers } from '@stint/workers/runtime/reactor';
import { settleReactors } from '@stint/workers/testing/settle';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { ConcurrencyError } from '@stint/shared/infra/event-store/event-store.port';
import { internshipDecider } from '@stint/shared/internships/internships.decider';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { RESUME_MAX_BYTES } from '@stint/shared/internships/internships.constants';
import { accountAuthenticator } from '../accounts/authenticate';
import { createAdmin } from '../accounts/create-admin';
import { accountRoutes } from '../accounts/index';
import { internshipDetails, today } from '../testing/people';
import { startTestApi, type TestApi } from '../testing/test-api';
import { applicationRoutes } from './index';
import { docxBytes, pdfBytes, pngBytes } from './testing/resume-fixtures';
import { internshipStream } from '@stint/shared/internships/internships.streams';

const PASSWORD = 'correct horse';
const tag = () => randomUUID().slice(0, 8);

type Person = { id: string; token: string; email: string };
type Upload = { bytes: Buffer; name: string; type?: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

/** One position: the seat tests fill it. */
const details: InternshipDetails = { ...internshipDetails, positions: 1 };

describe('applications api', () => {
  let api: TestApi;
  let workers: { stop(): Promise<void> };
  let ada: Person, alan: Person, grace: Person, quietStudent: Person;
  let northwind: Person, acme: Person, quietEmployer: Person, university: Person, admin: Person;

  async function register(body: Record<string, unknown>): Promise<Person> {
    const response = await api.post('/auth/register', { phone: '+1 555 0100', password: PASSWORD, ...body });
    expect(response.status).toBe(201);
    const { user, token } = response.body.data;
    return { id: user._id, token, email: user.email };
  }
  const student = (firstName: string) =>
    register({
      role: 'student',
      email: `${firstName.toLowerCase()}-${tag()}@example.org`,
      firstName,
      lastName: 'Tester',
      studentId: `S-${tag()}`,
      university: 'Unlisted College',
      program: 'Computer Science',
      major: 'Software',
      yearOfStudy: '3',
    });
  const employer = (companyName: string) =>
    register({ role: 'employer', email: `hr-${tag()}@example.org`, companyName, companyAddress: '1 Harbour Way' });

  async function muteApplicationUpdates(person: Person): Promise<void> {
    const response = await api.request(
      'PUT',
      '/users/profile',
      { notificationPreferences: { applicationUpdates: false } },
      person.token,
    );
    expect(response.body.data.user.notificationPreferences.applicationUpdates).toBe(false);
  }

  async function onInternship(owner: Person, internshipId: string, command: InternshipCommand): Promise<void> {
    const result = await handleCommand(
      api.platform.eventStore,
      internshipStream(internshipId),
      internshipDecider,
      command,
      {
        commandId: randomUUID(),
        actor: { id: owner.id, role: 'employer' },
        at: new Date().toISOString(),
        correlationId: randomUUID(),
      },
    );
    await api.server.deps.consistency.waitFor(result.position);
  }

  async function postInternship(owner: Person, changes: Partial<InternshipDetails> = {}): Promise<string> {
    const internshipId = randomUUID();
    await onInternship(owner, internshipId, {
      type: 'PostInternship',
      internshipId,
      employerId: owner.id,
      details: { ...details, ...changes },
      asDraft: false,
      today: today(),
    });
    return internshipId;
  }

  async function apply(
    token: string | undefined,
    fields: { internshipId?: string; coverLetter?: string; resume?: Upload | null; extra?: Upload },
  ): Promise<Answer> {
    const form = new FormData();
    if (fields.internshipId !== undefined) form.append('internshipId', fields.internshipId);
    if (fields.coverLetter !== undefined) form.append('coverLetter', fields.coverLetter);
    for (const upload of [fields.resume, fields.extra]) {
      if (upload)
        form.append('resume', new Blob([upload.bytes], { type: upload.type ?? 'application/pdf' }), upload.name);
    }
    const response = await fetch(`${api.url}/api/v1/applications/apply`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  const pdf = pdfBytes();
  const resume = (name = 'cv.pdf'): Upload => ({ bytes: pdf, name });

  async function applied(person: Person, internshipId: string, coverLetter = 'I would love to join.') {
    const response = await apply(person.token, { internshipId, coverLetter, resume: resume() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.application as { _id: string; status: string };
  }

  const decide = (person: Person | undefined, id: string, body: unknown) =>
    api.request('PATCH', `/applications/${id}/status`, body, person?.token);

  async function statusChanges(internshipId: string) {
    const events = await api.platform.eventStore.readStream(internshipStream(internshipId));
    return events.filter((event) => event.type === 'ApplicationStatusChanged').map((event) => event.data);
  }

  /**
   * Holds the first `racers` appends to the stream until all of them have arrived, so every racer has read
   * the same revision before anyone writes: a real race, not requests that happen to run one after another.
   */
  function raceOn(stream: string, racers: number) {
    const store = api.platform.eventStore;
    const append = store.append.bind(store);
    const held: Array<() => void> = [];
    const releaseAll = () => held.splice(0).forEach((release) => release());
    const safety = setTimeout(releaseAll, 5_000);
    const outcome = { appended: 0, conflicts: 0 };
    let arrived = 0;
    const spy = vi.spyOn(store, 'append').mockImplementation(async (...args) => {
      if (args[0] === stream && arrived < racers) {
        arrived++;
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (arrived === racers) releaseAll();
        });
      }
      try {
        const result = await append(...args);
        if (args[0] === stream) outcome.appended++;
        return result;
      } catch (error) {
        if (error instanceof ConcurrencyError) outcome.conflicts++;
        throw error;
      }
    });
    return {
      outcome,
      done() {
        clearTimeout(safety);
        spy.mockRestore();
      },
    };
  }

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes],
      projections: [usersProjection, applicationsProjection],
      authenticate: accountAuthenticator,
    });
    workers = await startWorkers({
      ...api.platform,
      reactors: applicationMailReactors,
      jobs: applicationMailJobs(api.platform),
    });
    const adminEmail = `admin-${tag()}@example.org`;
    const adminCreated = createAdmin(api.platform, { email: adminEmail, password: PASSWORD });
    [ada, alan, grace, quietStudent, northwind, acme, quietEmployer, university] = await Promise.all([
      student('Ada'),
      student('Alan'),
      student('Grace'),
      student('Quinn'),
      employer('Northwind'),
      employer('Acme'),
      employer('Quiet Corp'),
      register({
        role: 'university',
        email: `uni-${tag()}@example.org`,
        firstName: 'Uma',
        lastName: 'Versity',
        universityName: `Test University ${tag()}`,
        universityCode: 'TU',
        universityAddress: '2 Campus Road',
        contactPerson: { name: 'Reg', title: 'Registrar', email: 'reg@example.org', phone: '1' },
      }),
    ]);
    await adminCreated;
    const login = await api.post('/auth/login', { email: adminEmail, password: PASSWORD });
    admin = { id: login.body.data.user._id, token: login.body.data.token, email: adminEmail };
    await Promise.all([muteApplicationUpdates(quietStudent), muteApplicationUpdates(quietEmployer)]);
  });
  afterAll(async () => {
    await workers?.stop();
    await api?.close();
  });

  it('takes an application with a PDF resume, seals what the student wrote, and refuses a second one', async () => {
    const internshipId = await postInternship(northwind, { title: 'Data intern', location: 'Porto' });
    const response = await apply(ada.token, {
      internshipId,
      coverLetter: '  Dear Northwind, I like data.  ',
      resume: resume('Ada Lovelace – CV.pdf'),
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Application submitted successfully!');
    const { application } = response.body.data;
    expect(application).toEqual({
      _id: deterministicId(internshipId, ada.id),
      status: 'pending',
      appliedDate: expect.any(String),
      coverLetter: 'Dear Northwind, I like data.',
      resume: { originalName: 'Ada Lovelace – CV.pdf', contentType: 'application/pdf', size: pdf.length },
      gpa: null,
      expectedGraduation: null,
      internship: { _id: internshipId, title: 'Data intern', company: 'Northwind', location: 'Porto' },
      student: {
        _id: ada.id,
        firstName: 'Ada',
        lastName: 'Tester',
        email: ada.email,
        phone: '+1 555 0100',
        university: 'Unlisted College',
        major: 'Software',
        yearOfStudy: '3',
      },
      statusHistory: [{ status: 'pending', at: application.appliedDate, by: { id: ada.id, role: 'student' } }],
      updatedAt: application.appliedDate,
    });
    const [, submitted] = await api.platform.eventStore.readStream(internshipStream(internshipId));
    expect(submitted!.type).toBe('ApplicationSubmitted');
    expect(JSON.stringify(submitted!.data)).not.toMatch(/Dear Northwind|Lovelace/);

    const blobs = join(api.platform.config.dataDir, 'blobs');
    const countBlobs = async () =>
      (await Promise.all((await readdir(blobs)).map((dir) => readdir(join(blobs, dir))))).flat().length;
    const before = await countBlobs();
    const again = await apply(ada.token, { internshipId, coverLetter: 'Again', resume: resume() });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: 'You have already applied to this internship' },
    });
    // Refused before anything was stored.
    expect(await countBlobs()).toBe(before);

    const word = await apply(alan.token, {
      internshipId,
      coverLetter: 'Hello',
      resume: { bytes: docxBytes(), name: 'alan.docx', type: 'application/octet-stream' },
    });
    expect(word.status).toBe(201);
    expect(word.body.data.application.resume.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a bad upload with the spec’s message', async () => {
    const internshipId = await postInternship(northwind);
    const body = { internshipId, coverLetter: 'Hello' };
    expect(await apply(alan.token, { ...body, resume: { bytes: pngBytes(), name: 'photo.pdf' } })).toMatchObject({
      status: 415,
      body: { success: false, message: 'Only PDF and Word documents are allowed!' },
    });
    const tooBig = await apply(alan.token, {
      ...body,
      resume: { bytes: pdfBytes(RESUME_MAX_BYTES + 1), name: 'cv.pdf' },
    });
    expect(tooBig).toMatchObject({
      status: 413,
      body: { success: false, message: 'File size must be less than 5MB!' },
    });
    const noResume = await apply(alan.token, body);
    expect(noResume).toMatchObject({ status: 400, body: { message: 'Please upload your resume' } });
    const noLetter = await apply(alan.token, { internshipId, coverLetter: '   ', resume: resume() });
    expect(noLetter).toMatchObject({ status: 400, body: { message: 'Cover letter is required' } });
    const nothing = await apply(alan.token, { internshipId });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Cover letter is required');
    expect(nothing.body.errors).toEqual([
      { path: 'coverLetter', message: 'Cover letter is required' },
      { path: 'resume', message: 'Please upload your resume' },
    ]);
    const twoFiles = await apply(alan.token, { ...body, resume: resume(), extra: resume('second.pdf') });
    expect(twoFiles.status).toBe(400);
    const notMultipart = await api.post('/applications/apply', body, alan.token);
    expect(notMultipart).toMatchObject({ status: 400, body: { message: 'Please upload your resume' } });
    expect((await api.get(`/applications/employer/internship/${internshipId}`, northwind.token)).body.data).toEqual({
      applications: [],
    });

    // Exactly the limit is fine.
    const largest = await apply(alan.token, { ...body, resume: { bytes: pdfBytes(RESUME_MAX_BYTES), name: 'cv.pdf' } });
    expect(largest.status).toBe(201);
    expect(largest.body.data.application.resume.size).toBe(RESUME_MAX_BYTES);
  });

  it('takes applications only to an active internship before its deadline', async () => {
    const closed = await postInternship(northwind);
    await onInternship(northwind, closed, { type: 'DeactivateInternship', employerId: northwind.id });
    const body = { coverLetter: 'Hello', resume: resume() };
    expect(await apply(grace.token, { ...body, internshipId: closed })).toMatchObject({
      status: 409,
      body: { message: 'This internship is not accepting applications' },
    });

    const lapsed = await postInternship(northwind);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await onInternship(northwind, lapsed, {
      type: 'UpdateInternship',
      employerId: northwind.id,
      details: { ...details, applicationDeadline: yesterday },
      today: today(),
    });
    expect((await apply(grace.token, { ...body, internshipId: lapsed })).status).toBe(409);
    expect(await apply(grace.token, { ...body, internshipId: randomUUID() })).toMatchObject({
      status: 404,
      body: { message: 'Internship not found' },
    });
    expect((await apply(grace.token, { ...body, internshipId: '../user-x' })).status).toBe(400);
  });

  it('stops taking applications once every position is filled, and takes them again when a position is added', async () => {
    const internshipId = await postInternship(acme);
    const { _id: chosen } = await applied(ada, internshipId);
    const { _id: waiting } = await applied(alan, internshipId);
    expect((await decide(acme, chosen, { status: 'accepted' })).status).toBe(200);

    const body = { internshipId, coverLetter: 'Hello', resume: resume() };
    expect(await apply(grace.token, body)).toMatchObject({
      status: 409,
      body: {
        success: false,
        message: 'The position of this internship is filled, so it no longer takes applications',
      },
    });
    // Who applied before it filled can still be turned down; nobody can take a seat that is not there.
    expect(await decide(acme, waiting, { status: 'accepted' })).toMatchObject({
      status: 409,
      body: { message: 'All 1 position is already filled for this internship' },
    });
    expect((await decide(acme, waiting, { status: 'rejected' })).status).toBe(200);

    await onInternship(acme, internshipId, {
      type: 'UpdateInternship',
      employerId: acme.id,
      details: { ...details, positions: 2 },
      today: today(),
    });
    expect((await apply(grace.token, body)).status).toBe(201);
  });

  it('refuses an application decided before the last acceptance but appended after it', async () => {
    const internshipId = await postInternship(acme);
    const stream = internshipStream(internshipId);
    const { _id: chosen } = await applied(ada, internshipId);

    // Hold the late application's append until the acceptance is in: it was decided on the internship still open.
    const store = api.platform.eventStore;
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
    expect((await api.get(`/applications/${id}`, grace.token)).body.data.application.status).toBe('accepted');
    expect(await api.post(`/applications/${id}/withdraw`, {}, grace.token)).toMatchObject({
      status: 409,
      body: { message: 'Only a pending application can be withdrawn' },
    });
    expect(await api.get('/applications/not-an-id', grace.token)).toMatchObject({ status: 400 });
    expect((await api.get(`/applications/${randomUUID()}`, grace.token)).status).toBe(404);
  });

  it('lets the student withdraw a pending application, after which the employer cannot decide it', async () => {
    const internshipId = await postInternship(acme);
    const { _id: id } = await applied(alan, internshipId);
    const withdrawn = await api.post(`/applications/${id}/withdraw`, {}, alan.token);
    expect(withdrawn).toMatchObject({
      status: 200,
      body: { message: 'Application withdrawn', data: { application: { status: 'withdrawn' } } },
    });
    expect(withdrawn.body.data.application.statusHistory.at(-1)).toMatchObject({
      status: 'withdrawn',
      by: { id: alan.id, role: 'student' },
    });
    expect((await decide(acme, id, { status: 'accepted' })).status).toBe(409);
    expect((await api.post(`/applications/${id}/withdraw`, {}, alan.token)).status).toBe(409);
  });

  it('gives the resume through a five-minute signed link that serves the same bytes', async () => {
    const internshipId = await postInternship(northwind);
    const { _id: id } = await applied(ada, internshipId);
    for (const person of [ada, northwind]) {
      const response = await api.get(`/applications/${id}/resume`, person.token);
      expect(response.body.data).toEqual({
        url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]+$/),
        originalName: 'cv.pdf',
        contentType: 'application/pdf',
      });
      const url = new URL(response.body.data.url, api.url);
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

  it('lists a student’s applications newest first with their counts, and an employer’s', async () => {
    const [newcomer, startup] = await Promise.all([student('Nia'), employer('Startup')]);
    const internships = await Promise.all([1, 2, 3, 4].map(() => postInternship(startup)));
    const ids: string[] = [];
    for (const internshipId of internships) ids.push((await applied(newcomer, internshipId))._id);
    await decide(startup, ids[0]!, { status: 'accepted' });
    await decide(startup, ids[1]!, { status: 'rejected' });
    await decide(startup, ids[2]!, { status: 'reviewing' });
    await onInternship(startup, internships[3]!, { type: 'DeactivateInternship', employerId: startup.id });

    const mine = await api.get('/applications/student', newcomer.token);
    expect(mine.body.data.applications.map((application: { _id: string }) => application._id)).toEqual(
      [...ids].reverse(),
    );
    expect((await api.get('/applications/stats', newcomer.token)).body).toEqual({
      success: true,
      data: { totalApplications: 4, acceptedApplications: 1, pendingApplications: 2, rejectedApplications: 1 },
    });
    const theirs = await api.get('/applications/employer', startup.token);
    expect(theirs.body.data.applications).toHaveLength(4);
    expect(theirs.body.data.applications[0]).not.toHaveProperty('resumeKey');
    expect(theirs.body.data.applications[0]).not.toHaveProperty('employerId');
    const one = await api.get(`/applications/employer/internship/${internships[0]}`, startup.token);
    expect(one.body.data.applications.map((application: { _id: string }) => application._id)).toEqual([ids[0]]);

    expect((await api.get('/users/dashboard/stats', startup.token)).body.data).toEqual({
      stats: {
        totalInternships: 4,
        activeInternships: 3,
        totalApplications: 4,
        pendingApplications: 1,
        reviewingApplications: 1,
        acceptedApplications: 1,
        rejectedApplications: 1,
      },
    });
  });

  it('answers each route by role and ownership: 401 anonymous, 403 wrong role, 404 someone else’s', async () => {
    const internshipId = await postInternship(northwind, { positions: 3 });
    const { _id: id } = await applied(ada, internshipId);
    const { _id: withdrawable } = await applied(grace, internshipId);
    const ids = (response: Answer) =>
      (response.body.data?.applications ?? []).map((application: { _id: string }) => application._id);

    type Row = {
      call: (token?: string) => Promise<Answer>;
      wrongRole: Person[];
      others: Person[];
      owners: Person[];
      /** For lists: what someone else gets is their own list, without this application. */
      othersSeeOwnList?: boolean;
    };
    const rows: Record<string, Row> = {
      'GET /applications/:id': {
        call: (token) => api.get(`/applications/${id}`, token),
        wrongRole: [university, admin],
        others: [alan, acme],
        owners: [ada, northwind],
      },
      'GET /applications/:id/resume': {
        call: (token) => api.get(`/applications/${id}/resume`, token),
        wrongRole: [university, admin],
        others: [alan, acme],
        owners: [ada, northwind],
      },
      'GET /applications/employer/internship/:id': {
        call: (token) => api.get(`/applications/employer/internship/${internshipId}`, token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
      },
      'GET /applications/student': {
        call: (token) => api.get('/applications/student', token),
        wrongRole: [northwind, university, admin],
        others: [alan],
        owners: [ada],
        othersSeeOwnList: true,
      },
      'GET /applications/employer': {
        call: (token) => api.get('/applications/employer', token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
        othersSeeOwnList: true,
      },
      'GET /applications/stats': {
        call: (token) => api.get('/applications/stats', token),
        wrongRole: [northwind, university, admin],
        others: [],
        owners: [ada],
      },
      'GET /users/dashboard/stats': {
        call: (token) => api.get('/users/dashboard/stats', token),
        // An admin gets the platform's counts instead (admin/admin.int.spec.ts).
        wrongRole: [ada, university],
        others: [],
        owners: [northwind],
      },
      'PATCH /applications/:id/status': {
        call: (token) => api.request('PATCH', `/applications/${id}/status`, { status: 'reviewing' }, token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
      },
      'POST /applications/:id/withdraw': {
        call: (token) => api.post(`/applications/${withdrawable}/withdraw`, {}, token),
        wrongRole: [northwind, university, admin],
        others: [ada, alan],
        owners: [grace],
      },
    };
    for (const [route, row] of Object.entries(rows)) {
      expect((await row.call()).status, `${route} anonymous`).toBe(401);
      for (const person of row.wrongRole) expect((await row.call(person.token)).status, `${route} role`).toBe(403);
      for (const person of row.others) {
        const response = await row.call(person.token);
        if (row.othersSeeOwnList) {
          expect(response.status, `${route} other`).toBe(200);
          expect(ids(response), `${route} other`).not.toContain(id);
        } else {
          expect(response.status, `${route} other`).toBe(404);
        }
      }
      for (const person of row.owners) {
        const response = await row.call(person.token);
        expect(response.status, `${route} owner`).toBe(200);
        if (row.othersSeeOwnList) expect(ids(response), `${route} owner`).toContain(id);
      }
    }

    const fresh = await postInternship(acme);
    const body = { internshipId: fresh, coverLetter: 'Hi', resume: resume() };
    expect((await apply(undefined, body)).status).toBe(401);
    for (const person of [northwind, university, admin]) expect((await apply(person.token, body)).status).toBe(403);
    expect((await apply(alan.token, body)).status).toBe(201);
  });

  it('mails the employer about a new application and the student about a decision, only if they want it', async () => {
    const title = `Mail intern ${tag()}`;
    const loud = await postInternship(northwind, { title, company: 'Northwind', positions: 2 });
    const quiet = await postInternship(quietEmployer, { title: `Quiet intern ${tag()}`, company: 'Quiet Corp' });
    const toLoud = await applied(ada, loud);
    const fromQuietStudent = await applied(quietStudent, loud);
    const toQuiet = await applied(alan, quiet);
    await decide(northwind, toLoud._id, { status: 'accepted', note: 'Welcome aboard' });
    await decide(northwind, fromQuietStudent._id, { status: 'rejected' });
    await decide(quietEmployer, toQuiet._id, { status: 'rejected' });
    const underReview = await applied(grace, loud);
    await decide(northwind, underReview._id, { status: 'reviewing' });

    // Settled: both reactors have passed the last event and the mail queue has nothing left to do.
    await settleReactors(api.platform, applicationMailReactors, 'application-mail');

    const outbox = join(api.platform.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')));
    const subjectsTo = (person: Person) =>
      mails.filter((mail) => mail.includes(`To: ${person.email}`)).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]);
    expect(subjectsTo(northwind).filter((subject) => subject === `New application for ${title}`)).toHaveLength(3);
    expect(subjectsTo(ada)).toContain(`Your application for ${title} was accepted`);
    const acceptance = mails.find((mail) => mail.includes(`Your application for ${title} was accepted`))!;
    expect(acceptance.replace(/=\r?\n/g, '')).toContain('Welcome aboard');
    // Marking an application under review is no news worth a mail.
    expect(subjectsTo(grace).filter((subject) => subject?.includes(title))).toEqual([]);
    expect(subjectsTo(quietStudent)).toEqual([]);
    expect(subjectsTo(quietEmployer)).toEqual([]);
    // Alan's rejection by the quiet employer still reaches Alan: the switch is the recipient's.
    expect(subjectsTo(alan).some((subject) => subject?.startsWith('Update on your application for Quiet intern'))).toBe(
      true,
    );
  });
});
