/**
 * The placement lifecycle in four browsers (issue 17): a student, an employer, a university and an admin keep their
 * pages open while a placement goes from the application to completion — the pipeline, an interview, messages, the
 * acceptance, the learning agreement (sent back once), a logbook entry, the final report, the student's evaluation of
 * the placement and the employer's evaluation of the student — and each step shows on the other party's open page
 * without a reload. `expectPlacementComplete` states where the placement ends; then the student takes the completion
 * certificate, it shows on the university's open page, and the employer checks its code on the verification page.
 *
 * There is no clock to move: the internship ended yesterday (its application deadline is still ahead), since the
 * student evaluates a placement only from its end date on.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  expectAccessibleAt,
  mailSubjectsTo,
  registerApprovedUniversity,
  registerStudentOf,
} from './support-accounts/accounts-pages';
import { isoDate, postInternship, registerEmployer } from './support-internships/internship-fixtures';
import { openVerifyPage, takeAndDownloadCertificate } from './support-certificates/certificate-steps';
import { applyThroughForm, expectNotReloaded, localDateTime, markPages, signedInPage } from './support-live/live-pages';
import {
  reviewCard,
  saveLogbookEntryDraft,
  saveReportDraft,
  submitDraft,
  submitLearningAgreement,
} from './support-placements/placement-forms';

const ADMIN_EMAIL = 'admin@lifecycle.example.org';
const ADMIN_PASSWORD = 'admin password 42';

/** The value of one of the summary cards on a university's page of a student, once it reads `value`. */
const statValue = (page: Page, label: string, value: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.stat-card__value', { hasText: new RegExp(`^${value}$`) });

/** The status badge of the employer's evaluation on a university's page of the student. */
const employerEvaluationStatus = (page: Page, status: string) =>
  page.getByRole('region', { name: 'Evaluations', exact: true }).getByText(status, { exact: true }).first();

type Parties = { student: Page; employer: Page; university: Page; admin: Page };
type Placement = { studentName: string; applicationId: string; entryTitle: string; reportTitle: string };

/**
 * Where the lifecycle ends before a certificate: the placement accepted, approved and completed, its coursework
 * reviewed and both evaluations in, as each party's screen shows it. The university's page of the student is the one
 * already open; the others are opened afresh.
 */
async function expectPlacementComplete(url: string, parties: Parties, placement: Placement): Promise<void> {
  const { student, employer, university, admin } = parties;
  await university.getByRole('heading', { name: 'Completed Internship' }).waitFor();
  for (const [label, value] of [
    ['Logbook Entries', '1'],
    ['Reports', '1'],
    ['Evaluations', '1'],
  ] as const) {
    await statValue(university, label, value).waitFor();
  }
  await employerEvaluationStatus(university, 'Approved').waitFor();

  await student.goto(`${url}/student/applications/${placement.applicationId}`);
  await student.getByText('Accepted', { exact: true }).first().waitFor();
  await student.getByText('Your university approved this placement.').waitFor();
  await student.getByRole('heading', { name: 'Your evaluation of this placement' }).waitFor();
  await student.goto(`${url}/student/logbook`);
  await reviewCard(student, placement.entryTitle).getByText('Approved', { exact: true }).first().waitFor();
  await student.goto(`${url}/student/reports`);
  await reviewCard(student, placement.reportTitle).getByText('Approved', { exact: true }).first().waitFor();

  await employer.goto(`${url}/employer/pipeline`);
  await employer
    .getByRole('row', { name: new RegExp(placement.studentName) })
    .getByText('Accepted', { exact: true })
    .waitFor();
  await employer.goto(`${url}/employer/evaluations`);
  await employer.getByText('Approved', { exact: true }).first().waitFor();
  await admin.goto(`${url}/admin/evaluations?status=approved`);
  await admin.getByRole('main').getByText(placement.studentName).first().waitFor();
}

describe.skipIf(announceSkip('the placement lifecycle in Chromium', browserSkipReason()))(
  'the placement lifecycle in four browsers',
  () => {
    const app = useStintInChromium('lifecycle', { ADMIN_EMAIL, ADMIN_PASSWORD });

    it('goes from application to a verified certificate, each step live on the other open pages', async () => {
      const url = app.stint.url;
      const tag = randomUUID().slice(0, 6);
      const university = await registerApprovedUniversity(url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const [details, company] = await Promise.all([registerStudentOf(url, university, 'Ada'), registerEmployer(url)]);
      const studentName = `${details.firstName} ${details.lastName}`;
      const startDate = isoDate(-90);
      const endDate = isoDate(-1);
      const internship = await postInternship(url, company, `Lifecycle Intern ${tag}`, { startDate, endDate });

      const [uni, emp, stu, adm] = await Promise.all([
        signedInPage(app, university.email),
        signedInPage(app, company.email),
        signedInPage(app, details.email),
        signedInPage(app, ADMIN_EMAIL, { password: ADMIN_PASSWORD }),
      ]);

      // The university requires approval of its students' placements, then watches its queue.
      await uni.goto(`${url}/university/settings`);
      await uni.getByLabel('Placements need our approval before they start').check();
      await uni.getByText('Settings saved').waitFor();
      await uni.getByRole('link', { name: 'Dashboard' }).first().click();
      await uni.getByText('No placements need your approval.').waitFor();

      // The student applies through the form: the row appears in the employer's open pipeline.
      await emp.goto(`${url}/employer/pipeline`);
      const table = emp.getByRole('table', { name: /^Applications/ });
      await emp.getByText('No applications found').waitFor();
      await markPages(emp, uni);
      await applyThroughForm(stu, url, internship._id, { coverLetter: 'I would love to join.', studentName });
      const row = table.getByRole('row', { name: new RegExp(studentName) });
      await row.getByText('New', { exact: true }).waitFor();

      await stu.getByRole('link', { name: internship.title }).click();
      await stu.waitForURL(/\/student\/applications\/[^/]+$/);
      const applicationId = stu.url().split('/').pop()!;
      await stu.getByText('Pending', { exact: true }).first().waitFor();
      await markPages(stu);

      // The employer shortlists it: the student's open page says Under Review.
      await row.getByRole('checkbox', { name: `Select ${studentName}` }).check();
      await emp.getByLabel('Move to').selectOption('shortlisted');
      await emp.getByRole('button', { name: 'Move 1 selected' }).click();
      await row.getByText('Shortlisted', { exact: true }).waitFor();
      await stu.getByText('Under Review', { exact: true }).first().waitFor();

      // The employer proposes two interview slots; the student picks one live, and the employer sees the pick.
      await emp.goto(`${url}/employer/internships/${internship._id}`);
      await emp.getByRole('button', { name: `View ${studentName}'s application` }).click();
      const dialog = emp.getByRole('dialog', { name: studentName });
      const empInterview = dialog.getByRole('region', { name: 'Interview' });
      await empInterview.getByLabel('Slot 1 starts').fill(await localDateTime(emp, 3, 10));
      await empInterview.getByRole('button', { name: 'Add a slot' }).click();
      await empInterview.getByLabel('Slot 2 starts').fill(await localDateTime(emp, 4, 14));
      await empInterview.getByRole('button', { name: 'Propose interview times' }).click();
      await empInterview.getByText('Interview slots proposed').waitFor();
      const stuInterview = stu.getByRole('region', { name: 'Interview' });
      await stuInterview.getByRole('radio', { name: /14:00/ }).check();
      await stuInterview.getByRole('button', { name: 'Pick this time' }).click();
      await stuInterview.getByText('Interview time picked').waitFor();
      await empInterview.getByText('Scheduled:').waitFor();

      // Messages both ways, each counted on the reader's badge until read. The student, on her list of applications,
      // sees the employer's message counted there and in her badge, and reads it on the application.
      await stu.getByRole('link', { name: 'Messages, 0 unread' }).click();
      await stu.waitForURL(`${url}/student/applications`);
      const empThread = dialog.getByRole('region', { name: 'Messages' });
      await empThread.getByLabel('Your message').fill('We look forward to meeting you.');
      await empThread.getByRole('button', { name: 'Send Message' }).click();
      await stu.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
      await stu.getByText('1 unread message', { exact: true }).waitFor();
      await stu.getByRole('link', { name: internship.title }).click();
      const stuThread = stu.getByRole('region', { name: 'Messages' });
      await stuThread.getByRole('log').getByText('We look forward to meeting you.').waitFor();
      await stu.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();

      // Her answer counts on the employer's badge, which leads to the pipeline, whose row says which application has
      // it, and on to the internship's page, where reading the thread clears the badge.
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await emp.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
      await stuThread.getByLabel('Your message').fill('Thank you, see you then!');
      await stuThread.getByRole('button', { name: 'Send Message' }).click();
      await emp.getByRole('link', { name: 'Messages, 1 unread' }).click();
      await emp.waitForURL(`${url}/employer/pipeline`);
      await row.getByText('1 unread message', { exact: true }).waitFor();
      // Proposing the interview moved the application on to that stage.
      await row.getByText('Interview', { exact: true }).waitFor();
      await row.getByRole('link', { name: internship.title }).click();
      await emp.getByText('1 unread message', { exact: true }).waitFor();
      await emp.getByRole('button', { name: `View ${studentName}'s application` }).click();
      await empThread.getByText('Thank you, see you then!').waitFor();
      await emp.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();

      // The employer accepts: the student's open page says so and offers the learning agreement.
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await emp
        .getByRole('dialog', { name: 'Accept this application?' })
        .getByRole('button', { name: 'Accept Application' })
        .click();
      await stu.getByText('Accepted', { exact: true }).first().waitFor();
      await stu.getByRole('heading', { name: 'Learning Agreement' }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).last().click();

      // The learning agreement: submitted, confirmed, sent back by the university, submitted again, confirmed,
      // approved — each step on the other two open pages.
      const submitAgreement = (goals: string) => submitLearningAgreement(stu, { startDate, endDate, goals });
      await submitAgreement('Ship a feature end to end');
      await emp.getByRole('button', { name: 'Confirm Agreement' }).click();
      await stu.getByText('Your employer confirmed the agreement').waitFor();
      await uni.getByText('1 waiting for you').waitFor();
      await uni.getByLabel('Comment').fill('Add a goal you can assess');
      await uni.getByRole('button', { name: 'Ask for Changes' }).click();
      await stu.getByText('Your university asked for changes').waitFor();
      await uni.getByText('0 waiting for you').waitFor();
      await submitAgreement('Ship a feature end to end, and write up what was learnt');
      await emp.getByRole('button', { name: 'Confirm Agreement' }).click();
      await uni.getByText('1 waiting for you').waitFor();
      await uni.getByRole('button', { name: 'Approve Placement' }).click();
      await stu.getByText('Your university approved this placement.').waitFor();
      await emp.getByText('Approved', { exact: true }).first().waitFor();
      await expectNotReloaded(stu, uni);

      // From here on the university keeps its page of the student open: each piece of coursework counts there live.
      await uni.goto(`${url}/university/students/${details.id}`);
      await uni.getByRole('heading', { name: 'Completed Internship' }).waitFor();
      await statValue(uni, 'Logbook Entries', '0').waitFor();
      await markPages(uni);

      // A logbook entry: submitted by the student, approved on the employer's open queue, live on the student's page.
      await emp.goto(`${url}/employer/logbooks`);
      await stu.goto(`${url}/student/logbook`);
      await markPages(emp, stu);
      const entryTitle = 'First week on the robot arm';
      const entry = await saveLogbookEntryDraft(stu, {
        internshipId: internship._id,
        title: entryTitle,
        activities: 'Calibrated the arm',
        dueDate: isoDate(5),
      });
      await submitDraft(entry);
      await statValue(uni, 'Logbook Entries', '1').waitFor();
      await reviewCard(emp, entryTitle)
        .getByRole('button', { name: /^Approve/ })
        .click();
      const approveEntry = emp.getByRole('dialog', { name: 'Approve this entry?' });
      await approveEntry.getByLabel('Comment').fill('Great start');
      await approveEntry.getByRole('button', { name: 'Approve Entry' }).click();
      await entry.getByText('Approved', { exact: true }).first().waitFor();
      await stu.getByText('Logbook entry approved').first().waitFor();

      // The final report: submitted by the student, approved on the admin's open queue, live on the student's page.
      await adm.goto(`${url}/admin/reports`);
      await stu.goto(`${url}/student/reports`);
      await markPages(adm, stu);
      const reportTitle = 'Final report: the arm, done';
      const report = await saveReportDraft(stu, {
        internshipId: internship._id,
        type: 'final',
        title: reportTitle,
        content: 'Three months of calibration and testing.',
        summary: 'Shipped',
        dueDate: isoDate(10),
      });
      await submitDraft(report);
      await statValue(uni, 'Reports', '1').waitFor();
      await reviewCard(adm, reportTitle)
        .getByRole('button', { name: /^Approve/ })
        .click();
      await adm.getByRole('dialog').getByRole('button', { name: 'Approve Report' }).click();
      await report.getByText('Approved', { exact: true }).first().waitFor();
      await expectNotReloaded(emp, stu);

      // The student evaluates the placement: the university's open page of the student shows it.
      await stu.goto(`${url}/student/applications/${applicationId}`);
      await markPages(stu);
      const evaluationForm = stu.getByRole('region', { name: 'Evaluate your placement' });
      await evaluationForm.waitFor();
      await expectAccessibleAt(stu, 375, 'the student’s evaluation of the placement');
      for (const legend of ['What you learned', 'Supervision and support', 'Workload', 'Work environment', 'Overall']) {
        await evaluationForm.getByRole('group', { name: legend }).getByRole('radio', { name: '4 of 5' }).check();
      }
      await evaluationForm.getByLabel('Comment').fill('A team that taught me how robots ship.');
      await evaluationForm.getByRole('button', { name: 'Submit Evaluation' }).click();
      await stu.getByRole('heading', { name: 'Your evaluation of this placement' }).waitFor();
      await uni.getByText('A team that taught me how robots ship.').waitFor();
      await expectAccessibleAt(uni, 375, 'the student’s placement evaluation on their university’s page');

      // The employer evaluates the student: the admin's open review list shows it, marks it reviewed and approves
      // it, and the employer's open list follows each step.
      await adm.goto(`${url}/admin/evaluations?status=all`);
      // The employer's dashboard lists the intern as due a final evaluation, and links to the form for them.
      await emp.goto(`${url}/employer/dashboard`);
      const due = emp
        .getByRole('region', { name: 'Pending Evaluations' })
        .getByRole('listitem')
        .filter({ hasText: studentName });
      await due.getByText(`${internship.title} · ended`).waitFor();
      await due.getByRole('link', { name: studentName }).click();
      await emp.waitForURL(`${url}/employer/evaluations/create/${applicationId}`);
      await markPages(adm, emp);
      await emp.getByLabel('Evaluation type').selectOption('final');
      // The period starts as the whole placement, which has ended: sent as it is, it settles what is due.
      await emp.getByText('The placement’s last day.').waitFor();
      expect(await emp.getByLabel('Period start').inputValue()).toBe(startDate);
      expect(await emp.getByLabel('Period end').inputValue()).toBe(endDate);
      await emp.getByLabel('Strength 1').fill('Careful testing');
      await emp.getByLabel('Area for improvement 1').fill('Asking for help sooner');
      await emp.getByLabel('Recommendation 1').fill('Lead a small project');
      await emp.getByLabel('Specific examples').fill('Built the rig that caught a servo fault.');
      await emp.getByLabel('Total days').fill('60');
      await emp.getByLabel('Days present').fill('58');
      await emp.getByLabel('Punctuality').selectOption('good');
      await emp.getByLabel('Work quality').selectOption('excellent');
      await emp.getByLabel('Would you hire this intern?').selectOption('yes');
      await emp.getByLabel('Would you recommend this intern?').selectOption('yes');
      await emp.getByRole('button', { name: 'Submit Evaluation' }).click();
      await emp.waitForURL(`${url}/employer/evaluations`);
      await statValue(uni, 'Evaluations', '1').waitFor();
      await employerEvaluationStatus(uni, 'Submitted').waitFor();
      await adm.getByRole('button', { name: `Mark Reviewed the evaluation of ${studentName}` }).click();
      await adm.getByRole('dialog').getByRole('button', { name: 'Mark Reviewed' }).click();
      await emp.getByText('Evaluation reviewed').first().waitFor();
      await adm.getByRole('button', { name: `Approve the evaluation of ${studentName}` }).click();
      await adm.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await emp.getByText('Evaluation approved').first().waitFor();
      await employerEvaluationStatus(uni, 'Approved').waitFor();
      await expectNotReloaded(stu, emp, uni, adm);

      // Each step that mails someone did: the employer of the application and the interview, the student of the
      // interview, the acceptance and each approval.
      const title = internship.title;
      await expect
        .poll(() => mailSubjectsTo(app.dataDir, company.email), { timeout: 15_000 })
        .toEqual(expect.arrayContaining([`New application for ${title}`, `Interview for ${title}`]));
      await expect
        .poll(() => mailSubjectsTo(app.dataDir, details.email), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            `Interview for ${title}`,
            `Your application for ${title} was accepted`,
            `Logbook entry approved: ${entryTitle}`,
            `Report approved: ${reportTitle}`,
          ]),
        );

      await expectPlacementComplete(
        url,
        { student: stu, employer: emp, university: uni, admin: adm },
        { studentName, applicationId, entryTitle, reportTitle },
      );

      // The admins' placement ratings by employer, and the employer's own, which stay hidden below three.
      await adm.getByRole('heading', { name: 'Placement ratings by employer' }).waitFor();
      await expectAccessibleAt(adm, 375, 'the admins’ evaluations with placement ratings by employer');
      await emp.goto(`${url}/employer/dashboard`);
      await emp.getByRole('heading', { name: 'How interns rate their placements' }).waitFor();
      // The final evaluation covers the placement's last day: nothing is due any more.
      await emp.getByText('No intern is waiting for an evaluation.', { exact: false }).waitFor();
      await expectAccessibleAt(emp, 375, 'the employer dashboard with its placement ratings');

      // The certificate: the student takes it and downloads its PDF, the university's open page of the student lists
      // it live, and the employer checks its code on the public verification page.
      await uni.goto(`${url}/university/students/${details.id}`);
      await uni.getByText('This student has no completion certificate yet.').waitFor();
      await markPages(uni);
      await stu.goto(`${url}/student/applications/${applicationId}`);
      const code = await takeAndDownloadCertificate(stu);
      await uni.getByText(code).waitFor();
      await openVerifyPage(emp, url, code);
      await emp.getByText('Genuine certificate').waitFor();
      await emp.getByRole('heading', { name: `${studentName} · ${internship.title}` }).waitFor();
      await expectNotReloaded(uni);
    });
  },
);
