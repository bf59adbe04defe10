/**
 * Admins' notifications over HTTP: a report to review reaches every admin active at the time, stored once, and each
 * admin reads it for themselves; an admin who joins later does not see the older ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { notificationsProjection } from '@stint/projector/notifications/notifications.projection';
import { people, reportBody, type Person } from '@stint/launcher/testing/people';
import type { TestApi } from '@stint/launcher/testing/test-api';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { topics } from '@stint/shared/live/topics';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';
import {
  adminInboxesCollection,
  notificationsCollection,
  type NotificationDocument,
} from '@stint/shared/notifications/notifications.read-models';
import { startPlacementApi } from '../placements/placement-api.test-setup';
import { notificationRoutes } from './index';

describe('admin notifications api', () => {
  let api: TestApi;
  let the: ReturnType<typeof people>;
  let socket: Socket | undefined;

  beforeAll(async () => {
    api = await startPlacementApi({ routes: notificationRoutes, projections: [notificationsProjection] });
    the = people(api);
  });
  afterAll(async () => {
    socket?.disconnect();
    await api?.close();
  });

  const as = (person: Person) => ({
    get: (path: string) => api.request('GET', path, undefined, person.token),
    post: (path: string, body: unknown = {}) => api.request('POST', path, body, person.token),
  });
  const bell = async (person: Person) => (await as(person).get('/notifications')).body.data;

  /** A student accepted at a new internship, who writes a report and submits it; resolves to its title. */
  async function submitReport(student: Person, internshipId: string, title: string) {
    const created = await as(student).post('/reports', reportBody(internshipId, { title }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await as(student).post(`/reports/${created.body.data.report._id}/submit`)).status).toBe(200);
  }

  it('brings a report to every admin, live; each reads it for themselves; a later admin sees only what came after', async () => {
    const [ann, abe, employer, student] = await Promise.all([
      the.admin(),
      the.admin(),
      the.employer('Northwind'),
      the.student('Ada'),
    ]);
    const internshipId = await the.postInternship(employer);
    await the.decide(employer, await the.apply(student, internshipId), 'accepted');

    socket = connect(api.url, { transports: ['websocket'], auth: { token: abe.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const heard = new Promise<ChangeNotice>((resolve) =>
      socket!.on('change', (notice: ChangeNotice) => notice.topic === topics.notifications && resolve(notice)),
    );
    await submitReport(student, internshipId, 'Midterm report');
    const notice = await heard;

    for (const admin of [ann, abe]) {
      expect(await bell(admin)).toEqual({
        notifications: [
          {
            _id: notice.ids[0],
            kind: 'report-submitted',
            title: 'Report to review',
            body: 'Ada Tester submitted “Midterm report”.',
            link: '/admin/reports',
            createdAt: expect.any(String),
            readAt: null,
          },
        ],
        unreadCount: 1,
        pagination: expect.objectContaining({ totalItems: 1 }),
      });
    }
    // The student's own bell holds none of it, and cannot open it.
    expect((await bell(student)).notifications.map((n: { kind: string }) => n.kind)).not.toContain('report-submitted');
    expect((await as(student).post(`/notifications/${notice.ids[0]}/read`)).status).toBe(404);

    // Ann opens it: hers is read, Abe's is not.
    const read = await as(ann).post(`/notifications/${notice.ids[0]}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({
      notification: expect.objectContaining({ _id: notice.ids[0], readAt: expect.any(String) }),
      unreadCount: 0,
    });
    expect((await bell(ann)).notifications[0].readAt).toBe(read.body.data.notification.readAt);
    expect(await bell(abe)).toMatchObject({ unreadCount: 1, notifications: [{ readAt: null }] });

    // Cyd joins: the next report reaches all three, the first only the two.
    const cyd = await the.admin();
    expect(await bell(cyd)).toMatchObject({ notifications: [], unreadCount: 0 });
    expect((await as(cyd).post(`/notifications/${notice.ids[0]}/read`)).status).toBe(404);
    await submitReport(student, internshipId, 'Final report');
    expect((await bell(cyd)).notifications.map((n: { body: string }) => n.body)).toEqual([
      'Ada Tester submitted “Final report”.',
    ]);
    expect(await bell(ann)).toMatchObject({ unreadCount: 1 });
    expect(await bell(abe)).toMatchObject({ unreadCount: 2 });

    // Abe marks all read; nothing left to mark appends nothing.
    expect((await as(abe).post('/notifications/read-all')).body.data).toEqual({ unreadCount: 0 });
    expect((await bell(abe)).notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect((await as(abe).post('/notifications/read-all')).body.data).toEqual({ unreadCount: 0 });
    expect(await api.platform.eventStore.readStream(notificationInboxStream(abe.id))).toHaveLength(1);
    expect(await bell(ann)).toMatchObject({ unreadCount: 1 });
    expect(await bell(cyd)).toMatchObject({ unreadCount: 1 });

    // Paged newest first.
    const page = (await as(ann).get('/notifications?page=2&limit=1')).body.data;
    expect(page.notifications.map((n: { body: string }) => n.body)).toEqual(['Ada Tester submitted “Midterm report”.']);
    expect(page.pagination).toMatchObject({ page: 2, totalItems: 2 });
  });

  it('reads an admin with no inbox yet from the copies the projection made per admin before (an upgrade’s shadow)', async () => {
    const admin = await the.admin();
    const { readStore } = api.platform;
    // What version 1 of the notifications projection left: a copy for this admin, and no inbox.
    await readStore.collection(adminInboxesCollection).delete(admin.id);
    const copy: NotificationDocument = {
      _id: `copy-${admin.id}`,
      userId: admin.id,
      kind: 'report-submitted',
      title: 'Report to review',
      body: 'Ada Tester submitted “Midterm report”.',
      link: '/admin/reports',
      createdAt: new Date().toISOString(),
      readAt: null,
      position: 1,
      subjectId: null,
      facts: { studentName: 'Ada Tester', itemTitle: 'Midterm report' },
    };
    await readStore.collection<NotificationDocument>(notificationsCollection).upsert(copy);
    expect(await bell(admin)).toMatchObject({
      notifications: [{ _id: copy._id, body: copy.body, readAt: null }],
      unreadCount: 1,
    });
    const read = await as(admin).post(`/notifications/${copy._id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({
      notification: { _id: copy._id, readAt: expect.any(String) },
      unreadCount: 0,
    });
    expect(await bell(admin)).toMatchObject({ notifications: [{ _id: copy._id, readAt: expect.any(String) }] });
  });
});
