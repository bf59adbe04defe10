/**
 * The notification centre and "Your data" in the browser (issue 8): an employer watches a new application ring the
 * bell without a reload, and it is still there after one; opening it marks it read. A student downloads their data,
 * deletes their account (a wrong password first), lands signed out on the home page and cannot sign in again, while
 * the employer's screens now say "Deleted user". One Stint process serves the file.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { callApi, expectAccessible, PASSWORD, signInThroughForm } from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  postInternship,
  registerEmployer,
  registerStudent,
} from './support-internships/internship-fixtures';

describe.skipIf(announceSkip('notifications and your data in Chromium', browserSkipReason()))(
  'notifications and your data in the browser',
  () => {
    const app = useStintInChromium('notifications');

    it('shows more than nine unread as 9+ in a small badge that leaves the bell in sight, on a laptop and on a phone, and the older ones on request', async () => {
      const base = app.stint.url;
      const [employer, student] = await Promise.all([registerEmployer(base), registerStudent(base, 'Ada')]);
      // Twelve applications, each a notification for the employer.
      for (let index = 1; index <= 12; index += 1) {
        const internship = await postInternship(base, employer, `Robotics intern ${index}`);
        await applyThroughApi(base, student, internship._id, 'I would love to build robots.');
      }

      for (const width of [1280, 375]) {
        const hr = await app.newPage(width);
        await hr.goto(`${base}/login`);
        await signInThroughForm(hr, employer.email);
        await hr.waitForURL(`${base}/employer/dashboard`);
        // Assistive technology hears the real number.
        const bell = hr.getByRole('button', { name: 'Notifications, 12 unread' });
        await bell.waitFor();
        const badge = bell.locator('.notification-bell__count');
        expect(await badge.textContent()).toBe('9+');
        const icon = (await bell.locator('svg').boundingBox())!;
        const count = (await badge.boundingBox())!;
        const overlap =
          Math.max(0, Math.min(icon.x + icon.width, count.x + count.width) - Math.max(icon.x, count.x)) *
          Math.max(0, Math.min(icon.y + icon.height, count.y + count.height) - Math.max(icon.y, count.y));
        expect(overlap / (icon.width * icon.height), `share of the bell under the badge at ${width} px`).toBeLessThan(
          0.25,
        );
        // The panel shows the newest ten; Show older brings the other two, and goes once there are no more.
        await bell.click();
        const panel = hr.getByRole('region', { name: 'Notifications' });
        const items = panel.getByRole('link', { name: /New application for Robotics intern/ });
        await items.nth(9).waitFor();
        expect(await items.count()).toBe(10);
        await panel.getByRole('button', { name: 'Show older notifications' }).click();
        await items.nth(11).waitFor();
        const numbers = (await items.allTextContents()).map((text) => Number(/Robotics intern (\d+)/.exec(text)?.[1]));
        expect(numbers).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
        expect(await panel.getByRole('button', { name: 'Show older notifications' }).count()).toBe(0);
        await hr.context().close();
      }
    });

    it('rings the bell live, keeps it across a reload, and marks it read when opened; the data export and deletion work', async () => {
      const base = app.stint.url;
      const employer = await registerEmployer(base);
      const student = await registerStudent(base, 'Ada');
      const internship = await postInternship(base, employer, 'Robotics intern');

      const hr = await app.newPage();
      await hr.goto(`${base}/login`);
      await signInThroughForm(hr, employer.email);
      await hr.waitForURL(`${base}/employer/dashboard`);
      await hr.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

      // The student applies elsewhere (a script): the employer's bell rings without a reload.
      await applyThroughApi(base, student, internship._id, 'I would love to build robots.');
      const bell = hr.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor();
      await hr.reload();
      await bell.waitFor();
      await bell.click();
      const item = hr.getByRole('link', { name: /New application for Robotics intern/ });
      expect(await item.textContent()).toContain(`${student.name} applied.`);
      await expectAccessible(hr, 'the notification panel');
      await item.click();
      await hr.waitForURL(`${base}/employer/internships/${internship._id}`);
      await hr.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

      // The student's data: a file named for today, with their own application opened.
      const ada = await (
        await app.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
      ).newPage();
      await ada.goto(`${base}/login`);
      await signInThroughForm(ada, student.email);
      await ada.waitForURL(`${base}/student/dashboard`);
      await ada.getByRole('button', { name: new RegExp(student.name) }).click();
      await ada.getByRole('link', { name: 'Your data' }).click();
      await ada.waitForURL(`${base}/student/your-data`);
      await ada.getByRole('heading', { name: 'Your Data', exact: true }).waitFor();
      await expectAccessible(ada, 'Your data');
      const [download] = await Promise.all([
        ada.waitForEvent('download'),
        ada.getByRole('button', { name: 'Download My Data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^stint-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        account: { email: string };
        events: { type: string; data: { personal?: { coverLetter?: string } } }[];
      };
      expect(exported.account.email).toBe(student.email);
      expect(exported.events.find((event) => event.type === 'ApplicationSubmitted')?.data.personal?.coverLetter).toBe(
        'I would love to build robots.',
      );
      expect(JSON.stringify(exported)).not.toContain(employer.email);

      // Deleting: the password is checked first, then the account goes and the browser is signed out.
      await ada.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = ada.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill('not my password');
      await dialog.getByRole('button', { name: 'Delete My Account' }).click();
      await dialog.getByText('Password is incorrect').waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Delete My Account' }).click();
      await ada.waitForURL(`${base}/`);
      await ada.getByRole('link', { name: 'Get Started' }).first().waitFor();
      expect(await ada.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();
      const refused = await callApi(base, '/auth/login', { body: { email: student.email, password: PASSWORD } });
      expect(refused).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });

      // The employer now sees "Deleted user", in the bell too.
      await hr.goto(`${base}/employer/dashboard`);
      await hr.getByRole('link', { name: 'Deleted user' }).first().waitFor();
      await hr.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
      await hr.getByText('Deleted user applied. Review the application.').waitFor();
      expect(await hr.locator('main').textContent()).not.toContain(student.name);
    });
  },
);
