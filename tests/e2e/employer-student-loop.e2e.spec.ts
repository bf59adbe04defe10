/**
 * The employer–student loop in two browsers (issue: internships and applications, employer side): the employer posts
 * an internship through the form; the student applies with a real PDF; the employer's open internship page shows the
 * application without a reload; the employer accepts it; the student's open page shows Accepted without a reload.
 * Then every employer screen passes axe-core at 375 px without horizontal scrolling. One Stint process serves the file.
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
  isoDate,
  postInternship,
  registerEmployer,
  registerStudent,
} from './support-internships/internship-fixtures';
import { applyThroughForm } from './support-live/live-pages';

const COVER_LETTER = 'I would love to build robots with your team.';

/** A marker in the page's JavaScript world: a reload or a full navigation drops it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate('window.__stintLoopMarker = true');
}

async function isStillMarked(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('window.__stintLoopMarker === true');
}

describe.skipIf(announceSkip('employer and student in Chromium', browserSkipReason()))(
  'the employer–student loop in two browsers',
  () => {
    const app = useStintInChromium('loop');
    const newPage = (width?: number) => app.newPage(width);

    it('an application reaches the employer live, and the acceptance reaches the student live', async () => {
      const [employer, student] = await Promise.all([
        registerEmployer(app.stint.url),
        registerStudent(app.stint.url, 'Ada'),
      ]);
      const employerPage = await newPage();
      const studentPage = await newPage();

      await employerPage.goto(`${app.stint.url}/login`);
      await signInThroughForm(employerPage, employer.email);
      await employerPage.waitForURL(`${app.stint.url}/employer/dashboard`);
      await employerPage.getByRole('heading', { name: 'Your Postings' }).waitFor();
      await employerPage.getByText('You have not posted an internship yet.').waitFor();

      // The employer posts through the form; the defaults of spec 1 §9 are already there.
      await employerPage
        .getByRole('link', { name: /^Post Internship/ })
        .first()
        .click();
      await employerPage.waitForURL(`${app.stint.url}/employer/post-internship`);
      const field = (label: string) => employerPage.getByLabel(label, { exact: true });
      expect(await field('Company').inputValue()).toBe(employer.companyName);
      expect(await field('Category').inputValue()).toBe('Technology');
      expect(await field('Positions').inputValue()).toBe('1');
      expect(await field('Work type').inputValue()).toBe('onsite');
      expect(await field('Currency').inputValue()).toBe('USD');
      expect(await field('Stipend period').inputValue()).toBe('monthly');
      expect(await employerPage.getByLabel('Duration').inputValue()).toBe('3 months');
      // Nothing is sent while required fields are empty.
      await employerPage.getByRole('button', { name: 'Post Internship' }).click();
      await employerPage.getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();

      const title = `Robotics Intern ${randomUUID().slice(0, 6)}`;
      await field('Title').fill(title);
      await field('Description').fill('Build and test warehouse robots with our engineers.');
      await employerPage.getByLabel('Requirements').fill('Python\n\n  Curiosity  \n');
      await employerPage.getByLabel('Skills').fill('Python, ROS , C++');
      await field('Location').fill('Leeds, UK');
      await field('Start date').fill(isoDate(40));
      await field('End date').fill(isoDate(130));
      await field('Application deadline').fill(isoDate(20));
      await field('Stipend amount').fill('1500');
      await employerPage.getByRole('button', { name: 'Post Internship' }).click();

      await employerPage.waitForURL(`${app.stint.url}/employer/dashboard`);
      await employerPage.getByText('Internship posted').waitFor();
      await employerPage.getByRole('link', { name: title }).click();
      await employerPage.waitForURL(/\/employer\/internships\/[^/]+$/);
      const internshipId = employerPage.url().split('/').pop()!;
      await employerPage.getByRole('heading', { level: 1, name: title }).waitFor();
      const requirements = employerPage.getByRole('region', { name: 'Requirements' });
      expect(await requirements.getByRole('listitem').allTextContents()).toEqual(['Python', 'Curiosity']);
      await employerPage.getByText('No applications yet').waitFor();
      await markPage(employerPage);

      // The student applies through the apply screen with a real PDF, and lands on their applications page.
      await studentPage.goto(`${app.stint.url}/login`);
      await signInThroughForm(studentPage, student.email);
      await studentPage.waitForURL(`${app.stint.url}/student/dashboard`);
      await applyThroughForm(studentPage, app.stint.url, internshipId, {
        coverLetter: COVER_LETTER,
        studentName: student.name,
      });
      const studentCard = studentPage
        .getByRole('listitem')
        .filter({ has: studentPage.getByRole('heading', { name: title }) });
      await studentCard.waitFor();
      expect(await studentCard.textContent()).not.toContain('Accepted');
      await markPage(studentPage);

      // Without a reload: the row, and a toast.
      const row = employerPage
        .getByRole('listitem')
        .filter({ has: employerPage.getByRole('heading', { name: student.name }) });
      await row.waitFor({ timeout: 15_000 });
      await employerPage.getByText('New application received').waitFor();
      expect(await row.textContent()).toContain('Pending');

      // The application modal: details, history and the resume through a signed link.
      await row.getByRole('button', { name: /^View/ }).click();
      const dialog = employerPage.getByRole('dialog', { name: student.name });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(COVER_LETTER);
      await dialog.getByRole('tab', { name: 'Resume' }).click();
      const view = dialog.getByRole('link', { name: /^View Resume/ });
      await view.waitFor();
      const resume = await employerPage.request.get(
        new URL((await view.getAttribute('href'))!, app.stint.url).toString(),
      );
      expect(resume.status()).toBe(200);
      expect(resume.headers()['content-type']).toBe('application/pdf');
      expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await employerPage.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await row.getByRole('button', { name: /^Accept/ }).click();
      await employerPage
        .getByRole('dialog', { name: 'Accept this application?' })
        .getByRole('button', { name: 'Accept Application' })
        .click();
      await row.getByText('Accepted', { exact: true }).waitFor();
      // The internship loads again too: its only position is taken.
      await employerPage.getByText('All 1 position is filled.').waitFor();
      expect(await employerPage.getByRole('region', { name: 'Details' }).textContent()).toContain('1 of 1 filled');
      expect(await row.getByRole('button', { name: /^Accept/ }).count()).toBe(0);

      // The student's open page follows without a reload.
      await studentCard.getByText('Accepted', { exact: true }).waitFor({ timeout: 15_000 });
      // Neither page was reloaded or navigated away: the marker set on each is still there.
      expect(await isStillMarked(employerPage)).toBe(true);
      expect(await isStillMarked(studentPage)).toBe(true);
      await Promise.all([employerPage.context().close(), studentPage.context().close()]);
    });

    it('puts the applications first on the internship page, counted in its header, on a laptop and on a phone', async () => {
      const [employer, ada, alan] = await Promise.all([
        registerEmployer(app.stint.url),
        registerStudent(app.stint.url, 'Ada'),
        registerStudent(app.stint.url, 'Alan'),
      ]);
      // As much as a real posting says, so the details take the room they do in real life.
      const internship = await postInternship(app.stint.url, employer, `Frontend Intern ${randomUUID().slice(0, 6)}`, {
        description:
          'Build the screens our customers use every day. You will work in React and TypeScript on the new onboarding flow, with a designer and a senior frontend engineer, and learn how we test for accessibility before anything ships.',
        responsibilities: [
          'Implement components from the design system',
          'Write unit and end-to-end tests',
          'Fix accessibility issues found in audits',
        ],
        requirements: ['HTML, CSS and JavaScript', 'Some React experience (coursework counts)', 'An eye for detail'],
        benefits: ['Laptop and home-office budget', 'Mentor for the whole placement'],
        skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
      });
      await applyThroughApi(app.stint.url, ada, internship._id, COVER_LETTER);
      await applyThroughApi(app.stint.url, alan, internship._id, COVER_LETTER);

      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 667 },
      ]) {
        const page = await (await app.browser.newContext({ viewport })).newPage();
        await page.goto(`${app.stint.url}/login`);
        await signInThroughForm(page, employer.email);
        await page.waitForURL(`${app.stint.url}/employer/dashboard`);
        await page.goto(`${app.stint.url}/employer/internships/${internship._id}`);
        const list = page.getByRole('region', { name: /^Applications/ }).getByRole('list');
        await list.getByRole('heading', { name: ada.name }).waitFor();
        await list.getByRole('heading', { name: alan.name }).waitFor();
        expect(await page.evaluate<number>('window.scrollY')).toBe(0);
        const top = (await list.boundingBox())!.y;
        expect(top, `the applications' top at ${viewport.width} px`).toBeLessThan(viewport.height);
        expect(await page.locator('.page-header__intro').textContent()).toBe(
          `${employer.companyName} · Leeds, UK · 2 applications`,
        );
        // The details are still there, after them.
        const details = (await page.getByRole('region', { name: 'Details' }).boundingBox())!.y;
        expect(details).toBeGreaterThan(top);
        await page.context().close();
      }
    });

    it('passes axe-core at 375 px on every employer screen, without horizontal scrolling', async () => {
      const [employer, student] = await Promise.all([
        registerEmployer(app.stint.url),
        registerStudent(app.stint.url, 'Mary'),
      ]);
      const internship = await postInternship(app.stint.url, employer, `Data Intern ${randomUUID().slice(0, 6)}`);
      await applyThroughApi(app.stint.url, student, internship._id, COVER_LETTER);
      const page = await newPage(375);

      await page.goto(`${app.stint.url}/login`);
      await signInThroughForm(page, employer.email);
      await page.waitForURL(`${app.stint.url}/employer/dashboard`);
      await page.getByRole('link', { name: internship.title }).waitFor();
      await page.getByRole('link', { name: student.name }).waitFor();
      await expectAccessible(page, 'employer dashboard');

      await page.goto(`${app.stint.url}/employer/post-internship`);
      await page.getByRole('button', { name: 'Post Internship' }).click();
      await page.getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
      await expectAccessible(page, 'post internship with errors');

      await page.goto(`${app.stint.url}/employer/internships`);
      await page.getByRole('link', { name: internship.title }).waitFor();
      await expectAccessible(page, 'my internships');

      await page.getByRole('link', { name: internship.title }).click();
      await page.getByRole('heading', { name: student.name }).waitFor();
      await expectAccessible(page, 'internship detail');
      await page.getByRole('button', { name: /^View/ }).click();
      const dialog = page.getByRole('dialog', { name: student.name });
      await dialog.waitFor();
      await expectAccessible(page, 'application modal');
      // A modal dialog: the keyboard stays inside it, and Escape closes it.
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      for (let press = 0; press < 10; press += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate<boolean>("document.activeElement?.closest('dialog') !== null")).toBe(true);
      }
      await dialog.getByRole('tab', { name: 'Resume' }).click();
      await dialog.getByRole('link', { name: /^View Resume/ }).waitFor();
      await expectAccessible(page, 'application modal, resume tab');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('heading', { name: 'Edit Internship' }).waitFor();
      await page.getByLabel('Title', { exact: true }).waitFor();
      expect(await page.getByLabel('Requirements').inputValue()).toBe('Curiosity');
      await expectAccessible(page, 'edit internship');
      await page.getByLabel('Title', { exact: true }).fill(`${internship.title} (renamed)`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Internship updated successfully!').waitFor();
      await page.getByRole('heading', { level: 1, name: `${internship.title} (renamed)` }).waitFor();

      await page.goto(`${app.stint.url}/employer/internships/no-such-internship`);
      await page.getByRole('heading', { name: 'Internship Not Found' }).waitFor();
      await expectAccessible(page, 'internship not found');

      await page.goto(`${app.stint.url}/employer/applications`);
      await page.getByRole('heading', { name: 'Applications are managed per internship' }).waitFor();
      await expectAccessible(page, 'applications overview');
      await page.getByRole('button', { name: 'Go Now' }).click();
      await page.waitForURL(`${app.stint.url}/employer/internships`);
      await page.context().close();
    });
  },
);
