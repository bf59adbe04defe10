/**
 * The public and student internship screens in Chromium (spec 1 §2.7, §2.8, §2.14, §2.15, §5): signed out, a platform
 * internship's company and employer contact are left out, in the list as in the detail, and Save and Apply Now bring
 * the sign-in prompt; an unknown internship shows the error screen. Signed in as a student, the company shows, Save
 * toggles and the Saved filter lists what was saved; a PNG named `resume.pdf` is refused with the spec's message and
 * nothing is sent; a real PDF goes through and the application shows as Pending with its status history. One Stint
 * process serves the file.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { callApi, signInThroughForm } from './support-accounts/accounts-pages';
import {
  postInternship,
  registerEmployer,
  registerStudent,
  smallPdf,
  type Account,
  type ApiInternship,
  type Employer,
} from './support-internships/internship-fixtures';

/** A 1×1 PNG: what the student picks by mistake, renamed `resume.pdf`. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Spec 1 §5 and the apply form's rules (resume-rules.ts): the message for a file that is not PDF or Word. */
const RESUME_TYPE_MESSAGE = 'Only PDF and Word documents are allowed!';

/** The text of the elements that describe a control (`aria-describedby`). */
function describedText(page: Page, ids: string | null): Promise<string> {
  return page.evaluate<string>(
    `${JSON.stringify(ids ?? '')}.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')`,
  );
}

