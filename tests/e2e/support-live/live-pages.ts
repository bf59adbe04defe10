/**
 * Pages a journey keeps open while others act (issue 17): each signed in through the form in a browser context of its
 * own, marked once open, and checked at the end never to have reloaded, so every step they showed arrived live.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StintInChromium } from '../../support/e2e-app';
import { PASSWORD, signInThroughForm } from '../support-accounts/accounts-pages';
import { smallPdf } from '../support-internships/internship-fixtures';

/** A new page signed in as `email`, on the dashboard the sign-in leads to. */
export async function signedInPage(
  app: StintInChromium,
  email: string,
  options: { password?: string; width?: number } = {},
): Promise<Page> {
  const page = await app.newPage(options.width);
  await page.goto(`${app.stint.url}/login`);
  await signInThroughForm(page, email, options.password ?? PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return page;
}

/** A marker in each page's JavaScript world: a reload or a full navigation drops it. */
export async function markPages(...pages: Page[]): Promise<void> {
  await Promise.all(pages.map((page) => page.evaluate('window.__stintLiveMarker = true')));
}

/** Every page still holds its marker: nothing reloaded it since `markPages`. */
export async function expectNotReloaded(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    expect(await page.evaluate<boolean>('window.__stintLiveMarker === true'), page.url()).toBe(true);
  }
}

/** A `datetime-local` value `days` from now at `hour`:00, in the page's own time zone. */
export function localDateTime(page: Page, days: number, hour: number): Promise<string> {
  return page.evaluate<string>(
    `(() => { const d = new Date(Date.now() + ${days} * 86400000); d.setHours(${hour}, 0, 0, 0);` +
      ` const p = (n) => String(n).padStart(2, '0');` +
      ` return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T' + p(d.getHours()) + ':00'; })()`,
  );
}

/** The student applies through the apply screen with a real PDF, and lands on their applications page. */
export async function applyThroughForm(
  page: Page,
  baseUrl: string,
  internshipId: string,
  application: { coverLetter: string; studentName: string },
): Promise<void> {
  await page.goto(`${baseUrl}/internships/${internshipId}/apply`);
  await page.getByLabel('Cover letter').fill(application.coverLetter);
  await page.getByLabel('Resume').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(`Resume of ${application.studentName}`),
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL(`${baseUrl}/student/applications`);
}
