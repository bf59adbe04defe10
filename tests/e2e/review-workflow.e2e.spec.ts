/**
 * The review workflow in three browsers (issue 5): the accepted student writes and submits a logbook entry and a
 * report through the forms; the employer approves the entry and an admin asks for a revision of the report, each
 * seen on the student's already-open page without a reload (with a toast); the student revises the report and
 * submits it again. One Stint process serves the file.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { callApi, signInThroughForm } from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  isoDate,
  postInternship,
  registerEmployer,
  registerStudent,
} from './support-internships/internship-fixtures';
import { reviewCard, saveLogbookEntryDraft, saveReportDraft, submitDraft } from './support-placements/placement-forms';

const ADMIN_EMAIL = 'admin@review.example.org';
const ADMIN_PASSWORD = 'admin password 42';

/** A marker in the page's JavaScript world: a reload or a full navigation drops it. */
const markPage = (page: Page) => page.evaluate('window.__stintReviewMarker = true');
const isStillMarked = (page: Page) => page.evaluate<boolean>('window.__stintReviewMarker === true');

describe.skipIf(announceSkip('the review workflow in Chromium', browserSkipReason()))(
  'the review workflow in three browsers',
  () => {
    const app = useStintInChromium('reviews', { ADMIN_EMAIL, ADMIN_PASSWORD });

    it('entries and reports go from the student to their reviewers and back, live', async () => {
      const url = app.stint.url;
      const [employer, student] = await Promise.all([registerEmployer(url), registerStudent(url, 'Ada')]);
      const internship = await postInternship(url, employer, `Robotics Intern ${randomUUID().slice(0, 6)}`);
      await applyThroughApi(url, student, internship._id, 'I would love to build robots with your team.');
      const applications = await callApi<{ applications: { _id: string }[] }>(
        url,
        `/applications/employer/internship/${internship._id}`,
        { token: employer.token },
      );
      const accepted = await callApi(url, `/applications/${applications.body.data.applications[0]!._id}/status`, {
        method: 'PATCH',
        token: employer.token,
        body: { status: 'accepted' },
      });
      expect(accepted.status).toBe(200);

      // The student writes a logbook entry through the New Entry form and submits it.
      const studentPage = await app.newPage();
      await studentPage.goto(`${url}/login`);
      await signInThroughForm(studentPage, student.email);
      await studentPage.waitForURL(`${url}/student/dashboard`);
      await studentPage.goto(`${url}/student/logbook`);
      const entryTitle = 'First week on the robot arm';
      const entry = await saveLogbookEntryDraft(studentPage, {
        internshipId: internship._id,
        title: entryTitle,
        activities: 'Calibrated the arm\n\nWrote a test rig\n',
        dueDate: isoDate(5),
      });
      await entry.getByText('Draft', { exact: true }).first().waitFor();
      // Entries show collapsed; the title opens one.
      await entry.getByRole('button', { name: entryTitle, exact: true }).click();
      expect(await entry.getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining(['Calibrated the arm', 'Wrote a test rig']),
      );
      await submitDraft(entry);

      // The employer's queue shows it; the student's open logbook page sees the approval arrive.
      await markPage(studentPage);
      const employerPage = await app.newPage();
      await employerPage.goto(`${url}/login`);
      await signInThroughForm(employerPage, employer.email);
      await employerPage.waitForURL(`${url}/employer/dashboard`);
      await employerPage.goto(`${url}/employer/logbooks`);
      const queued = reviewCard(employerPage, entryTitle);
      await queued.getByRole('button', { name: /^Approve/ }).click();
      const approve = employerPage.getByRole('dialog', { name: 'Approve this entry?' });
      await approve.getByLabel('Comment').fill('Great start');
      await approve.getByRole('button', { name: 'Approve Entry' }).click();
      await entry.getByText('Approved', { exact: true }).first().waitFor();
      await studentPage.getByText('Logbook entry approved').first().waitFor();
      await entry.getByText('Great start').first().waitFor({ state: 'attached' });
      expect(await isStillMarked(studentPage)).toBe(true);

      // The student writes a report and submits it.
      await studentPage.goto(`${url}/student/reports`);
      const reportTitle = 'Midterm: the arm, halfway';
      const report = await saveReportDraft(studentPage, {
        internshipId: internship._id,
        type: 'midterm',
        title: reportTitle,
        content: 'Six weeks of calibration and testing.',
        summary: 'On track',
        dueDate: isoDate(10),
      });
      await submitDraft(report);
      await markPage(studentPage);

      // An admin asks for a revision; the student's open reports page shows it with a toast.
      const adminPage = await app.newPage();
      await adminPage.goto(`${url}/login`);
      await signInThroughForm(adminPage, ADMIN_EMAIL, ADMIN_PASSWORD);
      await adminPage.waitForURL(`${url}/admin/dashboard`);
      await adminPage.goto(`${url}/admin/reports`);
      const inReview = reviewCard(adminPage, reportTitle);
      await inReview.getByRole('button', { name: /^Request Revision/ }).click();
      const revision = adminPage.getByRole('dialog');
      await revision.getByRole('textbox').fill('Add the test results');
      await revision.getByRole('button', { name: 'Request Revision' }).click();
      await report.getByText('Requires Revision', { exact: true }).first().waitFor();
      await studentPage.getByText('Revision requested').first().waitFor();
      await report.getByText('Add the test results').first().waitFor({ state: 'attached' });
      expect(await isStillMarked(studentPage)).toBe(true);

      // The student revises it (back to a draft) and submits it again.
      await report.getByRole('button', { name: /^Revise/ }).click();
      const reviseForm = studentPage.getByRole('dialog');
      expect(await reviseForm.getByLabel('Title').inputValue()).toBe(reportTitle);
      await reviseForm.getByLabel('Content').fill('Six weeks of calibration and testing: 41 of 42 rig tests pass.');
      await reviseForm.getByRole('button', { name: 'Save Revision' }).click();
      await report.getByText('Draft', { exact: true }).first().waitFor();
      await submitDraft(report);

      // The admin's queue has it back, revised.
      const stored = await callApi<{ reports: { title: string; status: string; content: string }[] }>(
        url,
        '/reports/admin?status=in_review',
        {
          token: (
            await callApi<{ token: string }>(url, '/auth/login', {
              body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
            })
          ).body.data.token,
        },
      );
      expect(stored.body.data.reports.find((item) => item.title === reportTitle)).toMatchObject({
        status: 'submitted',
        content: 'Six weeks of calibration and testing: 41 of 42 rig tests pass.',
      });
    });
  },
);
