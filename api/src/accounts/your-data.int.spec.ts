/**
 * "Your data" over HTTP (issue 8; docs/architecture.md §Personal data): a person downloads everything Stint holds about
 * them — their events with their sealed values opened, and their documents, nothing of anyone else's — and deletes
 * their account: the key is erased, others see "Deleted user" at once and after a rebuild, and the account can no
 * longer sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import { ProjectorRunner, resetProjection } from '@stint/projector';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { notificationsProjection } from '@stint/projector/notifications/notifications.projection';
import type { Projection } from '@stint/projector';
import { applicationRoutes } from '../applications/index';
import { logbookRoutes } from '../logbooks/index';
import { notificationRoutes } from '../notifications/index';
import { logbookEntryBody, people, PASSWORD, type Person } from '@stint/launcher/testing/people';
import { studentSignUp } from './accounts.test-setup';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from './authenticate';
import { deleteAccountRoute, LAST_ADMIN_MESSAGE } from './delete-account.route';
import { exportMyDataRoute } from './export-my-data.route';
import { accountRoutes } from './index';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const projections: Projection[] = [
  usersProjection,
  internshipsProjection,
  applicationsProjection,
  logbooksProjection,
  notificationsProjection,
];

type Exported = {
  format: string;
  exportedAt: string;
  account: Record<string, unknown>;
  events: { id: string; stream: string; type: string; position: string; at: string; data: Record<string, unknown> }[];
  documents: Record<string, Record<string, unknown>[]>;
};

describe('your data api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [
        ...accountRoutes,
        ...applicationRoutes,
        ...logbookRoutes,
        ...notificationRoutes,
        exportMyDataRoute,
        deleteAccountRoute,
      ],
      projections,
      authenticate: accountAuthenticator,
    });
    the = people(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const exportOf = async (person: Person) => {
    const response = await api.get('/users/me/data', person.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { response, data: response.body.data as Exported };
  };
  const deleteAccount = (person: Person, password: string) =>
    api.request('DELETE', '/users/me', { password }, person.token);

  /** Ada is accepted at Northwind and keeps a logbook; Bea applied there too. */
  async function placement() {
    const [northwind, ada, bea] = await Promise.all([
      the.employer('Northwind'),
      the.student('Ada'),
      the.student('Bea'),
    ]);
    const internshipId = await the.postInternship(northwind, { title: 'Platform intern' });
    const adaApplication = await the.apply(ada, internshipId);
    const beaApplication = await the.apply(bea, internshipId);
    await the.decide(northwind, adaApplication, 'accepted');
    const entry = await api.request(
      'POST',
      '/logbooks',
      logbookEntryBody(internshipId, { title: 'Week one at Northwind', hoursWorked: 38 }),
      ada.token,
    );
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    return { northwind, ada, bea, internshipId, adaApplication, beaApplication };
  }

  it('exports the person’s events with their data opened, and their documents — nothing of anyone else', async () => {
    const { northwind, ada, bea, internshipId, adaApplication } = await placement();
    const { response, data } = await exportOf(ada);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?stint-data-${data.exportedAt.slice(0, 10)}\\.json"?$`),
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data.format).toBe('stint-personal-data/1');
    expect(data.account).toMatchObject({ _id: ada.id, email: ada.email, firstName: 'Ada', role: 'student' });
    expect(data.account).not.toHaveProperty('tokenVersion');

    const byType = (type: string) => data.events.filter((event) => event.type === type);
    // Her account, opened; the password hash is not hers to read back.
    expect(byType('UserRegistered')[0]!.data).toMatchObject({
      userId: ada.id,
      passwordHash: '[redacted]',
      personal: { email: ada.email, firstName: 'Ada', lastName: 'Tester' },
    });
    // Her application and its decision, from the internship's stream (not the rest of that stream).
    expect(byType('ApplicationSubmitted')).toEqual([
      expect.objectContaining({
        stream: internshipStream(internshipId),
        data: expect.objectContaining({
          applicationId: adaApplication,
          personal: expect.objectContaining({ coverLetter: 'I would love to join.', resumeName: 'cv.pdf' }),
          resume: expect.objectContaining({ key: '[redacted]' }),
        }),
      }),
    ]);
    expect(byType('ApplicationStatusChanged').map((event) => event.data.to)).toEqual(['accepted']);
    expect(byType('InternshipPosted')).toEqual([]);
    expect(byType('LogbookEntryCreated')[0]!.data.content).toMatchObject({ title: 'Week one at Northwind' });
    // Oldest first.
    const positions = data.events.map((event) => BigInt(event.position));
    expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);

    expect(data.documents.users).toEqual([expect.objectContaining({ _id: ada.id, email: ada.email })]);
    expect(data.documents.applications).toEqual([
      expect.objectContaining({ _id: adaApplication, coverLetter: 'I would love to join.' }),
    ]);
    expect(data.documents.applications![0]).not.toHaveProperty('resumeKey');
    expect(data.documents.logbook_entries).toEqual([expect.objectContaining({ title: 'Week one at Northwind' })]);
    expect(data.documents.notifications).toEqual([
      expect.objectContaining({ kind: 'application-accepted', title: 'Application accepted' }),
    ]);
    expect(data.documents.application_students).toEqual([expect.objectContaining({ _id: ada.id, firstName: 'Ada' })]);

    const text = JSON.stringify(data);
    expect(text).not.toContain(bea.id);
    expect(text).not.toContain(bea.email);
    expect(text).not.toContain('Bea');
    expect(text).not.toMatch(/\$pii/);
    expect(text).not.toMatch(/\$argon2|\$2[aby]\$/);

    // The employer's export has its internship and its own bell, but not what the students wrote or who they are.
    const employer = (await exportOf(northwind)).data;
    expect(employer.events.map((event) => event.type)).toContain('InternshipPosted');
    expect(employer.events.map((event) => event.type)).not.toContain('ApplicationSubmitted');
    expect(employer.documents.internships).toEqual([expect.objectContaining({ _id: internshipId })]);
    expect(employer.documents.notifications).toEqual([
      expect.objectContaining({
        kind: 'application-received',
        body: '[another person] applied. Review the application.',
      }),
      expect.objectContaining({
        kind: 'application-received',
        body: '[another person] applied. Review the application.',
      }),
    ]);
    const employerText = JSON.stringify(employer);
    for (const secret of [ada.id, ada.email, 'Ada', 'I would love to join.', bea.id, 'Week one']) {
      expect(employerText).not.toContain(secret);
    }
  });

  it('deletes an account: key erased, files gone, others see “Deleted user” (also after a rebuild), no sign-in', async () => {
    const { northwind, ada, bea, adaApplication, beaApplication } = await placement();
    const beaBefore = (await exportOf(bea)).data;

    const wrong = await deleteAccount(ada, 'not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      message: 'Password is incorrect',
      errors: [{ path: 'password', message: 'Password is incorrect' }],
    });
    expect((await api.get('/auth/me', ada.token)).status).toBe(200);

    const [registered] = await api.platform.eventStore.readStream(userStream(ada.id));
    const personal = accountEventSchemas.UserRegistered.parse(registered!.data).personal;
    const submitted = (
      await api.platform.eventStore.readStream(
        internshipStream(String((await exportOf(ada)).data.documents.applications![0]!.internshipId)),
      )
    )
      .filter((event) => event.type === 'ApplicationSubmitted' && event.data.studentId === ada.id)
      .map((event) => internshipEventSchemas.ApplicationSubmitted.parse(event.data));
    const resumeKey = submitted[0]!.resume.key;
    expect(await api.platform.blobs.get(resumeKey)).not.toBeNull();

    const deleted = await deleteAccount(ada, PASSWORD);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Your account has been deleted', data: {} });

    // Erased: the key is gone, and with it every sealed value about her; her resume is deleted.
    expect(await api.platform.keys.getKey(ada.id)).toBeNull();
    expect(await api.platform.cipher.decrypt(personal)).toBeNull();
    expect(await api.platform.blobs.get(resumeKey)).toBeNull();
    const events = await api.platform.eventStore.readStream(userStream(ada.id));
    expect(events.at(-1)).toMatchObject({ type: 'AccountDeleted', data: { userId: ada.id, role: 'student' } });

    // Signed out everywhere, and the address signs in no more: the same answer as a wrong password.
    expect((await api.get('/auth/me', ada.token)).status).toBe(401);
    expect((await api.get('/users/me/data', ada.token)).status).toBe(401);
    const refused = await api.post('/auth/login', { email: ada.email, password: PASSWORD });
    const wrongPassword = await api.post('/auth/login', { email: bea.email, password: 'not her password' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(wrongPassword.body);

    // The employer sees "Deleted user" on her application, and nothing she wrote.
    const seen = await api.get(`/applications/${adaApplication}`, northwind.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.application).toMatchObject({
      student: { _id: ada.id, firstName: 'Deleted user', lastName: '', email: '', phone: '' },
      coverLetter: '',
      resume: { originalName: 'resume.pdf' },
      status: 'accepted',
    });
    const bell = (await api.get('/notifications', northwind.token)).body.data.notifications as { body: string }[];
    expect(bell.map((notification) => notification.body)).toContain('Deleted user applied. Review the application.');
    expect(JSON.stringify(bell)).not.toContain('Ada');
    expect(await api.platform.readStore.collection(usersCollection).get(ada.id)).toMatchObject({
      firstName: 'Deleted user',
      email: '',
      status: 'inactive',
    });

    // Bea is untouched: her export holds the same events and documents as before.
    const beaAfter = (await exportOf(bea)).data;
    expect(beaAfter.events).toEqual(beaBefore.events);
    expect(beaAfter.documents.applications).toEqual(beaBefore.documents.applications);
    expect(
      (await api.get(`/applications/${beaApplication}`, northwind.token)).body.data.application.student,
    ).toMatchObject({
      firstName: 'Bea',
    });

    // A rebuild reads the same: the key is gone, so her data reads as erased.
    const applicationBefore = (await api.get(`/applications/${adaApplication}`, northwind.token)).body.data;
    await api.runner.stop();
    const rebuilt = new ProjectorRunner({
      eventStore: api.platform.eventStore,
      readStore: api.platform.readStore,
      bus: api.platform.bus,
      logger: api.platform.logger,
      projections,
      cipher: api.platform.cipher,
    });
    try {
      for (const projection of projections) await resetProjection(api.platform.readStore, projection);
      expect(await api.platform.readStore.collection(usersCollection).get(ada.id)).toBeNull();
      await rebuilt.start();
      await rebuilt.caughtUp();
      expect((await api.get(`/applications/${adaApplication}`, northwind.token)).body.data).toEqual(applicationBefore);
      expect(await api.platform.readStore.collection(usersCollection).get(ada.id)).toMatchObject({
        firstName: 'Deleted user',
        status: 'inactive',
      });
    } finally {
      await rebuilt.stop();
    }
    await api.runner.start();
    await api.runner.caughtUp();

    // Her email is free again, for a new account that inherits nothing.
    const again = await api.post(
      '/auth/register',
      studentSignUp({ email: ada.email, lastName: 'Again', studentId: 'S-again' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.user._id).not.toBe(ada.id);
    expect((await api.get('/applications/student', again.body.data.token)).body.data.applications).toEqual([]);
  });

  it('keeps the last administrator', async () => {
    const first = await the.admin();
    const admins = await api.platform.readStore.collection(usersCollection).count({ role: 'admin', status: 'active' });
    if (admins === 1) {
      const refused = await deleteAccount(first, PASSWORD);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(LAST_ADMIN_MESSAGE);
    }
    await the.admin();
    expect((await deleteAccount(first, PASSWORD)).status).toBe(200);
  });
});
