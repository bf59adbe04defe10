/**
 * The completion certificate in three browsers (issue 17 item 7): the student watches their placement's grounds tick
 * as an admin approves the final report and the final evaluation, takes the certificate and downloads it; a visitor
 * verifies its code on the public page; the university sees it on the student's page; and when the employer moves the
 * end date past the day of issue, the visitor's open page and the student's say it was revoked — all without reloads.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { expectAccessible, registerApprovedUniversity, registerStudentOf } from './support-accounts/accounts-pages';
import {
  adminToken,
  approvedEvaluation,
  approvedFinalReport,
  openVerifyPage,
  takeAndDownloadCertificate,
} from './support-certificates/certificate-steps';
import {
  applyThroughApi,
  decideThroughApi,
  editInternship,
  isoDate,
  postInternship,
  registerEmployer,
} from './support-internships/internship-fixtures';
import { expectNotReloaded, markPages, signedInPage } from './support-live/live-pages';

const ADMIN = { email: 'admin@certificate.example.org', password: 'admin password 42' };

describe.skipIf(announceSkip('completion certificate in Chromium', browserSkipReason()))(
  'completion certificate in three browsers',
  () => {
    const app = useStintInChromium('certificate', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

    it('ticks each ground live, issues and verifies the certificate, and revokes it when the end date moves', async () => {
      const url = app.stint.url;
      const admin = await adminToken(url, ADMIN);
      const university = await registerApprovedUniversity(url, ADMIN);
      const student = await registerStudentOf(url, university, 'Ada');
      const employer = await registerEmployer(url);
      const dates = { startDate: isoDate(-90), endDate: isoDate(-1), applicationDeadline: isoDate(5) };
      const title = `Certified Intern ${randomUUID().slice(0, 6)}`;
      const internship = await postInternship(url, employer, title, dates);
      const applicationId = await applyThroughApi(
        url,
        { email: student.email, token: student.token, name: student.firstName },
        internship._id,
        'I would love to join.',
      );
      await decideThroughApi(url, employer, applicationId, 'accepted');

      const stu = await signedInPage(app, student.email, { width: 375 });
      await stu.goto(`${url}/student/applications/${applicationId}`);
      await stu.getByRole('heading', { name: 'Completion certificate' }).waitFor();
      const grounds = stu.getByRole('list', { name: 'What the certificate needs' });
      await grounds.getByText('The internship has ended').getByText('(done)').waitFor();
      await grounds.getByText('Your final report is approved').getByText('(not yet)').waitFor();
      expect(await stu.getByRole('button', { name: 'Get your certificate' }).isDisabled()).toBe(true);
      await expectAccessible(stu, 'certificate grounds at 375 px');

      const uni = await signedInPage(app, university.email);
      await uni.goto(`${url}/university/students/${student.id}`);
      await uni.getByText('This student has no completion certificate yet.').waitFor();
      await markPages(stu, uni);

      // An admin approves the final report, then the final evaluation: each ground ticks on the open page.
      await approvedFinalReport(url, student, internship._id, admin);
      await grounds.getByText('Your final report is approved').getByText('(done)').waitFor();
      await approvedEvaluation(url, employer, student, { _id: internship._id, ...dates }, admin);
      await grounds.getByText('Your employer’s final evaluation is approved').getByText('(done)').waitFor();

      const code = await takeAndDownloadCertificate(stu);
      await stu.locator('#certificate').getByText(title).waitFor();
      await expectAccessible(stu, 'certificate at 375 px');
      await uni.getByRole('heading', { name: `${title} · ${employer.companyName}` }).waitFor();
      await uni.getByText(code).waitFor();
      await uni.setViewportSize({ width: 375, height: 900 });
      await expectAccessible(uni, 'a student’s certificates on their university’s page at 375 px');

      // A visitor, signed in as no one, checks the code.
      const visitor = await app.newPage(375);
      await openVerifyPage(visitor, url, code);
      await visitor.getByText('Genuine certificate').waitFor();
      await visitor.getByRole('heading', { name: `${student.firstName} ${student.lastName} · ${title}` }).waitFor();
      await expectAccessible(visitor, 'verification page at 375 px');
      await markPages(visitor);

      // The employer moves the end date past today: the certificate is revoked, on every open page.
      await editInternship(url, employer, internship, { ...dates, endDate: isoDate(30) });
      await visitor.getByText('This certificate was revoked').waitFor();
      await visitor.getByText('The internship’s end date was moved past the date of issue').waitFor();
      await stu.getByRole('button', { name: 'Get your certificate' }).waitFor();
      await grounds.getByText('The internship has ended').getByText('(not yet)').waitFor();
      await uni.getByText('Revoked', { exact: true }).waitFor();
      await expectNotReloaded(stu, uni, visitor);

      // An unknown code is no certificate.
      await visitor.goto(`${url}/verify/${'0'.repeat(24)}`);
      await visitor.getByText('No certificate has this code').waitFor();
    });
  },
);