/** A card of an internship grid, found by its title. */
function card(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe.skipIf(announceSkip('public and student screens in Chromium', browserSkipReason()))(
  'the public and student internship screens',
  () => {
    const app = useStintInChromium('public-student');
    let employer: Employer;
    let student: Account;
    let saved: ApiInternship;
    let applied: ApiInternship;

    beforeAll(async () => {
      const url = app.stint.url;
      [employer, student] = await Promise.all([registerEmployer(url), registerStudent(url, 'Ada')]);
      const tag = randomUUID().slice(0, 6);
      saved = await postInternship(url, employer, `Robotics Intern ${tag}`);
      applied = await postInternship(url, employer, `Data Intern ${tag}`);
    });

    async function signedInPage(): Promise<Page> {
      const page = await app.newPage();
      await page.goto(`${app.stint.url}/login`);
      await signInThroughForm(page, student.email);
      await page.waitForURL(`${app.stint.url}/student/dashboard`);
      return page;
    }

    it('leaves out the company and the employer contact for visitors, and asks them to sign in', async () => {
      const page = await app.newPage();
      // Everything the api sent this browser about internships, to check that the masking is not only on screen.
      const received: Promise<string>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/v1/internships'))
          received.push(response.text().catch(() => ''));
      });
      const secrets = [employer.companyName, employer.email, employer.name, employer.phone];
      const expectMasked = async (screen: string) => {
        const html = await page.content();
        for (const secret of secrets) expect(html, `${secret} on ${screen}`).not.toContain(secret);
      };

      await page.goto(`${app.stint.url}/internships`);
      const listed = card(page, saved.title);
      await listed.waitFor();
      // Said once above the cards, not on each of them.
      await page.getByText('Company names of internships posted on Stint show once you sign in.').waitFor();
      expect(await listed.getByText('Sign in to see company').count()).toBe(0);
      await expectMasked('the list');

      // Save on a card: the sign-in prompt, which Continue Browsing closes.
      await listed.getByRole('button', { name: `Save ${saved.title}` }).click();
      const savePrompt = page.getByRole('dialog', { name: 'Sign In Required' });
      await savePrompt.getByText('Sign in as a student to save internships for later.').waitFor();
      for (const action of ['Sign In', 'Create Account'])
        await savePrompt.getByRole('link', { name: action }).waitFor();
      await savePrompt.getByRole('button', { name: 'Continue Browsing' }).click();
      await savePrompt.waitFor({ state: 'detached' });

      await listed.getByRole('link', { name: saved.title }).click();
      await page.waitForURL(`${app.stint.url}/internships/${saved._id}`);
      await page.getByRole('heading', { level: 1, name: saved.title }).waitFor();
      await page.getByText('Sign in to see company').waitFor();
      for (const panel of ['About the Company', 'Contact'])
        await page.getByRole('region', { name: panel }).getByRole('link', { name: 'Sign In to View' }).waitFor();
      await expectMasked('the detail');

      // Apply Now: the sign-in prompt of spec 1 §2.8.
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const applyPrompt = page.getByRole('dialog', { name: 'Sign In Required' });
      await applyPrompt.getByText('Sign in as a student to apply for this internship.').waitFor();
      for (const action of ['Sign In', 'Create Account'])
        await applyPrompt.getByRole('link', { name: action }).waitFor();
      await applyPrompt.getByRole('button', { name: 'Continue Browsing' }).waitFor();
      expect(page.url()).toBe(`${app.stint.url}/internships/${saved._id}`);

      const bodies = await Promise.all(received);
      expect(bodies.some((body) => body.includes(saved.title))).toBe(true);
      for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);

      await page.goto(`${app.stint.url}/internships/no-such-internship`);
      await page.getByRole('heading', { name: 'Error Loading Internship' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Internship not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Internships' }).click();
      await page.waitForURL(`${app.stint.url}/internships`);
      await page.context().close();
    });

    it('shows a student the company and contact, saves an internship and lists it under Saved', async () => {
      const page = await signedInPage();

      await page.goto(`${app.stint.url}/internships`);
      const listed = card(page, saved.title);
      await listed.getByText(employer.companyName, { exact: true }).waitFor();
      await listed.getByRole('button', { name: `Save ${saved.title}` }).click();
      const savedButton = listed.getByRole('button', { name: `Saved ${saved.title}` });
      await savedButton.waitFor();
      expect(await savedButton.getAttribute('aria-pressed')).toBe('true');

      await listed.getByRole('link', { name: saved.title }).click();
      await page.getByRole('heading', { level: 1, name: saved.title }).waitFor();
      const contact = page.getByRole('region', { name: 'Contact' });
      await contact.getByRole('link', { name: employer.email }).waitFor();
      expect(await contact.textContent()).toContain(employer.name);
      expect(await page.getByRole('region', { name: 'About the Company' }).textContent()).toContain(
        employer.companyName,
      );
      expect(await page.getByRole('button', { name: `Saved ${saved.title}` }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      await page.goto(`${app.stint.url}/student/internships`);
      await card(page, applied.title).waitFor();
      const savedOnly = page.getByLabel('Saved only');
      await savedOnly.click();
      await page.getByRole('heading', { name: 'Saved internships' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^1 internship$/ })
        .waitFor();
      expect(await savedOnly.isChecked()).toBe(true);
      await card(page, saved.title).waitFor();
      expect(await card(page, applied.title).count()).toBe(0);

      // Save toggles back: the internship leaves the Saved list.
      await card(page, saved.title)
        .getByRole('button', { name: `Saved ${saved.title}` })
        .click();
      await page.getByRole('heading', { name: 'No Internships Found' }).waitFor();
      await page.getByText('You have not saved any internships yet.', { exact: false }).waitFor();
      await page.context().close();
    });

    it('refuses a PNG named resume.pdf, then sends a real PDF and shows the application as Pending', async () => {
      const page = await signedInPage();

      await page.goto(`${app.stint.url}/internships/${applied._id}/apply`);
      await page.getByRole('heading', { level: 1, name: `Apply for ${applied.title}` }).waitFor();
      await page.getByLabel('Cover letter').fill('I would love to work with your data team.');
      const resume = page.getByLabel('Resume', { exact: true });
      // The browser names the type from the extension: only the server, reading the bytes, can tell.
      await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PNG });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Your application was not sent' });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(RESUME_TYPE_MESSAGE);
      // The message is tied to the file input, so a screen reader reads it there too.
      expect(await resume.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, await resume.getAttribute('aria-describedby'))).toContain(RESUME_TYPE_MESSAGE);
      expect(await page.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true);
      const none = await callApi<{ applications: unknown[] }>(app.stint.url, '/applications/student', {
        token: student.token,
      });
      expect(none.body.data.applications).toEqual([]);

      await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: smallPdf('Ada') });
      await page.getByText('Selected: resume.pdf', { exact: false }).waitFor();
      expect(await resume.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: 'Submit Application' }).click();

      await page.waitForURL(`${app.stint.url}/student/applications`);
      await page.getByText('Application submitted successfully!').waitFor();
      const application = card(page, applied.title);
      await application.getByText('Pending', { exact: true }).waitFor();
      await application.getByRole('button', { name: /^View Details/ }).click();
      const dialog = page.getByRole('dialog', { name: applied.title });
      const history = dialog.getByRole('region', { name: 'Status history' });
      await history.getByRole('listitem').filter({ hasText: 'You submitted your application.' }).waitFor();
      expect(await history.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Pending.*You submitted your application\.$/),
      ]);

      // The internship's page now speaks of the application, not of applying.
      await page.goto(`${app.stint.url}/internships/${applied._id}`);
      const panel = page.getByRole('region', { name: 'Your Application' });
      await panel.getByRole('link', { name: 'View Application' }).waitFor();
      expect(await panel.textContent()).toMatch(/You applied on .+\. ?Pending/);
      expect(await page.getByRole('region', { name: 'Apply Now' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
      await page.context().close();
    });
  },
);
