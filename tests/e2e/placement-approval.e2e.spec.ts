/**
 * Placement approval in three browsers (issue 17 item 4): the university turns approval on in its settings, the
 * employer accepts its student, the student fills in the learning agreement, the employer confirms it, the university
 * asks for changes, the student submits again, the employer confirms, the university approves — each step showing on
 * the other open screens without a reload — and then the student's logbook opens.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  callApi,
  expectAccessible,
  registerApprovedUniversity,
  registerStudentOf,
} from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  decideThroughApi,
  isoDate,
  postInternship,
  registerEmployer,
} from './support-internships/internship-fixtures';
import { expectNotReloaded, markPages, signedInPage } from './support-live/live-pages';
import { submitLearningAgreement } from './support-placements/placement-forms';

const ADMIN_EMAIL = 'admin@approval.example.org';
const ADMIN_PASSWORD = 'admin password 42';

describe.skipIf(announceSkip('placement approval in Chromium', browserSkipReason()))(
  'placement approval in three browsers',
  () => {
    const app = useStintInChromium('approval', { ADMIN_EMAIL, ADMIN_PASSWORD });

    it('runs the learning agreement loop live to approval, then opens the logbook', async () => {
      const url = app.stint.url;
      const university = await registerApprovedUniversity(url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const details = await registerStudentOf(url, university, 'Ada');
      const employer = await registerEmployer(url);
      const internship = await postInternship(url, employer, `Approval Intern ${randomUUID().slice(0, 6)}`, {
        startDate: isoDate(-7),
        endDate: isoDate(80),
      });

      // The university turns approval on in its settings, then watches its dashboard.
      const uni = await signedInPage(app, university.email);
      await uni.goto(`${url}/university/settings`);
      await uni.getByLabel('Placements need our approval before they start').check();
      await uni.getByText('Settings saved').waitFor();
      await expectAccessible(uni, 'university settings with placement approval');
      await uni.getByRole('link', { name: 'Dashboard' }).first().click();
      await uni.getByRole('heading', { name: 'Placement Approvals' }).waitFor();
      await uni.getByText('No placements need your approval.').waitFor();

      // The employer accepts the student's application.
      const applicationId = await applyThroughApi(
        url,
        { email: details.email, token: details.token, name: details.firstName },
        internship._id,
        'I would love to join.',
      );
      await decideThroughApi(url, employer, applicationId, 'accepted');

      const emp = await signedInPage(app, employer.email);
      await emp.goto(`${url}/employer/internships/${internship._id}`);
      await emp.getByRole('heading', { name: 'Learning Agreements' }).waitFor();
      const stu = await signedInPage(app, details.email, { width: 375 });
      await stu.goto(`${url}/student/applications/${applicationId}`);
      await stu.getByRole('heading', { name: 'Learning Agreement' }).waitFor();
      await expectAccessible(stu, 'learning agreement form at 375 px');
      // The first agreement's dates start as the internship's.
      await stu.getByText('The internship’s start date.').waitFor();
      expect(await stu.getByLabel('Start date').inputValue()).toBe(isoDate(-7));
      expect(await stu.getByLabel('End date').inputValue()).toBe(isoDate(80));
      await markPages(uni, emp, stu);

      const submit = (goals: string) =>
        submitLearningAgreement(stu, { startDate: isoDate(-7), endDate: isoDate(80), goals });

      // Round 1: submitted, confirmed (live on the employer's page and the university's queue), sent back.
      await submit('Ship a feature end to end');
      await emp.getByRole('button', { name: 'Confirm Agreement' }).waitFor();
      await expectAccessible(emp, 'learning agreement to confirm');
      await emp.getByRole('button', { name: 'Confirm Agreement' }).click();
      await stu.getByText('Your employer confirmed the agreement').waitFor();
      await uni.getByRole('button', { name: 'Ask for Changes' }).waitFor();
      await uni.getByText('1 waiting for you').waitFor();
      await expectAccessible(uni, 'approval queue');
      await uni.setViewportSize({ width: 375, height: 900 });
      await expectAccessible(uni, 'approval queue at 375 px');
      await uni.getByLabel('Comment').fill('Add a goal you can assess');
      await uni.getByRole('button', { name: 'Ask for Changes' }).click();
      await stu.getByText('Your university asked for changes').waitFor();
      await stu.getByText('Add a goal you can assess').first().waitFor();
      await expectAccessible(stu, 'changes requested at 375 px');

      // Round 2: submitted again, confirmed, approved.
      await submit('Ship a feature end to end, and write up what was learnt');
      await emp.getByRole('button', { name: 'Confirm Agreement' }).click();
      await uni.getByRole('button', { name: 'Approve Placement' }).click();
      await stu.getByText('Your university approved this placement.').waitFor();
      await emp.getByText('Approved', { exact: true }).first().waitFor();
      await expectNotReloaded(uni, emp, stu);

      // The logbook is open now.
      const entry = await callApi(url, '/logbooks', {
        token: details.token,
        body: {
          internship: internship._id,
          weekNumber: 1,
          title: 'First week',
          activities: ['Met the team'],
          learningOutcomes: 'How the team works',
          hoursWorked: 38,
          studentReflection: 'A good start',
          dueDate: isoDate(3),
        },
      });
      expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    });
  },
);
