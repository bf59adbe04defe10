/**
 * Profile and settings in the browser (issue 8): a student edits the profile, uploads a picture and sees it in the
 * navigation bar's avatar, turns a notification off and changes the password (the mismatch first); a university edits
 * its section. Both screens pass axe at 1280 and 375 px with no sideways scrolling. Screenshots of each go to a folder
 * outside the repository (its path is printed).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { browserSkipReason } from '../support/browser';
import { useStintInChromium } from '../support/e2e-app';
import {
  callApi,
  expectAccessible,
  newUniversity,
  PASSWORD,
  registerStudentThroughApi,
  signInThroughForm,
  storedSession,
} from './support-accounts/accounts-pages';

const SCREENS = join(tmpdir(), 'stint-screens');

/** A real, decodable PNG (a solid square), so the browser can draw it. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  // From the top: a full-page capture of a scrolled page draws the fixed navigation bar in the middle.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
}

/** axe and no sideways scrolling at 1280 and at 375 px, with a screenshot at each width. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(announceSkip('profile and settings in Chromium', browserSkipReason()))(
  'profile and settings in the browser',
  () => {
    const app = useStintInChromium('profile-settings');

    it('lets a student edit the profile, upload a picture, turn a notification off and change the password', async () => {
      console.log(`profile and settings screenshots: ${SCREENS}`);
      const student = await registerStudentThroughApi(app.stint.url, 'Ada');
      const page = await app.newPage();

      // Signed out, the profile is behind the route guard.
      await page.goto(`${app.stint.url}/student/profile`);
      await page.waitForURL(`${app.stint.url}/login`);
      await signInThroughForm(page, student.email);
      await page.waitForURL(`${app.stint.url}/student/profile`);
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      const academic = page.getByRole('region', { name: 'Academic Information' });
      expect(await academic.textContent()).toContain(student.program);
      expect(await page.getByRole('region', { name: 'Personal Information' }).textContent()).toContain(student.email);

      // Edit: a required field left empty is refused in the browser, with the api's message.
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const program = page.getByLabel('Program', { exact: true });
      await program.fill('');
      await page.getByLabel(/^GPA/).fill('4.6');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Please correct these 2 fields' });
      await summary.waitFor();
      expect(await summary.textContent()).toContain('Program is required');
      expect(await summary.textContent()).toContain('GPA must be a number between 0 and 4');
      await checkAtBothWidths(page, 'student-profile-editing');

      await program.fill('MSc Computing');
      await page.getByLabel(/^GPA/).fill('3.7');
      await page.getByLabel(/^Expected graduation/).fill('2027-06-30');
      await page.getByLabel('Phone number', { exact: true }).fill('+44 20 7946 0999');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated successfully').waitFor();
      expect(await academic.textContent()).toContain('MSc Computing');
      expect(await academic.textContent()).toContain('3.70 / 4.0');
      expect((await storedSession(page)).user).toMatchObject({ program: 'MSc Computing', gpa: 3.7 });

      // A file that is not an image is refused when chosen, with the hint's rule.
      const picker = page.getByLabel(/^Choose a picture/);
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.getByText('Please upload an image (JPG, PNG or GIF).').waitFor();
      expect(await page.getByRole('button', { name: 'Upload Picture' }).isDisabled()).toBe(true);

      // A picture: it shows in the navigation bar's avatar, served through a signed URL.
      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(96, [214, 120, 40]) });
      await page.getByRole('button', { name: 'Upload Picture' }).click();
      await page.getByText('Profile picture updated successfully').waitFor();
      const navAvatar = page.locator('.profile-menu .avatar img');
      await navAvatar.waitFor();
      expect(await navAvatar.getAttribute('src')).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\?exp=\d+&sig=/);
      await expect
        .poll(() => navAvatar.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(96);
      const profilePicture = page.getByRole('img', { name: 'Your profile picture' });
      await expect
        .poll(() => profilePicture.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(96);
      await checkAtBothWidths(page, 'student-profile');

      // Settings: a notification turned off.
      await page
        .getByRole('button', { name: new RegExp(student.firstName) })
        .first()
        .click();
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${app.stint.url}/student/settings`);
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      const account = page.getByRole('region', { name: 'Account Information' });
      expect(await account.textContent()).toContain(student.email);
      expect(await account.textContent()).toContain('Student');
      await page.getByRole('button', { name: 'Edit Preferences' }).click();
      const newInternships = page.getByRole('checkbox', { name: 'New internships' });
      expect(await newInternships.isChecked()).toBe(true);
      await newInternships.uncheck();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByText('Notification preferences saved.').waitFor();
      const preferences = page.getByRole('region', { name: 'Notification Preferences' });
      expect(await preferences.getByRole('listitem').filter({ hasText: 'New internships' }).textContent()).toContain(
        'Off',
      );
      const oldToken = (await storedSession(page)).token!;
      const stored = await callApi<{ user: { notificationPreferences: Record<string, boolean> } }>(
        app.stint.url,
        '/auth/me',
        { token: oldToken },
      );
      expect(stored.body.data.user.notificationPreferences).toEqual({
        newInternships: false,
        applicationUpdates: true,
        reportReminders: true,
        logbookReminders: true,
      });

      // Password: a mismatch is caught in the browser and nothing is sent.
      const passwordCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/change-password')) passwordCalls.push(request.method());
      });
      const NEW_PASSWORD = 'a brand new password';
      await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill('something else');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
      expect(passwordCalls).toEqual([]);

      // A wrong current password: the server's message on its field.
      await page.getByLabel('Current password', { exact: true }).fill('not my password');
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
      expect(passwordCalls).toEqual(['PUT']);
      await checkAtBothWidths(page, 'student-settings');

      await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('Password updated successfully').waitFor();
      // This session goes on with a new token; the old one is revoked; the new password signs in.
      const newToken = (await storedSession(page)).token!;
      expect(newToken).not.toBe(oldToken);
      expect((await callApi(app.stint.url, '/auth/me', { token: oldToken })).status).toBe(401);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      expect(page.url()).toBe(`${app.stint.url}/student/settings`);
      const login = await callApi(app.stint.url, '/auth/login', {
        body: { email: student.email, password: NEW_PASSWORD },
      });
      expect(login.status).toBe(200);
    });

    it('lets a university edit its section, with both screens accessible at both widths', async () => {
      const university = newUniversity();
      const registered = await callApi(app.stint.url, '/auth/register', {
        body: {
          role: 'university',
          ...university,
          contactPerson: university.contact,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const page = await app.newPage(375);
      await page.goto(`${app.stint.url}/login`);
      await signInThroughForm(page, university.email);
      await page.waitForURL(`${app.stint.url}/university/dashboard`);
      await page.goto(`${app.stint.url}/university/profile`);
      const section = page.getByRole('region', { name: 'University Information' });
      await section.waitFor();
      expect(await section.textContent()).toContain(university.universityName);
      expect(await section.textContent()).toContain('Accredited');

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('University type', { exact: true }).selectOption('technical');
      await page.getByLabel('Accreditation status', { exact: true }).selectOption('not_accredited');
      await page.getByLabel('Contact person title', { exact: true }).fill('Head of Placements');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated successfully').waitFor();
      expect(await section.textContent()).toContain('Technical');
      expect(await section.textContent()).toContain('Not accredited');
      expect(await section.textContent()).toContain('Head of Placements');
      await checkAtBothWidths(page, 'university-profile');

      await page.goto(`${app.stint.url}/university/settings`);
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      expect(await page.getByRole('region', { name: 'Account Information' }).textContent()).toContain(
        'Awaiting verification',
      );
      await checkAtBothWidths(page, 'university-settings');
    });
  },
);
