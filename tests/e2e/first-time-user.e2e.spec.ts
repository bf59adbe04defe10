/**
 * What a careful first-time user trips over (issue 18), measured in Chromium: the employer's navigation bar stays one
 * row at 1280 and 1920 px with a long company name, and collapses behind Menu at 375 px; a university's page of a
 * student with a long unbroken email does not scroll sideways at 375 px; toasts cover no main control, stack, and go
 * with Escape or a swipe; the public list tells an empty job board from filters that match nothing, and says once
 * why cards name no company; two-column forms line up; logbook entries show collapsed until opened. Screenshots (the
 * header and the student page at 375, 1280 and 1920 px, toasts, the logbook) go to `test-results/first-time-user/`
 * (git-ignored); the assertions are on measured geometry. One Stint process serves the file.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  callApi,
  PASSWORD,
  registerApprovedUniversity,
  registerStudentOf,
  signInThroughForm,
} from './support-accounts/accounts-pages';
import {
  applyThroughApi,
  isoDate,
  postInternship,
  registerEmployer,
  registerStudent,
  type Account,
} from './support-internships/internship-fixtures';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';

const ADMIN_EMAIL = 'admin@first-time.example.org';
const ADMIN_PASSWORD = 'admin password 42';

const SCREENS = fileURLToPath(new URL('../../test-results/first-time-user/', import.meta.url));

/** The whole page from its top, or (`fullPage: false`) what the screen shows, fixed toasts included. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage });
}

async function box(locator: Locator): Promise<Box> {
  const measured = await locator.boundingBox();
  if (!measured) throw new Error(`${locator.toString()} is not on screen`);
  return measured;
}

/** How far the page scrolls sideways: the scrolling element's width against the viewport's. */
function widths(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate<{ scroll: number; viewport: number }>(
    '({ scroll: document.scrollingElement.scrollWidth, viewport: window.innerWidth })',
  );
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A student accepted to a new internship, with draft logbook entries written through the api. */
async function studentWithDraftEntries(
  baseUrl: string,
  entries: { title: string; reflection: string }[],
): Promise<Account> {
  const [employer, student] = await Promise.all([registerEmployer(baseUrl), registerStudent(baseUrl, 'Amara')]);
  const internship = await postInternship(baseUrl, employer, `Data Intern ${randomUUID().slice(0, 6)}`);
  await applyThroughApi(baseUrl, student, internship._id, 'I would love to join your data team.');
  const applications = await callApi<{ applications: { _id: string }[] }>(
    baseUrl,
    `/applications/employer/internship/${internship._id}`,
    { token: employer.token },
  );
  const accepted = await callApi(baseUrl, `/applications/${applications.body.data.applications[0]!._id}/status`, {
    method: 'PATCH',
    token: employer.token,
    body: { status: 'accepted' },
  });
  expect(accepted.status).toBe(200);
  for (const [index, entry] of entries.entries()) {
    const created = await callApi(baseUrl, '/logbooks', {
      token: student.token,
      body: {
        internship: internship._id,
        weekNumber: index + 1,
        title: entry.title,
        activities: ['Cleaned the sales data', 'Built a first dashboard'],
        learningOutcomes: 'How the warehouse tables fit together.',
        hoursWorked: 36 + index,
        studentReflection: entry.reflection,
        dueDate: isoDate(7 * (index + 1)),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  return student;
}

async function signIn(page: Page, baseUrl: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await signInThroughForm(page, email, password);
  await page.waitForURL(/\/dashboard$/);
}

describe.skipIf(announceSkip('first-time user checks in Chromium', browserSkipReason()))(
  'what a first-time user trips over',
  () => {
    const app = useStintInChromium('first-time', { ADMIN_EMAIL, ADMIN_PASSWORD });

    it('keeps the employer navigation bar on one row at 1280 and 1920 px, and collapses it at 375 px', async () => {
      const tag = randomUUID().slice(0, 8);
      const companyName = `Brightlane Software Engineering and Consulting Partners International ${tag}`;
      const email = `dana-${tag}@brightlane.example`;
      const registered = await callApi(app.stint.url, '/auth/register', {
        body: {
          role: 'employer',
          email,
          phone: '+44 20 7946 0200',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          companyName,
          companyAddress: '2 Dock Street, Leeds',
          firstName: 'Dana',
          lastName: 'Whitfield',
        },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const linkNames = ['Dashboard', 'Post Internship', 'Evaluations', 'Logbooks', 'My Internships'];

      for (const width of [1280, 1920]) {
        const page = await app.newPage(width);
        await signIn(page, app.stint.url, email);
        const nav = page.getByRole('navigation', { name: 'Main' });
        const profile = nav.getByRole('button', { name: companyName });
        await profile.waitFor();

        const header = await box(page.getByRole('banner'));
        expect(header.height, `header height at ${width} px`).toBeLessThan(80);
        const links = await Promise.all(linkNames.map((name) => box(nav.getByRole('link', { name, exact: true }))));
        for (const [index, link] of links.entries()) {
          expect(Math.abs(link.y - links[0]!.y), `${linkNames[index]} on the first row at ${width} px`).toBeLessThan(2);
          expect(link.y + link.height, `${linkNames[index]} inside the bar`).toBeLessThanOrEqual(header.height);
        }
        const menuButton = await box(profile);
        expect(menuButton.y + menuButton.height).toBeLessThanOrEqual(header.height);
        expect(menuButton.x, 'the profile menu after the last link').toBeGreaterThan(links.at(-1)!.x);
        // The name is cut with an ellipsis; its title holds all of it.
        const name = profile.locator('[title]').first();
        expect(await name.getAttribute('title')).toBe(companyName);
        expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        expect((await widths(page)).scroll).toBeLessThanOrEqual(width);
        await screenshot(page, `employer-header-${width}`);
        await page.context().close();
      }

      const phone = await app.newPage(375);
      await signIn(phone, app.stint.url, email);
      const nav = phone.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Menu' });
      await toggle.waitFor();
      expect((await box(phone.getByRole('banner'))).height).toBeLessThan(80);
      expect(await nav.getByRole('link', { name: 'My Internships' }).isVisible()).toBe(false);
      await screenshot(phone, 'employer-header-375');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'My Internships' }).waitFor();
      await screenshot(phone, 'employer-header-375-menu-open');
      // A click outside the bar (on the page's heading) closes the menu, and stays on the page.
      await phone.getByRole('heading', { level: 1 }).click();
      await nav.getByRole('link', { name: 'My Internships' }).waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(phone.url()).toBe(`${app.stint.url}/employer/dashboard`);
      expect((await widths(phone)).scroll).toBeLessThanOrEqual(375);
      await phone.context().close();
    });

    it("shows a student's long email on the university's student page without sideways scrolling", async () => {
      const url = app.stint.url;
      const university = await registerApprovedUniversity(url, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const email = `ravi-chandrasekar-${randomUUID().slice(0, 8)}@students.northbridgeuniversityofappliedsciences.example`;
      const details = await registerStudentOf(url, university, 'Ravi', { email });
      const name = `${details.firstName} ${details.lastName}`;

      for (const width of [375, 1280, 1920]) {
        const page = await app.newPage(width);
        await signIn(page, url, university.email);
        await page.goto(`${url}/university/students/${details.id}`);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        // The whole address is there, on the page's first lines…
        const intro = page.getByText(`Student ID ${details.studentId}`);
        expect(await intro.textContent()).toContain(email);
        // …and nothing is wider than the screen.
        const measured = await widths(page);
        expect(measured.scroll, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(measured.viewport);
        const introBox = await box(intro);
        expect(introBox.x + introBox.width).toBeLessThanOrEqual(width);
        await screenshot(page, `university-student-detail-${width}`);
        await page.context().close();
      }
    });

    it('shows toasts where they cover no main control, stacks them, and lets Escape or a swipe dismiss them', async () => {
      const url = app.stint.url;
      const titles = ['Week one: the warehouse data', 'Week two: the first dashboard', 'Week three: the review'];
      const student = await studentWithDraftEntries(
        url,
        titles.map((title) => ({ title, reflection: `What I learned in “${title}”.` })),
      );
      const page = await app.newPage(1280);
      await signIn(page, url, student.email);
      await page.goto(`${url}/student/logbook`);
      const card = (title: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const submit = (title: string) => card(title).getByRole('button', { name: /^Submit/ });
      const newEntry = page.getByRole('main').getByRole('button', { name: 'New Entry' }).first();
      const overview = page.getByRole('region', { name: 'Overview' });
      const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

      await submit(titles[0]!).click();
      const toast = toasts.filter({ hasText: titles[0]! });
      await toast.waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate('window.scrollTo(0, 0)');
        const toastBox = await box(toast);
        expect(overlaps(toastBox, await box(newEntry)), `the toast on New Entry at ${width} px`).toBe(false);
        expect(overlaps(toastBox, await box(overview)), `the toast on the counts at ${width} px`).toBe(false);
        expect(toastBox.y + toastBox.height, `the toast inside the screen at ${width} px`).toBeLessThanOrEqual(900);
        expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
        await screenshot(page, `toast-${width}`, false);
      }
      await page.keyboard.press('Escape');
      await toast.waitFor({ state: 'detached' });

      // Two at once stack, the newest nearest the bottom edge; a swipe dismisses one, Escape the rest.
      await page.setViewportSize({ width: 1280, height: 900 });
      await submit(titles[1]!).click();
      await toasts.filter({ hasText: titles[1]! }).waitFor();
      await submit(titles[2]!).click();
      const newest = toasts.filter({ hasText: titles[2]! });
      await newest.waitFor();
      const older = toasts.filter({ hasText: titles[1]! });
      const [olderBox, newestBox] = [await box(older), await box(newest)];
      expect(overlaps(olderBox, newestBox)).toBe(false);
      expect(newestBox.y).toBeGreaterThan(olderBox.y);

      const from = { x: newestBox.x + newestBox.width / 2, y: newestBox.y + 12 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 80, from.y, { steps: 4 });
      await page.mouse.move(from.x + 200, from.y, { steps: 4 });
      await page.mouse.up();
      await newest.waitFor({ state: 'detached' });
      expect(await older.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await older.waitFor({ state: 'detached' });
      await page.context().close();
    });

    it('tells a visitor that the job board is empty rather than that the filters match nothing, and why cards name no company, once', async () => {
      const url = app.stint.url;
      const employer = await registerEmployer(url);
      const internship = await postInternship(url, employer, `Robotics Intern ${randomUUID().slice(0, 6)}`);
      const page = await app.newPage(1280);

      // No filter: the external section says the board has nothing (this Stint's job board is unreachable).
      await page.goto(`${url}/internships`);
      const listed = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: internship.title, exact: true }) });
      await listed.waitFor();
      const external = page.getByRole('region', { name: /^External internships/ });
      await external.getByText('The partner job board has no internship roles listed right now.').waitFor();
      expect(await page.getByText('match these filters').count()).toBe(0);
      // One notice about the hidden companies; the cards neither repeat it nor make initials up from the title.
      expect(await page.getByText('Company names of internships posted on Stint show once you sign in.').count()).toBe(
        1,
      );
      expect(await page.getByText('Sign in to see company').count()).toBe(0);
      expect(await listed.textContent()).not.toContain(employer.companyName);
      expect((await listed.locator('.company-logo').textContent())?.trim()).toBe('');

      // With a filter that the platform internship matches, the empty external section speaks of the filters.
      await page.goto(`${url}/internships?location=Leeds`);
      await listed.waitFor();
      await external.getByText('No external internships match these filters.').waitFor();
      expect(await external.getByText('right now').count()).toBe(0);
      await page.context().close();
    });

    it('lines up the two columns of a form when only one field has a hint', async () => {
      const page = await app.newPage(1280);
      await page.goto(`${app.stint.url}/register?role=student`);
      const password = page.getByLabel('Password', { exact: true });
      await password.waitFor();
      expect(await page.getByText('At least 6 characters.').count()).toBe(1);
      const [left, right] = [await box(password), await box(page.getByLabel('Confirm password', { exact: true }))];
      expect(right.x, 'Confirm password in the second column').toBeGreaterThan(left.x + left.width);
      expect(Math.abs(left.y - right.y)).toBeLessThan(1);
      expect(Math.abs(left.height - right.height)).toBeLessThan(1);
      await page.context().close();
    });

    it('shows each logbook entry as one summary line until the student opens it', async () => {
      const url = app.stint.url;
      const title = 'Week one: the warehouse data';
      const reflection = 'I learned to ask where a number comes from before I chart it.';
      const student = await studentWithDraftEntries(url, [{ title, reflection }]);
      const page = await app.newPage(375);
      await signIn(page, url, student.email);
      await page.goto(`${url}/student/logbook`);
      const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const toggle = entry.getByRole('button', { name: title, exact: true });
      await toggle.waitFor();

      // Collapsed: the summary (date, hours, due date), the status and Submit; not the texts.
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await entry.getByText(/36 hours · due /).waitFor();
      await entry.getByText('Draft', { exact: true }).first().waitFor();
      await entry.getByRole('button', { name: /^Submit/ }).waitFor();
      expect(await entry.getByText(reflection).isVisible()).toBe(false);
      expect(await entry.getByRole('listitem').count()).toBe(0);
      const collapsed = await box(entry);
      await screenshot(page, logbookStream('collapsed-375'), false);

      // Opened: the whole entry.
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await entry.getByText(reflection).waitFor();
      expect(await entry.getByRole('listitem').allTextContents()).toEqual([
        'Cleaned the sales data',
        'Built a first dashboard',
      ]);
      const expanded = await box(entry);
      expect(expanded.height).toBeGreaterThan(collapsed.height + 200);

      // And closed again, from the keyboard.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await entry.getByText(reflection).waitFor({ state: 'hidden' });
      await page.context().close();
    });
  },
);
