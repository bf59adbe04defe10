/**
 * Interviews in the browser (issue 17 item 3): the employer proposes two slots from the application view, in their
 * own time zone; the student's open application page shows them live, in her zone with the zone named, and she picks
 * one; the employer's view shows the pick without a reload, and both dashboards list it under "Upcoming interviews".
 * The panel passes axe and fits a phone.
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

/** A `datetime-local` value `days` from now at `hour`:00, in the page's own zone. */
const localValue = (days: number, hour: number) =>
  `(() => { const d = new Date(Date.now() + ${days} * 86400000); d.setHours(${hour}, 0, 0, 0);` +
  ` const p = (n) => String(n).padStart(2, '0');` +
  ` return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T' + p(d.getHours()) + ':00'; })()`;

describe.skipIf(announceSkip('interviews in Chromium', browserSkipReason()))('interviews in the browser', () => {
  const app = useStintInChromium('interviews');

  it('the employer proposes slots, the student picks one live, both dashboards list it', async () => {
    const base = app.stint.url;
    const [employer, student] = await Promise.all([registerEmployer(base), registerStudent(base, 'Ada')]);
    const internship = await postInternship(base, employer, 'Robotics intern');
    const applicationId = await applyThroughApi(base, student, internship._id, 'I would love to build robots.');

    const ada = await app.newPage(375);
    await ada.goto(`${base}/login`);
    await signInThroughForm(ada, student.email);
    await ada.waitForURL(`${base}/student/dashboard`);
    await ada.goto(`${base}/student/applications/${applicationId}`);
    const adaPanel = ada.getByRole('region', { name: 'Interview' });
    await adaPanel.getByText('No interview has been proposed yet.').waitFor();

    const hr = await app.newPage();
    await hr.goto(`${base}/login`);
    await signInThroughForm(hr, employer.email);
    await hr.waitForURL(`${base}/employer/dashboard`);
    await hr.goto(`${base}/employer/internships/${internship._id}`);
    await hr.getByRole('button', { name: `View ${student.name}'s application` }).click();
    const hrPanel = hr.getByRole('dialog').getByRole('region', { name: 'Interview' });
    const zone = await hr.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone');
    await hrPanel.getByText(zone).first().waitFor();
    await hrPanel.getByLabel('Slot 1 starts').fill(await hr.evaluate<string>(localValue(3, 10)));
    await hrPanel.getByRole('button', { name: 'Add a slot' }).click();
    await hrPanel.getByLabel('Slot 2 starts').fill(await hr.evaluate<string>(localValue(4, 14)));
    await hrPanel.getByLabel('Length').nth(1).selectOption('60');
    await hrPanel.getByRole('button', { name: 'Propose interview times' }).click();
    await hrPanel.getByText('Interview slots proposed').waitFor();
    await expectAccessible(hr, 'the interview panel in the application view');

    // The student's open page shows the slots without a reload, in her zone with the zone named.
    const choices = adaPanel.getByRole('radio');
    await choices.nth(1).waitFor();
    expect(await choices.count()).toBe(2);
    const adaZone = await ada.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone');
    await adaPanel.getByText(`(${adaZone})`).first().waitFor();
    await expectAccessible(ada, 'the interview panel on the application page');
    const overflow = await ada.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, 'the application page with its interview panel at 375 px').toBeLessThanOrEqual(0);
    await adaPanel.getByRole('radio', { name: /14:00–15:00/ }).check();
    await adaPanel.getByRole('button', { name: 'Pick this time' }).click();
    await adaPanel.getByText('Interview time picked').waitFor();

    // The employer's open view shows the pick live.
    await hrPanel.getByText('Scheduled:').waitFor();
    expect(await hrPanel.textContent()).toMatch(/14:00–15:00/);

    for (const [page, path] of [
      [ada, '/student/dashboard'],
      [hr, '/employer/dashboard'],
    ] as const) {
      await page.goto(`${base}${path}`);
      const upcoming = page.getByRole('region', { name: 'Upcoming interviews' });
      await upcoming.getByText('Robotics intern').waitFor();
      await upcoming.getByText('Scheduled').waitFor();
    }
    await expectAccessible(ada, 'the student dashboard with an upcoming interview');
  });
});
