/**
 * The notification centre over HTTP (issue 8): what happens to a person's applications arrives in their bell, live
 * on their own room, and stays (it is a read model); reading is per person, one or all at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { notificationsProjection } from '@stint/projector/notifications/notifications.projection';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { notificationRoutes } from './index';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';
import { topics, type Topic } from '@stint/shared/live/topics';

async function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next notice on `topic`, or null after `timeoutMs`. */
function nextNotice(socket: Socket, topic: Topic, timeoutMs: number): Promise<ChangeNotice | null> {
  return new Promise((resolve) => {
    const onChange = (notice: ChangeNotice) => {
      if (notice.topic !== topic) return;
      clearTimeout(timer);
      socket.off('change', onChange);
      resolve(notice);
    };
    const timer = setTimeout(() => {
      socket.off('change', onChange);
      resolve(null);
    }, timeoutMs);
    socket.on('change', onChange);
  });
}

describe('notifications api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...applicationRoutes, ...notificationRoutes],
      projections: [usersProjection, internshipsProjection, applicationsProjection, notificationsProjection],
      authenticate: accountAuthenticator,
    });
    the = people(api);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api?.close();
  });

  const as = (person: Person) => ({
    get: (path: string) => api.request('GET', path, undefined, person.token),
    post: (path: string) => api.request('POST', path, {}, person.token),
  });

  it('brings a new application to the employer’s bell live, and a decision to the student’s; they stay', async () => {
    const [employer, student, bystander] = await Promise.all([
      the.employer('Northwind'),
      the.student('Ada'),
      the.student('Bea'),
    ]);
    const internshipId = await the.postInternship(employer, { title: 'Platform intern' });
    const [employerSocket, bystanderSocket] = await Promise.all([
      open(api.url, employer.token),
      open(api.url, bystander.token),
    ]);
    sockets.push(employerSocket, bystanderSocket);

    const employerHears = nextNotice(employerSocket, topics.notifications, 5000);
    const bystanderHears = nextNotice(bystanderSocket, topics.notifications, 500);
    const applicationId = await the.apply(student, internshipId);
    const notice = await employerHears;
    expect(notice).toEqual({ topic: topics.notifications, ids: [expect.any(String)], position: expect.any(String) });
    expect(await bystanderHears).toBeNull();

    const bell = await as(employer).get('/notifications');
    expect(bell.status).toBe(200);
    expect(bell.body.data).toEqual({
      notifications: [
        {
          _id: notice!.ids[0],
          kind: 'application-received',
          title: 'New application for Platform intern',
          body: 'Ada Tester applied. Review the application.',
          link: `/employer/internships/${internshipId}`,
          createdAt: expect.any(String),
          readAt: null,
        },
      ],
      unreadCount: 1,
      pagination: expect.objectContaining({ page: 1, limit: 10, totalItems: 1 }),
    });

    await the.decide(employer, applicationId, 'accepted');
    const studentBell = await as(student).get('/notifications');
    expect(studentBell.body.data.unreadCount).toBe(1);
    expect(studentBell.body.data.notifications[0]).toMatchObject({
      kind: 'application-accepted',
      title: 'Application accepted',
      body: 'Congratulations! Northwind accepted your application for Platform intern.',
      link: `/student/applications/${applicationId}`,
    });
    // Nobody else's bell rings.
    expect((await as(bystander).get('/notifications')).body.data).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('marks one read (twice is once), or all at once; someone else’s is not found', async () => {
    const [employer, ada, bea] = await Promise.all([the.employer('Acme'), the.student('Ada'), the.student('Bea')]);
    const internshipId = await the.postInternship(employer);
    await the.apply(ada, internshipId);
    await the.apply(bea, internshipId);

    const bell = (await as(employer).get('/notifications')).body.data;
    expect(bell.unreadCount).toBe(2);
    // Newest first.
    expect(bell.notifications.map((n: { body: string }) => n.body)).toEqual([
      'Bea Tester applied. Review the application.',
      'Ada Tester applied. Review the application.',
    ]);
    const [newest, oldest] = bell.notifications as { _id: string }[];

    // Another person's notification is hidden like a missing one.
    expect((await as(ada).post(`/notifications/${oldest!._id}/read`)).status).toBe(404);
    expect((await as(ada).post('/notifications/no-such-notification/read')).status).toBe(404);
    expect((await as(employer).get('/notifications')).body.data.unreadCount).toBe(2);

    const read = await as(employer).post(`/notifications/${oldest!._id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({
      notification: { _id: oldest!._id, readAt: expect.any(String) },
      unreadCount: 1,
    });
    const again = await as(employer).post(`/notifications/${oldest!._id}/read`);
    expect(again.body.data).toMatchObject({
      notification: { readAt: read.body.data.notification.readAt },
      unreadCount: 1,
    });
    expect(await api.platform.eventStore.readStream(notificationInboxStream(employer.id))).toHaveLength(1);

    // Paged: one a page, the newest first.
    const page = (await as(employer).get('/notifications?page=2&limit=1')).body.data;
    expect(page.notifications.map((n: { _id: string }) => n._id)).toEqual([oldest!._id]);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, totalItems: 2, hasPrevPage: true, hasNextPage: false });

    const all = await as(employer).post('/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unreadCount: 0 });
    const after = (await as(employer).get('/notifications')).body.data;
    expect(after.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect(after.notifications.find((n: { _id: string }) => n._id === newest!._id).readAt).toEqual(expect.any(String));
    // Nothing left to mark: no event.
    await as(employer).post('/notifications/read-all');
    expect(await api.platform.eventStore.readStream(notificationInboxStream(employer.id))).toHaveLength(2);

    // A new one after "all" is unread.
    const carl = await the.student('Carl');
    await the.apply(carl, internshipId);
    expect((await as(employer).get('/notifications')).body.data.unreadCount).toBe(1);
  });

  it('is for signed-in people only', async () => {
    expect((await api.get('/notifications')).status).toBe(401);
    expect((await api.post('/notifications/read-all', {})).status).toBe(401);
  });
});
