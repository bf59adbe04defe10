/**
 * The employer's pipeline in two browsers (issue 17 item 1): the employer's open pipeline shows a student's new
 * application without a reload; the employer selects two applications and moves them to Shortlisted in one bulk
 * action; the student's open application page shows Under Review without a reload. The pipeline passes axe-core and
 * fits 375 px (the table scrolls inside its own region, never the page).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { expectAccessible, signInThroughForm } from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  postInternship,
  registerEmployer,
  registerStudent,
} from './support-internships/internship-fixtures';

const COVER_LETTER = 'I would love to join your analytics team.';

/** A marker in the page's JavaScript world: a reload or a full navigation drops it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate('window.__stintPipelineMarker = true');
}

async function isStillMarked(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('window.__stintPipelineMarker === true');
}

describe.skipIf(announceSkip('the employer pipeline in Chromium', browserSkipReason()))(
  'the employer pipeline in two browsers',
  () => {
    const app = useStintInChromium('pipeline');

    it('shows a new application live, moves two to Shortlisted in bulk, and the student sees it live', async () => {
      const [employer, ada, alan] = await Promise.all([
        registerEmployer(app.stint.url),
        registerStudent(app.stint.url, 'Ada'),
        registerStudent(app.stint.url, 'Alan'),
      ]);
      const internship = await postInternship(app.stint.url, employer, `Analytics Intern ${randomUUID().slice(0, 6)}`, {
        positions: 2,
      });
      const first = await applyThroughApi(app.stint.url, ada, internship._id, COVER_LETTER);

      const employerPage = await app.newPage(375);
      await employerPage.goto(`${app.stint.url}/login`);
      await signInThroughForm(employerPage, employer.email);
      await employerPage.waitForURL(`${app.stint.url}/employer/dashboard`);
      await employerPage.goto(`${app.stint.url}/employer/pipeline`);
      const table = employerPage.getByRole('table', { name: /^Applications/ });
      await table.getByRole('row', { name: new RegExp(ada.name) }).waitFor();
      await markPage(employerPage);

      const studentPage = await app.newPage();
      await studentPage.goto(`${app.stint.url}/login`);
      await signInThroughForm(studentPage, ada.email);
      await studentPage.waitForURL(/\/student\//);
      await studentPage.goto(`${app.stint.url}/student/applications/${first}`);
      await studentPage.getByRole('heading', { name: `Your application to ${internship.title}` }).waitFor();
      await studentPage.getByText('Pending', { exact: true }).first().waitFor();
      await markPage(studentPage);

      // Alan applies while the pipeline is open: his row appears without a reload.
      await applyThroughApi(app.stint.url, alan, internship._id, COVER_LETTER);
      const alanRow = table.getByRole('row', { name: new RegExp(alan.name) });
      await alanRow.waitFor({ timeout: 15_000 });
      expect(await alanRow.textContent()).toContain('New');
      await expectAccessible(employerPage, 'pipeline at 375 px');
      // The table scrolls inside its region; the page itself never scrolls sideways.
      expect(
        await employerPage.evaluate<boolean>(
          'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
        ),
      ).toBe(true);

      // Select all with the keyboard, then move both to Shortlisted.
      await employerPage.getByRole('checkbox', { name: 'Select every application on this page' }).focus();
      await employerPage.keyboard.press('Space');
      await employerPage.getByRole('status').filter({ hasText: '2 selected' }).waitFor();
      await employerPage.getByLabel('Move to').selectOption('shortlisted');
      await employerPage.getByRole('button', { name: 'Move 2 selected' }).click();
      await employerPage.getByText('2 applications moved to Shortlisted.').waitFor();
      await table
        .getByRole('row', { name: new RegExp(ada.name) })
        .getByText('Shortlisted')
        .waitFor();
      await alanRow.getByText('Shortlisted').waitFor();
      await expectAccessible(employerPage, 'pipeline after a bulk move');

      // The student's open page follows without a reload.
      await studentPage.getByText('Under Review', { exact: true }).first().waitFor({ timeout: 15_000 });
      expect(await isStillMarked(employerPage)).toBe(true);
      expect(await isStillMarked(studentPage)).toBe(true);
      await Promise.all([employerPage.context().close(), studentPage.context().close()]);
    });
  },
);
