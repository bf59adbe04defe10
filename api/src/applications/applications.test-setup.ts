/** The shared setup of the applications api specs (applications.*.int.spec.ts): one api on the embedded profile with the users and applications projections and the application mail workers, and the people registered through the accounts routes. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { applicationMailJobs, applicationMailReactors } from '@stint/workers/applications/application-mail';
import { startWorkers } from '@stint/workers/runtime/reactor';
import { ConcurrencyError } from '@stint/shared/infra/event-store/event-store.port';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { accountAuthenticator } from '../accounts/authenticate';
import { createAdmin } from '../accounts/create-admin';
import { accountRoutes } from '../accounts/index';
import { commandInternship, internshipDetails, people, today } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { getInternshipRoute } from '../internships/internship-queries.routes';
import { applicationRoutes } from './index';
import { castOf, fillCast, withLateValues } from '../testing/cast';
import { pdfBytes } from './testing/resume-fixtures';
import { internshipStream } from '@stint/shared/internships/internships.streams';

export const PASSWORD = 'correct horse';
export const tag = () => randomUUID().slice(0, 8);

export type Person = { id: string; token: string; email: string };
export type Upload = { bytes: Buffer; name: string; type?: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

/** One position: the seat tests fill it. */
export const details: InternshipDetails = { ...internshipDetails, positions: 1 };

/** The shared setup of the applications api specs: call it inside their describe (it adds the beforeAll and afterAll hooks). */
export function useApplicationsApi() {
  let api: TestApi;
  let workers: { stop(): Promise<void> };
  const cast = castOf(
    'ada',
    'alan',
    'grace',
    'quietStudent',
    'northwind',
    'acme',
    'quietEmployer',
    'university',
    'admin',
  );

  // Resolved when called: `api` is set in beforeAll.
  const register = (body: Record<string, unknown>) => people(api).register(body);
  const student = (firstName: string) => people(api).student(firstName);
  const employer = (companyName: string) => people(api).employer(companyName);

  async function muteApplicationUpdates(person: Person): Promise<void> {
    const response = await api.request(
      'PUT',
      '/users/profile',
      { notificationPreferences: { applicationUpdates: false } },
      person.token,
    );
    expect(response.body.data.user.notificationPreferences.applicationUpdates).toBe(false);
  }

  const onInternship = (owner: Person, internshipId: string, command: InternshipCommand): Promise<void> =>
    commandInternship(api, owner.id, internshipId, command);

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
      // One internship as its applicants see it (the link from their application) needs the internships read model.
      routes: [...accountRoutes, ...applicationRoutes, getInternshipRoute],
      projections: [usersProjection, applicationsProjection, internshipsProjection],
      authenticate: accountAuthenticator,
    });
    workers = await startWorkers({
      ...api.platform,
      reactors: applicationMailReactors,
      jobs: applicationMailJobs(api.platform),
    });
    const adminEmail = `admin-${tag()}@example.org`;
    const adminCreated = createAdmin(api.platform, { email: adminEmail, password: PASSWORD });
    const [ada, alan, grace, quietStudent, northwind, acme, quietEmployer, university] = await Promise.all([
      student('Ada'),
      student('Alan'),
      student('Grace'),
      student('Quinn'),
      employer('Northwind'),
      employer('Acme'),
      employer('Quiet Corp'),
      people(api).university(),
    ]);
    await adminCreated;
    const login = await api.post('/auth/login', { email: adminEmail, password: PASSWORD });
    const admin = { id: login.body.data.user._id, token: login.body.data.token, email: adminEmail };
    fillCast(cast, { ada, alan, grace, quietStudent, northwind, acme, quietEmployer, university, admin });
    await Promise.all([muteApplicationUpdates(quietStudent), muteApplicationUpdates(quietEmployer)]);
  });
  afterAll(async () => {
    await workers?.stop();
    await api?.close();
  });
  return withLateValues(
    { api: () => api, workers: () => workers },
    {
      ...cast,
      register,
      student,
      employer,
      muteApplicationUpdates,
      onInternship,
      postInternship,
      apply,
      pdf,
      resume,
      applied,
      decide,
      statusChanges,
      raceOn,
    },
  );
}
