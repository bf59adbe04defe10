/**
 * An internship whose positions are all filled, in the browser (issue 18): students, visitors and the employer see
 * "Positions filled" instead of an Apply that the api would refuse; the student's open list swaps Apply for it the
 * moment the last position is taken, and back once the employer adds one; the employer cannot accept anyone more but
 * can still reject. One Stint process serves the file.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { callApi, expectAccessible, signInThroughForm } from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  decideThroughApi,
  isoDate,
  postInternship,
  registerEmployer,
  registerStudent,
} from './support-internships/internship-fixtures';

const COVER_LETTER = 'I would love to design with your team.';

/** A marker in the page's JavaScript world: a reload or a full navigation drops it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate('window.__stintFilledMarker = true');
}

async function isStillMarked(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('window.__stintFilledMarker === true');
}

describe.skipIf(announceSkip('filled internships in Chromium', browserSkipReason()))(
  'filled internships in the browser',
  () => {
    const app = useStintInChromium('filled');

    it('shows "Positions filled" instead of Apply everywhere once the last position is taken, and opens again with a new one', async () => {
      const base = app.stint.url;
      const [employer, ada, alan, grace, bea] = await Promise.all([
        registerEmployer(base),
        registerStudent(base, 'Ada'),
        registerStudent(base, 'Alan'),
        registerStudent(base, 'Grace'),
        registerStudent(base, 'Bea'),
      ]);
      const title = `UX Intern ${randomUUID().slice(0, 6)}`;
      const internship = await postInternship(base, employer, title);
      const [adaApplication, alanApplication] = [
        await applyThroughApi(base, ada, internship._id, COVER_LETTER),
        await applyThroughApi(base, alan, internship._id, COVER_LETTER),
      ];
      await applyThroughApi(base, grace, internship._id, COVER_LETTER);
      await decideThroughApi(base, employer, adaApplication, 'accepted');

      // Bea has not applied. With one of the two positions open, her list offers Apply.
      const student = await app.newPage();
      await student.goto(`${base}/login`);
      await signInThroughForm(student, bea.email);
      await student.waitForURL(`${base}/student/dashboard`);
      await student.goto(`${base}/student/internships`);
      const card = student.getByRole('listitem').filter({ has: student.getByRole('heading', { name: title }) });
      const apply = card.getByRole('button', { name: `Apply for ${title}` });
      await apply.waitFor();
      await markPage(student);

      // The employer takes the last position: her open list follows without a reload.
      await decideThroughApi(base, employer, alanApplication, 'accepted');
      await card.getByText('Positions filled', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await apply.count()).toBe(0);
      expect(await card.textContent()).not.toMatch(/weeks? left|days? left/);
      expect(await isStillMarked(student)).toBe(true);

      await card.getByRole('button', { name: `Details of ${title}` }).click();
      const modal = student.getByRole('dialog', { name: title });
      await modal.getByRole('tab', { name: 'Apply Now' }).click();
      await modal.getByText(/^Positions filled: every position of this internship has been taken/).waitFor();
      expect(await modal.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
      await student.keyboard.press('Escape');

      await student.goto(`${base}/internships/${internship._id}`);
      const applyPanel = student.getByRole('region', { name: 'Applications Closed' });
      await applyPanel.getByText('Positions filled', { exact: true }).waitFor();
      expect(await applyPanel.textContent()).toContain(
        'Every position of this internship has been taken, so it is not taking applications.',
      );
      expect(await applyPanel.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
      await expectAccessible(student, 'a filled internship, student');

      await student.goto(`${base}/internships/${internship._id}/apply`);
      await student.getByText(/^Every position of this internship has been taken/).waitFor();
      expect(await student.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);

      // A visitor sees it too, on the list and on the page.
      const visitor = await app.newPage();
      await visitor.goto(`${base}/internships?q=${encodeURIComponent(title)}`);
      const publicCard = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: title }) });
      await publicCard.getByText('Positions filled', { exact: true }).waitFor();
      await publicCard.getByRole('link', { name: title }).click();
      await visitor.waitForURL(`${base}/internships/${internship._id}`);
      const visitorPanel = visitor.getByRole('region', { name: 'Applications Closed' });
      await visitorPanel.getByText('Positions filled', { exact: true }).waitFor();
      expect(await visitorPanel.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
      await visitor.context().close();

      // The employer: filled on the list and the page; Accept is disabled and says why, Reject still works.
      const hr = await app.newPage();
      await hr.goto(`${base}/login`);
      await signInThroughForm(hr, employer.email);
      await hr.waitForURL(`${base}/employer/dashboard`);
      await hr.goto(`${base}/employer/internships`);
      const row = hr.getByRole('listitem').filter({ has: hr.getByRole('link', { name: title }) });
      await row.getByText('Positions filled', { exact: true }).waitFor();
      expect(await row.textContent()).toContain('2 of 2 filled');
      await row.getByRole('link', { name: title }).click();
      await hr.getByRole('heading', { level: 1, name: title }).waitFor();
      const header = hr.locator('header.page-header');
      expect(await header.getByText('Positions filled', { exact: true }).count()).toBe(1);

      const graceRow = hr.getByRole('listitem').filter({ has: hr.getByRole('heading', { name: grace.name }) });
      const accept = graceRow.getByRole('button', { name: /^Accept/ });
      await accept.waitFor();
      expect(await accept.isDisabled()).toBe(true);
      const reasonId = (await accept.getAttribute('aria-describedby'))!;
      const reason = hr.locator(`[id="${reasonId}"]`);
      expect(await reason.isVisible()).toBe(true);
      expect(await reason.textContent()).toBe(
        'Every position is filled, so Accept is unavailable. You can still reject applications or mark them as reviewing; to accept another student, add a position with Edit.',
      );
      await expectAccessible(hr, 'a filled internship, employer');
      await graceRow.getByRole('button', { name: /^View/ }).click();
      const details = hr.getByRole('dialog', { name: grace.name });
      expect(await details.getByRole('button', { name: 'Accept', exact: true }).isDisabled()).toBe(true);
      expect(await details.getByRole('button', { name: 'Reject', exact: true }).isEnabled()).toBe(true);
      await hr.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await graceRow.getByRole('button', { name: /^Reject/ }).click();
      await hr
        .getByRole('dialog', { name: 'Reject this application?' })
        .getByRole('button', { name: 'Reject Application' })
        .click();
      await graceRow.getByText('Rejected', { exact: true }).waitFor();

      // A third position: applications open again, and Bea's open list offers Apply without a reload.
      await student.goto(`${base}/student/internships`);
      await card.getByText('Positions filled', { exact: true }).waitFor();
      await markPage(student);
      const edited = await callApi(base, `/internships/${internship._id}`, {
        method: 'PUT',
        token: employer.token,
        body: {
          title,
          company: employer.companyName,
          location: 'Leeds, UK',
          startDate: isoDate(40),
          endDate: isoDate(130),
          applicationDeadline: isoDate(20),
          description: 'Help us build warehouse robots.',
          positions: 3,
        },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      await apply.waitFor({ timeout: 15_000 });
      expect(await card.getByText('Positions filled', { exact: true }).count()).toBe(0);
      expect(await isStillMarked(student)).toBe(true);
      await Promise.all([student.context().close(), hr.context().close()]);
    });
  },
);
