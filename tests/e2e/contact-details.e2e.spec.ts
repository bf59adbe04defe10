/**
 * The contact details in Chromium (issue 18): the operator's, never made up. Stint starts with an office address
 * (CONTACT_ADDRESS) and no phone: the contact page shows the address with its map link and no Phone Support card at
 * all. An admin opens System Settings, sees the address the page was opened at as the public address (PUBLIC_URL is
 * not set), and sets a support phone; the contact page then shows it as a link to call.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import { signInThroughForm } from './support-accounts/accounts-pages';

const ADMIN_EMAIL = 'admin@contact.example.org';
const ADMIN_PASSWORD = 'admin password 42';
const OFFICE = 'Rua Augusta 100, 1100-053 Lisboa, Portugal';
const PHONE = '+351 21 123 4567';

/** A contact-method card by its title. */
const methodCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describe.skipIf(announceSkip('contact details in Chromium', browserSkipReason()))('contact details in Chromium', () => {
  const app = useStintInChromium('contact', { ADMIN_EMAIL, ADMIN_PASSWORD, CONTACT_ADDRESS: OFFICE });

  it('shows only the details the operator gave, and the phone an admin sets as a link to call', async () => {
    const url = app.stint.url;
    const visitor = await app.newPage();
    await visitor.goto(`${url}/contact`);
    const office = visitor.getByRole('region', { name: 'Our office' });
    await office.getByText(OFFICE, { exact: true }).waitFor();
    expect(await office.getByRole('link', { name: /Get Directions/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(OFFICE)}`,
    );
    await methodCard(visitor, 'Email Support').getByRole('link').waitFor();
    expect(await methodCard(visitor, 'Phone Support').count()).toBe(0);

    const admin = await app.newPage();
    await admin.goto(`${url}/login`);
    await signInThroughForm(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL(`${url}/admin/dashboard`);
    await admin.goto(`${url}/admin/system`);
    // PUBLIC_URL is not set: the public address is where this page was opened, not a fixed localhost:3000.
    const publicAddress = admin.locator('.details__row', { hasText: 'Public address' });
    await publicAddress.getByText(url, { exact: true }).waitFor();
    expect(await publicAddress.textContent()).toContain('The address this page was opened at (PUBLIC_URL not set)');

    await admin.getByLabel('Support phone (optional)', { exact: true }).fill(PHONE);
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await admin.getByText('Settings saved successfully!').waitFor();

    await visitor.reload();
    const call = methodCard(visitor, 'Phone Support').getByRole('link', { name: PHONE });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+351211234567');
  });
});
