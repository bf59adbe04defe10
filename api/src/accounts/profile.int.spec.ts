/**
 * Profile and settings over HTTP (issue 8): every role's editable fields and their messages, what nobody can change,
 * the profile picture (checked by content, served only through short-lived signed URLs), and the password rules the
 * settings screen relies on. Sign-in, registration and the basic password change are in accounts.int.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { signBlobUrl } from '@stint/shared/infra/blobs/signed-url';
import { PROFILE_PICTURE_MAX_BYTES } from '@stint/shared/accounts/accounts.constants';
import { pdfBytes, pngBytes } from '../applications/testing/resume-fixtures';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from './authenticate';
import { accountRoutes } from './index';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const jpegBytes = () =>
  Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64),
    Buffer.from('ffd9', 'hex'),
  ]);
const gifBytes = () => Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
const webpBytes = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);

type Upload = { bytes: Buffer; name: string; type: string };

describe('profile and settings api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: accountRoutes,
      projections: [usersProjection],
      authenticate: accountAuthenticator,
    });
    the = people(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const me = async (person: Person) => (await api.get('/auth/me', person.token)).body.data.user;
  const update = (person: Person, body: unknown) => api.request('PUT', '/users/profile', body, person.token);
  const userEvents = async (person: Person) => api.platform.eventStore.readStream(userStream(person.id));

  async function upload(token: string | undefined, file: Upload | null, field = 'profilePicture') {
    const form = new FormData();
    if (file) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
    const response = await fetch(`${api.url}/api/v1/users/profile/picture`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  }
  const png = (): Upload => ({ bytes: pngBytes(), name: 'me.png', type: 'image/png' });

  /** Fetches a file URL as anyone would: no bearer token. */
  const fetchFile = (url: string) => fetch(`${api.url}${url}`);
  const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').at(-1)!;

  describe('PUT /users/profile', () => {
    it("saves a student's personal and academic fields, seals the academic record, and never changes the email", async () => {
      const student = await the.student('Ada');
      const before = await me(student);
      // Saved as sent (the first name is trimmed apart).
      const saved = {
        lastName: 'King',
        phone: '+44 20 7946 0000',
        program: 'MSc Computing',
        major: 'Distributed Systems',
        yearOfStudy: 'graduate',
        graduationYear: 2027,
        gpa: 3.85,
        expectedGraduation: '2027-06-30',
      };
      const response = await update(student, {
        firstName: ' Augusta ',
        ...saved,
        email: 'someone-else@example.org',
        role: 'admin',
        status: 'inactive',
        studentId: 'S-forged',
        university: 'Forged University',
        notificationPreferences: { newInternships: false },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.message).toBe('Profile updated successfully');
      const user = response.body.data.user;
      expect(user).toMatchObject({
        firstName: 'Augusta',
        ...saved,
        email: before.email,
        role: 'student',
        status: 'active',
        studentId: before.studentId,
        university: before.university,
        notificationPreferences: { newInternships: false, applicationUpdates: true },
      });
      expect(user).not.toHaveProperty('profilePictureKey');
      expect(await me(student)).toEqual(user);

      const updated = (await userEvents(student)).find((event) => event.type === 'ProfileUpdated')!;
      expect(updated.data.profile).toEqual({
        program: 'MSc Computing',
        major: 'Distributed Systems',
        yearOfStudy: 'graduate',
        graduationYear: 2027,
      });
      // Names, phone and the academic record are personal data: sealed, never in the clear (docs/architecture.md
      // §Personal data).
      expect(JSON.stringify(updated.data)).not.toMatch(/Augusta|7946|3\.85|2027-06-30/);

      // Optional fields can be cleared again.
      const cleared = await update(student, { gpa: null, expectedGraduation: '', graduationYear: null });
      expect(cleared.body.data.user).toMatchObject({ gpa: null, expectedGraduation: null, graduationYear: null });
    });

    it('records nothing when Save changes nothing', async () => {
      const student = await the.student('Grace');
      const user = await me(student);
      const before = (await userEvents(student)).length;
      const response = await update(student, {
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        program: user.program,
        major: user.major,
        yearOfStudy: user.yearOfStudy,
        gpa: null,
        expectedGraduation: '',
        notificationPreferences: user.notificationPreferences,
      });
      expect(response.status).toBe(200);
      expect((await userEvents(student)).length).toBe(before);
    });

    it.each([
      [{ firstName: '  ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ program: '' }, 'program', 'Program is required'],
      [{ major: ' ' }, 'major', 'Major is required'],
      [{ yearOfStudy: '7' }, 'yearOfStudy', 'Year of study is required'],
      [{ gpa: 4.5 }, 'gpa', 'GPA must be a number between 0 and 4'],
      [{ gpa: -1 }, 'gpa', 'GPA must be a number between 0 and 4'],
      [{ gpa: '3.5' }, 'gpa', 'GPA must be a number between 0 and 4'],
      [{ graduationYear: 27 }, 'graduationYear', 'Graduation year must be a year between 1950 and 2100'],
      [{ expectedGraduation: '2027-02-30' }, 'expectedGraduation', 'Please enter a valid expected graduation date'],
      [{ expectedGraduation: 'next June' }, 'expectedGraduation', 'Please enter a valid expected graduation date'],
    ])("refuses a student's %j with the field's message", async (body, path, message) => {
      const student = await the.student('Val');
      const response = await update(student, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message, errors: [{ path, message }] });
    });

    it("saves an employer's company fields; the person's names may stay empty", async () => {
      const employer = await the.employer('Northwind');
      const response = await update(employer, {
        firstName: '',
        lastName: '',
        companyName: 'Northwind Traders',
        companyAddress: '2 Quay Street',
        department: 'Engineering',
        employeeId: 'E-042',
        program: 'not an employer field',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.user).toMatchObject({
        companyName: 'Northwind Traders',
        companyAddress: '2 Quay Street',
        department: 'Engineering',
        employeeId: 'E-042',
        firstName: '',
      });
      expect(response.body.data.user).not.toHaveProperty('program');
      const events = await userEvents(employer);
      expect(JSON.stringify(events.at(-1)!.data)).not.toContain('E-042');

      expect(await update(employer, { companyName: ' ' })).toMatchObject({
        status: 400,
        body: { message: 'Company name is required' },
      });
      expect(await update(employer, { companyAddress: '' })).toMatchObject({
        status: 400,
        body: { message: 'Company address is required' },
      });
    });

    it("saves a university's fields with the canonical type and accreditation sets, never its verified name", async () => {
      const university = await the.university();
      const before = await me(university);
      const contactPerson = { name: 'Alan Turing', title: 'Placement Officer', email: 'alan@example.org', phone: '2' };
      const response = await update(university, {
        universityName: 'Renamed University',
        universityCode: 'TU-2',
        universityAddress: '3 Campus Road',
        universityType: 'technical',
        accreditationStatus: 'not_accredited',
        contactPerson,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.user).toMatchObject({
        universityName: before.universityName,
        universityCode: 'TU-2',
        universityAddress: '3 Campus Road',
        universityType: 'technical',
        accreditationStatus: 'not_accredited',
        contactPerson,
      });
      expect(JSON.stringify((await userEvents(university)).at(-1)!.data)).not.toContain('Alan Turing');

      for (const [body, message] of [
        [{ universityType: 'ivy' }, 'Please choose a university type'],
        [{ accreditationStatus: 'maybe' }, 'Please choose an accreditation status'],
        [{ universityCode: '' }, 'University code is required'],
        [{ universityAddress: ' ' }, 'University address is required'],
        [{ contactPerson: { ...contactPerson, email: 'not-an-email' } }, 'Please enter a valid contact person email'],
        [{ contactPerson: { ...contactPerson, title: '' } }, 'Contact person title is required'],
      ] as const) {
        expect(await update(university, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
      }
    });

    it("saves an admin's names and department", async () => {
      const admin = await the.admin();
      const response = await update(admin, { firstName: 'Ada', lastName: 'Admin', department: 'Placements' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.user).toMatchObject({ firstName: 'Ada', lastName: 'Admin', department: 'Placements' });
      expect(await update(admin, { firstName: '' })).toMatchObject({
        status: 400,
        body: { message: 'First name is required' },
      });
    });

    it('is for signed-in people only', async () => {
      expect((await api.request('PUT', '/users/profile', { firstName: 'X' })).status).toBe(401);
    });
  });

  describe('profile picture', () => {
    it('stores a PNG and returns it as a signed URL that serves the image inline to whoever holds it', async () => {
      const student = await the.student('Pic');
      expect((await me(student)).profilePicture).toBeNull();

      const response = await upload(student.token, png());
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.message).toBe('Profile picture updated successfully');
      const url: string = response.body.data.user.profilePicture;
      expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f]{32}\?exp=\d+&sig=[\w-]{43}$/);
      // Valid for at least an hour; the same URL for repeated reads, so the browser's cache holds.
      const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
      expect(exp * 1000 - Date.now()).toBeGreaterThan(3590_000);
      expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(4200_000);
      const again = (await me(student)).profilePicture;
      expect(keyOf(again)).toBe(keyOf(url));

      const served = await fetchFile(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes());

      // The log records the key (so that erasing the account can delete the image), never the image.
      const changed = (await userEvents(student)).find((event) => event.type === 'ProfilePictureChanged')!;
      expect(changed.data).toEqual({
        userId: student.id,
        pictureKey: keyOf(url),
        contentType: 'image/png',
        size: pngBytes().length,
      });
    });

    it.each([
      ['JPEG', { bytes: jpegBytes(), name: 'me.jpg', type: 'image/jpeg' }, 'image/jpeg'],
      ['GIF', { bytes: gifBytes(), name: 'me.gif', type: 'image/gif' }, 'image/gif'],
      ['WebP', { bytes: webpBytes(), name: 'me.webp', type: 'image/webp' }, 'image/webp'],
      ['PNG with a wrong name and type', { bytes: pngBytes(), name: 'me.txt', type: 'text/plain' }, 'image/png'],
    ])('accepts a %s by its content', async (_name, file, served) => {
      const employer = await the.employer('Pictures');
      const response = await upload(employer.token, file);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((await fetchFile(response.body.data.user.profilePicture)).headers.get('content-type')).toBe(served);
    });

    it.each([
      ['a PDF', { bytes: pdfBytes(), name: 'me.pdf', type: 'application/pdf' }],
      ['a text file named .png', { bytes: Buffer.from('just some text, honestly'), name: 'me.png', type: 'image/png' }],
      [
        'an SVG (it can carry script)',
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'me.svg',
          type: 'image/svg+xml',
        },
      ],
    ])('refuses %s with 415, storing nothing', async (_name, file) => {
      const student = await the.student('Bad');
      const response = await upload(student.token, file);
      expect(response).toMatchObject({
        status: 415,
        body: { success: false, message: 'Please upload an image (JPG, PNG or GIF).' },
      });
      expect((await userEvents(student)).some((event) => event.type === 'ProfilePictureChanged')).toBe(false);
      expect((await me(student)).profilePicture).toBeNull();
    });

    it('refuses more than 5 MB with 413, no file with 400, and anyone signed out with 401', async () => {
      const student = await the.student('Big');
      const big = Buffer.concat([pngBytes(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - pngBytes().length)]);
      expect(await upload(student.token, { bytes: big, name: 'big.png', type: 'image/png' })).toMatchObject({
        status: 413,
        body: { message: 'File size must be less than 5MB.' },
      });
      const exactly = Buffer.concat([pngBytes(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES - pngBytes().length)]);
      expect((await upload(student.token, { bytes: exactly, name: 'ok.png', type: 'image/png' })).status).toBe(200);
      expect(await upload(student.token, null)).toMatchObject({
        status: 400,
        body: { message: 'Please choose a picture to upload' },
      });
      expect((await upload(undefined, png())).status).toBe(401);
    });

    it('serves nothing without a valid, unexpired signature for that very file', async () => {
      const [ada, alan] = await Promise.all([the.student('Ada'), the.student('Alan')]);
      const adaUrl: string = (await upload(ada.token, png())).body.data.user.profilePicture;
      const alanUrl: string = (await upload(alan.token, png())).body.data.user.profilePicture;
      const adaKey = keyOf(adaUrl);
      const { searchParams } = new URL(alanUrl, 'http://x');
      const sig = searchParams.get('sig')!;
      const tampered = adaUrl.replace(/sig=(.)/, (_match, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      const expired = signBlobUrl(adaKey, { secret: api.platform.secret, now: new Date(Date.now() - 7200_000) });
      for (const url of [
        `/api/v1/files/${adaKey}`,
        `/api/v1/files/${adaKey}?exp=${searchParams.get('exp')}&sig=${sig}`,
        tampered,
        adaUrl.replace(/exp=\d+/, (match) => `exp=${Number(match.slice(4)) + 3600}`),
        expired,
      ]) {
        const response = await fetchFile(url);
        expect(response.status, url).toBe(404);
        expect(await response.json()).toEqual({ success: false, message: 'File not found or link expired' });
      }
      expect((await fetchFile(adaUrl)).status).toBe(200);
    });

    it('deletes the replaced image, and removes the picture (once) with DELETE', async () => {
      const student = await the.student('Swap');
      const first: string = (await upload(student.token, png())).body.data.user.profilePicture;
      const second: string = (await upload(student.token, { ...png(), bytes: jpegBytes(), name: 'b.jpg' })).body.data
        .user.profilePicture;
      expect(keyOf(second)).not.toBe(keyOf(first));
      expect(await api.platform.blobs.get(keyOf(first))).toBeNull();
      expect((await fetchFile(first)).status).toBe(404);

      const removed = await api.request('DELETE', '/users/profile/picture', undefined, student.token);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({
        message: 'Profile picture removed',
        data: { user: { profilePicture: null } },
      });
      expect(await api.platform.blobs.get(keyOf(second))).toBeNull();
      expect((await me(student)).profilePicture).toBeNull();
      const count = (await userEvents(student)).length;
      expect((await api.request('DELETE', '/users/profile/picture', undefined, student.token)).status).toBe(200);
      expect((await userEvents(student)).length).toBe(count);
      expect((await api.request('DELETE', '/users/profile/picture')).status).toBe(401);
    });

    it('keeps one picture when an upload is retried with the same Idempotency-Key', async () => {
      const student = await the.student('Retry');
      const key = `picture-${randomUUID()}`;
      const send = async () => {
        const form = new FormData();
        form.append('profilePicture', new Blob([pngBytes()], { type: 'image/png' }), 'me.png');
        const response = await fetch(`${api.url}/api/v1/users/profile/picture`, {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}`, 'idempotency-key': key },
          body: form,
        });
        return ((await response.json()) as { data: { user: { profilePicture: string } } }).data.user.profilePicture;
      };
      const first = await send();
      const second = await send();
      expect(keyOf(second)).toBe(keyOf(first));
      expect((await fetchFile(first)).status).toBe(200);
      expect((await userEvents(student)).filter((event) => event.type === 'ProfilePictureChanged')).toHaveLength(1);
    });
  });

  describe('PUT /auth/change-password (settings)', () => {
    it('answers each missing or weak field with its message, and a wrong current password on that field', async () => {
      const student = await the.student('Pass');
      const change = (body: unknown) => api.request('PUT', '/auth/change-password', body, student.token);
      expect(await change({ newPassword: 'new password', confirmPassword: 'new password' })).toMatchObject({
        status: 400,
        body: { message: 'Current password is required' },
      });
      expect(
        await change({ currentPassword: 'correct horse', newPassword: '12345', confirmPassword: '12345' }),
      ).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters' } });
      expect(
        await change({ currentPassword: 'wrong horse', newPassword: 'new password', confirmPassword: 'new password' }),
      ).toMatchObject({
        status: 400,
        body: { errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
      });
      // None of these signed the person out.
      expect((await api.get('/auth/me', student.token)).status).toBe(200);
    });
  });
});
