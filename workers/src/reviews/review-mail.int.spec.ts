/**
 * Review mail and draft reminders on the embedded profile: decisions reach the student with the reviewer's comment;
 * drafts due within 48 hours are reminded once, and mailed only to students whose reminder switches are on.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { accountRoutes } from '@stint/api/accounts/index';
import { applicationRoutes } from '@stint/api/applications/index';
import { logbookRoutes } from '@stint/api/logbooks/index';
import { reportRoutes } from '@stint/api/reports/index';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { reportsProjection } from '@stint/projector/reports/reports.projection';
import { startWorkers } from '../runtime/reactor';
import { settleReactors } from '../testing/settle';
import { remindDueDrafts } from './draft-reminders.job';
import { reviewMailJob, reviewMailReactor } from './review-mail';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';

const inDays = (days: number, from = Date.now()) => new Date(from + days * 86_400_000).toISOString().slice(0, 10);

describe('review mail and draft reminders', () => {
  let api: TestApi;
  let workers: { stop(): Promise<void> };
  let the: ReturnType<typeof people>;

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes, ...logbookRoutes, ...reportRoutes],
      projections: [usersProjection, applicationsProjection, logbooksProjection, reportsProjection],
      authenticate: accountAuthenticator,
    });
    the = people(api);
    workers = await startWorkers({
      ...api.platform,
      reactors: [reviewMailReactor],
      jobs: [reviewMailJob(api.platform)],
    });
  });
  afterAll(async () => {
    await workers?.stop();
    await api?.close();
  });

  const as = (person: Person) => ({
    post: (path: string, body: unknown = {}) => api.request('POST', path, body, person.token),
    put: (path: string, body: unknown) => api.request('PUT', path, body, person.token),
  });

  async function mailsTo(person: Person): Promise<string[]> {
    await settleReactors(api.platform, [reviewMailReactor], 'review-mail');
    const outbox = join(api.platform.config.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')));
    return mails.filter((mail) => mail.includes(`To: ${person.email}`)).map((mail) => mail.replace(/=\r?\n/g, ''));
  }
  const subjects = (mails: string[]) => mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]).sort();

  it('reminds each draft due within 48 hours once, mailing only students who want reminders', async () => {
    const [employer, ada, quinn] = await Promise.all([
      the.employer('Northwind'),
      the.student('Ada'),
      the.student('Quinn'),
    ]);
    const internshipId = await the.postInternship(employer);
    for (const student of [ada, quinn]) await the.decide(employer, await the.apply(student, internshipId), 'accepted');
    const muted = await as(quinn).put('/users/profile', {
      notificationPreferences: { logbookReminders: false, reportReminders: false },
    });
    expect(muted.status).toBe(200);

    const now = Date.now();
    const draftsOf = async (student: Person) => {
      const entry = (title: string, dueDate: string) =>
        as(student).post('/logbooks', {
          internship: internshipId,
          weekNumber: 1,
          title,
          activities: ['Work'],
          learningOutcomes: 'Things',
          hoursWorked: 8,
          studentReflection: 'Fine',
          dueDate,
        });
      const report = (title: string, dueDate: string) =>
        as(student).post('/reports', { internship: internshipId, title, content: 'Body', summary: 'Short', dueDate });
      const dueSoon = (await entry('Week 3', inDays(1, now))).body.data.logbookEntry._id as string;
      const later = (await entry('Week 9', inDays(10, now))).body.data.logbookEntry._id as string;
      const overdue = (await entry('Week 0', inDays(-2, now))).body.data.logbookEntry._id as string;
      const submitted = (await entry('Week 2', inDays(1, now))).body.data.logbookEntry._id as string;
      await as(student).post(`/logbooks/${submitted}/submit`);
      const reportDue = (await report('Midterm', inDays(2, now))).body.data.report._id as string;
      return { dueSoon, later, overdue, submitted, reportDue };
    };
    const adas = await draftsOf(ada);
    const quinns = await draftsOf(quinn);
    await api.server.deps.consistency.waitFor(await api.platform.eventStore.headPosition());

    const run = await remindDueDrafts(api.platform, new Date(now));
    for (const drafts of [adas, quinns]) {
      expect(run.reminded).toEqual(expect.arrayContaining([drafts.dueSoon, drafts.reportDue]));
      for (const id of [drafts.later, drafts.overdue, drafts.submitted]) expect(run.reminded).not.toContain(id);
    }
    expect(run.failed).toEqual([]);
    const rerun = await remindDueDrafts(api.platform, new Date(now + 60_000));
    expect(rerun.reminded).toEqual([]);
    const reminders = (await api.platform.eventStore.readStream(logbookStream(adas.dueSoon))).filter(
      (event) => event.type === 'LogbookEntryReminded',
    );
    expect(reminders).toHaveLength(1);

    expect(subjects(await mailsTo(ada))).toEqual(['Logbook entry due soon: Week 3', 'Report due soon: Midterm']);
    expect(await mailsTo(quinn)).toEqual([]);
  });

  it("mails the student each decision with the reviewer's comment", async () => {
    const [employer, grace, admin] = await Promise.all([the.employer('Acme'), the.student('Grace'), the.admin()]);
    const internshipId = await the.postInternship(employer);
    await the.decide(employer, await the.apply(grace, internshipId), 'accepted');
    const entry = await as(grace).post('/logbooks', {
      internship: internshipId,
      weekNumber: 4,
      title: 'Week 4 at Acme',
      activities: ['Testing'],
      learningOutcomes: 'Testing pays',
      hoursWorked: 30,
      studentReflection: 'Good week',
      dueDate: inDays(30),
    });
    const entryId = entry.body.data.logbookEntry._id;
    await as(grace).post(`/logbooks/${entryId}/submit`);
    await as(employer).post(`/logbooks/${entryId}/review`, { status: 'rejected', comment: 'Add the test counts' });
    const report = await as(grace).post('/reports', {
      internship: internshipId,
      type: 'final',
      title: 'Final report',
      content: 'All of it',
      summary: 'Done',
      dueDate: inDays(30),
    });
    const reportId = report.body.data.report._id;
    await as(grace).post(`/reports/${reportId}/submit`);
    await as(admin).post(`/reports/${reportId}/review`, { status: 'requires_revision', comment: 'Cite sources' });

    const mails = await mailsTo(grace);
    expect(subjects(mails)).toEqual([
      'Logbook entry needs changes: Week 4 at Acme',
      'Report needs revision: Final report',
    ]);
    expect(mails.find((mail) => mail.includes('Week 4 at Acme'))).toContain('Add the test counts');
    expect(mails.find((mail) => mail.includes('Final report'))).toContain('Cite sources');
  });
});
