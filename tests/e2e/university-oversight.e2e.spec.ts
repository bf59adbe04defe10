/**
 * University oversight in two browsers (issue 7): two approved universities keep their dashboards open while a student
 * of the first applies and is accepted (through the api). The first dashboard's Applications card and approval rate
 * follow without a reload; the second's does not move, nor even refetch. And the words follow the dates (issue 18):
 * a placement that starts next month is an Upcoming Internship, not a current or active one, on the students list,
 * the student's page and in the Active Internships counts. One Stint process serves the file.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  callApi,
  registerApprovedUniversity,
  registerStudentOf,
  signInThroughForm,
} from './support-accounts/accounts-pages';
import { applyThroughApi, isoDate, postInternship, registerEmployer } from './support-internships/internship-fixtures';

const ADMIN_EMAIL = 'admin@oversight.example.org';
const ADMIN_PASSWORD = 'admin password 42';

/** A marker in the page's JavaScript world: a reload or a full navigation drops it. */
const markPage = (page: Page) => page.evaluate('window.__stintOversightMarker = true');
const isStillMarked = (page: Page) => page.evaluate<boolean>('window.__stintOversightMarker === true');

/** The Applications summary card of a university dashboard. */
const applicationsCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByText('Applications', { exact: true }) });

/** The value of a summary card (a stat card) by its label. */
const statValue = (page: Page, label: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.stat-card__value');

describe.skipIf(announceSkip('university oversight in Chromium', browserSkipReason()))(
  'university oversight in two browsers',
  () => {
    const app = useStintInChromium('university', { ADMIN_EMAIL, ADMIN_PASSWORD });
    const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

    it("a university's dashboard follows its own students live, and no one else's", async () => {
      const url = app.stint.url;
      const [uniA, uniB, employer] = await Promise.all([
        registerApprovedUniversity(url, admin),
        registerApprovedUniversity(url, admin),
        registerEmployer(url),
      ]);

      const details = await registerStudentOf(url, uniA, 'Ada');
      // Under way since last week, so the placement counts as active as soon as it is accepted.
      const internship = await postInternship(url, employer, `Oversight Intern ${randomUUID().slice(0, 6)}`, {
        startDate: isoDate(-7),
        endDate: isoDate(80),
      });

      // Both universities open their dashboards.
      const open = async (email: string) => {
        const page = await app.newPage();
        await page.goto(`${url}/login`);
        await signInThroughForm(page, email);
        await page.waitForURL(`${url}/university/dashboard`);
        await page.getByRole('heading', { name: 'University Dashboard' }).waitFor();
        await applicationsCard(page).getByText('0% approval rate').waitFor();
        return page;
      };
      const [pageA, pageB] = await Promise.all([open(uniA.email), open(uniB.email)]);
      await pageA.getByText(`${details.firstName} ${details.lastName}`, { exact: true }).waitFor();
      expect(await applicationsCard(pageA).locator('.stat-card__value').textContent()).toBe('0');
      const refetchesOfB: string[] = [];
      pageB.on('request', (request: Request) => {
        if (request.url().includes('/api/v1/university/')) refetchesOfB.push(request.url());
      });
      await Promise.all([markPage(pageA), markPage(pageB)]);

      // The student applies: A's Applications card counts it.
      await applyThroughApi(
        url,
        { email: details.email, token: details.token, name: details.firstName },
        internship._id,
        'I would love to join.',
      );
      await applicationsCard(pageA).locator('.stat-card__value', { hasText: /^1$/ }).waitFor();
      await pageA.getByText('0% approval rate').waitFor();

      // The employer accepts: A's approval rate moves to 100 %, the student counts as active.
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
      await applicationsCard(pageA).getByText('100% approval rate').waitFor();
      await pageA.getByText('1 active').waitFor();
      expect(await isStillMarked(pageA)).toBe(true);

      // B's dashboard neither moved nor was asked to.
      expect(await applicationsCard(pageB).locator('.stat-card__value').textContent()).toBe('0');
      expect(await pageB.getByText('0% approval rate').count()).toBe(1);
      expect(refetchesOfB).toEqual([]);
      expect(await isStillMarked(pageB)).toBe(true);
    });
    it('calls a placement that has not started an Upcoming Internship, and counts only the running one as active', async () => {
      const url = app.stint.url;
      const [university, employer] = await Promise.all([registerApprovedUniversity(url, admin), registerEmployer(url)]);
      const [uma, cal] = await Promise.all([
        registerStudentOf(url, university, 'Uma'),
        registerStudentOf(url, university, 'Cal'),
      ]);
      const tag = randomUUID().slice(0, 6);
      // Uma's starts in 40 days; Cal's started a week ago.
      const upcoming = await postInternship(url, employer, `Winter Intern ${tag}`);
      const running = await postInternship(url, employer, `Autumn Intern ${tag}`, {
        startDate: isoDate(-7),
        endDate: isoDate(80),
      });
      for (const [student, internship] of [
        [uma, upcoming],
        [cal, running],
      ] as const) {
        await applyThroughApi(
          url,
          { email: student.email, token: student.token, name: student.firstName },
          internship._id,
          'I would love to join.',
        );
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
      }

      const page = await app.newPage();
      await page.goto(`${url}/login`);
      await signInThroughForm(page, university.email);
      await page.waitForURL(`${url}/university/dashboard`);
      // The dashboard counts Cal alone, in both places it says so.
      const internshipStats = page.getByRole('region', { name: 'Internship Statistics' });
      const activeRow = internshipStats.locator('.details__row', { hasText: 'Active Internships' });
      await activeRow.waitFor();
      expect(await activeRow.locator('dd').textContent()).toBe('1');
      await page.getByText('1 active', { exact: true }).waitFor();

      await page.goto(`${url}/university/students`);
      const umaCard = page.getByRole('article', { name: `${uma.firstName} ${uma.lastName}` });
      const calCard = page.getByRole('article', { name: `${cal.firstName} ${cal.lastName}` });
      await umaCard.getByRole('heading', { name: 'Upcoming Internship' }).waitFor();
      expect(await umaCard.getByText(/^Internship starts /).count()).toBe(1);
      expect(await umaCard.getByText(/Current Internship|Active Internship/).count()).toBe(0);
      await calCard.getByRole('heading', { name: 'Current Internship' }).waitFor();
      expect(await calCard.getByText('Active Internship', { exact: true }).count()).toBe(1);
      expect(await statValue(page, 'Active Internships').textContent()).toBe('1');

      await umaCard.getByRole('link', { name: /View Details/ }).click();
      await page.waitForURL(`${url}/university/students/${uma.id}`);
      await page.getByRole('heading', { name: 'Upcoming Internship', level: 2 }).waitFor();
      expect(await page.getByText(/^Internship starts /).count()).toBe(1);
      expect(await page.getByText('Current Internship').count()).toBe(0);
    });
  },
);
