/**
 * The applications api over HTTP: the lists, who may call which route, and the mails.
 * Setup in applications.test-setup.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationMailReactors } from '@stint/workers/applications/application-mail';
import { settleReactors } from '@stint/workers/testing/settle';
import { tag, type Person, type Answer, useApplicationsApi } from './applications.test-setup';

describe('applications api', () => {
  const setup = useApplicationsApi();
  const { student, employer, onInternship, postInternship, apply, resume, applied, decide } = setup;
  const { ada, alan, grace, quietStudent, northwind, acme, quietEmployer, university, admin } = setup;

  it('shows an internship to its applicants after it closed, to no other student, and once taken down to its employer only', async () => {
    const [applicant, bystander, owner] = await Promise.all([student('Ines'), student('Omar'), employer('Harbor')]);
    const internshipId = await postInternship(owner);
    await applied(applicant, internshipId);
    await onInternship(owner, internshipId, { type: 'DeactivateInternship', employerId: owner.id });
    const seenBy = async (person: Person | null) =>
      (await setup.api.get(`/internships/${internshipId}`, person?.token)).status;

    const shown = await setup.api.get(`/internships/${internshipId}`, applicant.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data.internship).toMatchObject({ _id: internshipId, status: 'inactive' });
    expect([await seenBy(bystander), await seenBy(null), await seenBy(owner)]).toEqual([404, 404, 200]);

    await onInternship(owner, internshipId, { type: 'TakeDownInternship', actorRole: 'admin', reason: 'Misleading' });
    expect([await seenBy(applicant), await seenBy(owner)]).toEqual([404, 200]);
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

    const mine = await setup.api.get('/applications/student', newcomer.token);
    expect(mine.body.data.applications.map((application: { _id: string }) => application._id)).toEqual(
      [...ids].reverse(),
    );
    expect((await setup.api.get('/applications/stats', newcomer.token)).body).toEqual({
      success: true,
      data: { totalApplications: 4, acceptedApplications: 1, pendingApplications: 2, rejectedApplications: 1 },
    });
    const theirs = await setup.api.get('/applications/employer', startup.token);
    expect(theirs.body.data.applications).toHaveLength(4);
    expect(theirs.body.data.applications[0]).not.toHaveProperty('resumeKey');
    expect(theirs.body.data.applications[0]).not.toHaveProperty('employerId');
    const one = await setup.api.get(`/applications/employer/internship/${internships[0]}`, startup.token);
    expect(one.body.data.applications.map((application: { _id: string }) => application._id)).toEqual([ids[0]]);

    expect((await setup.api.get('/users/dashboard/stats', startup.token)).body.data).toEqual({
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
        call: (token) => setup.api.get(`/applications/${id}`, token),
        wrongRole: [university, admin],
        others: [alan, acme],
        owners: [ada, northwind],
      },
      'GET /applications/:id/resume': {
        call: (token) => setup.api.get(`/applications/${id}/resume`, token),
        wrongRole: [university, admin],
        others: [alan, acme],
        owners: [ada, northwind],
      },
      'GET /applications/employer/internship/:id': {
        call: (token) => setup.api.get(`/applications/employer/internship/${internshipId}`, token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
      },
      'GET /applications/student': {
        call: (token) => setup.api.get('/applications/student', token),
        wrongRole: [northwind, university, admin],
        others: [alan],
        owners: [ada],
        othersSeeOwnList: true,
      },
      'GET /applications/employer': {
        call: (token) => setup.api.get('/applications/employer', token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
        othersSeeOwnList: true,
      },
      'GET /applications/stats': {
        call: (token) => setup.api.get('/applications/stats', token),
        wrongRole: [northwind, university, admin],
        others: [],
        owners: [ada],
      },
      'GET /users/dashboard/stats': {
        call: (token) => setup.api.get('/users/dashboard/stats', token),
        // An admin gets the platform's counts instead (admin/admin.users.int.spec.ts).
        wrongRole: [ada, university],
        others: [],
        owners: [northwind],
      },
      'PATCH /applications/:id/status': {
        call: (token) => setup.api.request('PATCH', `/applications/${id}/status`, { status: 'reviewing' }, token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
      },
      'PATCH /applications/:id/stage': {
        // From where it stands after the row above marked it reviewing: shortlisted, so the owner's move succeeds.
        call: (token) =>
          setup.api.request('PATCH', `/applications/${id}/stage`, { from: 'shortlisted', to: 'interview' }, token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
      },
      'GET /applications/pipeline': {
        call: (token) => setup.api.get('/applications/pipeline', token),
        wrongRole: [ada, university, admin],
        others: [acme],
        owners: [northwind],
        othersSeeOwnList: true,
      },
      'POST /applications/:id/withdraw': {
        call: (token) => setup.api.post(`/applications/${withdrawable}/withdraw`, {}, token),
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
    await settleReactors(setup.api.platform, applicationMailReactors, 'application-mail');

    const outbox = join(setup.api.platform.config.dataDir, 'outbox');
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
