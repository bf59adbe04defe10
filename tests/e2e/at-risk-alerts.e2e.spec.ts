/**
 * At-risk alerts on the university's dashboard (issue 17 item 5), at 375 px: a placement two weeks without a logbook
 * entry shows as an alert and clears itself when the student writes one; a student withdrawing after acceptance
 * appears live; acknowledging hides it — all without a reload.
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

const ADMIN_EMAIL = 'admin@atrisk.example.org';
const ADMIN_PASSWORD = 'admin password 42';

describe.skipIf(announceSkip('at-risk alerts in Chromium', browserSkipReason()))('at-risk alerts in Chromium', () => {
  const app = useStintInChromium('atrisk', { ADMIN_EMAIL, ADMIN_PASSWORD });

  it('shows, clears and acknowledges alerts live on the university dashboard at 375 px', async () => {
    const url = app.stint.url;
    const university = await registerApprovedUniversity(url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const ada = await registerStudentOf(url, university, 'Ada');
    const bo = await registerStudentOf(url, university, 'Bo');
    const employer = await registerEmployer(url);
    const internship = await postInternship(url, employer, `At-risk Intern ${randomUUID().slice(0, 6)}`, {
      startDate: isoDate(-20),
      endDate: isoDate(60),
    });
    const accept = async (student: typeof ada) => {
      const applicationId = await applyThroughApi(
        url,
        { email: student.email, token: student.token, name: student.firstName },
        internship._id,
        'I would love to join.',
      );
      await decideThroughApi(url, employer, applicationId, 'accepted');
      return applicationId;
    };
    await accept(ada);

    const uni = await signedInPage(app, university.email, { width: 375 });
    await uni.getByRole('heading', { name: 'At-Risk Students' }).waitFor();
    await uni.getByText('No recent logbook entry').waitFor();
    await uni.getByRole('link', { name: /^Ada / }).waitFor();
    await expectAccessible(uni, 'at-risk alerts at 375 px');
    await markPages(uni);

    // Ada writes a logbook entry: her alert clears itself.
    const entry = await callApi(url, '/logbooks', {
      token: ada.token,
      body: {
        internship: internship._id,
        weekNumber: 1,
        title: 'First weeks',
        activities: ['Met the team'],
        learningOutcomes: 'How the team works',
        hoursWorked: 38,
        studentReflection: 'A late start',
        dueDate: isoDate(3),
      },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    await uni.getByText('No placements need your attention right now.').waitFor();

    // Bo is accepted (no logbook yet: an alert), then withdraws: that alert goes and the withdrawal shows.
    const boApplication = await accept(bo);
    await uni.getByText('No recent logbook entry').waitFor();
    const withdrawn = await callApi(url, `/applications/${boApplication}/withdraw`, { token: bo.token, body: {} });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await uni.getByText('Withdrew after acceptance').waitFor();
    await expectAccessible(uni, 'a withdrawal alert at 375 px');

    await uni.getByRole('button', { name: /Acknowledge/ }).click();
    await uni.getByText('1 acknowledged alert is hidden until their cause changes.').waitFor();
    expect(await uni.getByText('Withdrew after acceptance').count()).toBe(0);
    await expectNotReloaded(uni);
  });
});
