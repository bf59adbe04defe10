/**
 * Messages per application in the browser (issue 17 item 2): a student and an employer in two browsers write to each
 * other on the application; each message appears on the other side without a reload, the employer's navbar badge
 * counts up live and clears once the thread is read. The thread panel passes axe and fits a phone.
 */
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

describe.skipIf(announceSkip('messages in Chromium', browserSkipReason()))('messages in the browser', () => {
  const app = useStintInChromium('messages');

  it('student and employer exchange messages live; the badge counts up and clears on reading', async () => {
    const base = app.stint.url;
    const [employer, student] = await Promise.all([registerEmployer(base), registerStudent(base, 'Ada')]);
    const internship = await postInternship(base, employer, 'Robotics intern');
    const applicationId = await applyThroughApi(base, student, internship._id, 'I would love to build robots.');

    const hr = await app.newPage();
    await hr.goto(`${base}/login`);
    await signInThroughForm(hr, employer.email);
    await hr.waitForURL(`${base}/employer/dashboard`);
    await hr.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();

    const ada = await app.newPage(375);
    await ada.goto(`${base}/login`);
    await signInThroughForm(ada, student.email);
    await ada.waitForURL(`${base}/student/dashboard`);
    await ada.goto(`${base}/student/applications/${applicationId}`);
    const adaThread = ada.getByRole('region', { name: 'Messages' });
    await adaThread.getByText('No messages yet. Write the first one below.').waitFor();
    await adaThread.getByLabel('Your message').fill('Hello! Is the role remote?');
    await adaThread.getByRole('button', { name: 'Send Message' }).click();
    await adaThread.getByRole('log').getByText('Hello! Is the role remote?').waitFor();
    await expectAccessible(ada, 'the thread on the application page');
    const overflow = await ada.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, 'the application page with its thread at 375 px').toBeLessThanOrEqual(0);

    // The employer's badge counts up without a reload; a second message makes two.
    const unreadOne = hr.getByRole('link', { name: 'Messages, 1 unread' });
    await unreadOne.waitFor();
    await adaThread.getByLabel('Your message').fill('I could start in March.');
    await adaThread.getByRole('button', { name: 'Send Message' }).click();
    await hr.getByRole('link', { name: 'Messages, 2 unread' }).waitFor();
    expect(await hr.getByTestId('unread-messages-count').textContent()).toBe('2');

    // Opening the application reads the thread: the badge clears.
    await hr.goto(`${base}/employer/internships/${internship._id}`);
    await hr.getByRole('button', { name: `View ${student.name}'s application` }).click();
    const dialog = hr.getByRole('dialog');
    const hrThread = dialog.getByRole('region', { name: 'Messages' });
    await hrThread.getByText('I could start in March.').waitFor();
    await hr.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
    await expectAccessible(hr, 'the thread in the application view');

    // The employer answers: the student's open thread shows it without a reload, and reading it there keeps her badge
    // at nothing unread.
    await hrThread.getByLabel('Your message').fill('Partly: two days a week in the office.');
    await hrThread.getByRole('button', { name: 'Send Message' }).click();
    await adaThread.getByRole('log').getByText('Partly: two days a week in the office.').waitFor();
    await ada.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
    const texts = await adaThread.getByRole('listitem').allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[2]).toContain('Partly: two days a week in the office.');

    // On her list of applications, the next message shows on the application and in her badge, live; opening the
    // application reads it and both clear.
    await ada.goto(`${base}/student/applications`);
    await ada.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
    await hrThread.getByLabel('Your message').fill('See you in March!');
    await hrThread.getByRole('button', { name: 'Send Message' }).click();
    await ada.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await ada.getByText('1 unread message', { exact: true }).waitFor();
    await expectAccessible(ada, 'the applications list with an unread message');
    await ada.getByRole('link', { name: 'Robotics intern' }).click();
    await ada.getByRole('region', { name: 'Messages' }).getByText('See you in March!').waitFor();
    await ada.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
  });
});
