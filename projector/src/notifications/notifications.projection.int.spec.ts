import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import {
  adminReadAt,
  inAdminInbox,
  type AdminInboxDocument,
  type AdminNotificationDocument,
  type AdminNotificationReadDocument,
  type NotificationDocument,
} from '@stint/shared/notifications/notifications.read-models';
import { at, placementEvents } from '../testing/placement-events';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { notificationsProjection } from './notifications.projection';
import { topics } from '@stint/shared/live/topics';

const placement = { studentId: 's1', internshipId: 'i1', employerId: 'e1' };
const application = { ...placement, applicationId: 'app1' };

/** A whole placement, its people registered first (positions start at 1 in a fresh store: event i is at i + 1). */
async function story(cipher: PersonalDataCipher): Promise<GivenEvent[]> {
  const given = placementEvents(cipher);
  return [
    await given.registered('s1', 'student', 'Ada', 'Lovelace'),
    await given.registered('e1', 'employer', 'Erin', 'Employer'),
    await given.registered('a1', 'admin', 'Ann', 'Admin'),
    await given.registered('a2', 'admin', 'Abe', 'Admin'),
    await given.registered('u1', 'university', 'Uma', 'Versity'),
    given.posted('i1', 'e1', 1),
    await given.applied('app1', 's1', 'i1', 2),
    given.decided(application, 'pending', 'reviewing', 3),
    given.decided(application, 'reviewing', 'accepted', 4),
    await given.logbookCreated('l1', placement, 'Week 1', 5),
    given.logbook('LogbookEntrySubmitted', 'l1', { id: 's1', role: 'student' }, 6),
    given.logbook('LogbookEntryRejected', 'l1', { id: 'e1', role: 'employer' }, 7, 'More detail, please'),
    await given.logbookEdited('l1', 's1', 'Week 1, in detail', 8),
    given.logbook('LogbookEntrySubmitted', 'l1', { id: 's1', role: 'student' }, 9),
    given.logbook('LogbookEntryApproved', 'l1', { id: 'e1', role: 'employer' }, 10),
    await given.logbookCreated('l2', placement, 'Week 2', 11),
    given.logbookReminded('l2', 's1', 12),
    await given.reportCreated('r1', placement, 'Midterm report', 13),
    given.report('ReportSubmitted', 'r1', { id: 's1', role: 'student' }, 14, {
      submittedDate: '2027-03-21',
      isLate: true,
    }),
    given.report('ReportReviewStarted', 'r1', { id: 'a1', role: 'admin' }, 15),
    given.report('ReportRevisionRequested', 'r1', { id: 'a1', role: 'admin' }, 16, { comment: 'Add a summary' }),
    await given.evaluationSubmitted('ev1', placement, 17),
    given.evaluationApproved('ev1', 18),
    given.statusChanged('u1', 'active', 19),
  ];
}

const byPosition = (documents: NotificationDocument[]) =>
  [...documents].sort((one, other) => one.position - other.position);
const inbox = (documents: Record<string, unknown[]>, userId: string) =>
  byPosition((documents.notifications as NotificationDocument[]).filter((doc) => doc.userId === userId)).map(
    ({ kind, title, body, link, readAt }) => ({ kind, title, body, link, readAt }),
  );
/** What `adminId` sees of the admin notifications: those of their active periods, read or not as they marked them. */
function adminInbox(documents: Record<string, unknown[]>, adminId: string) {
  const inbox =
    (documents.admin_notification_inboxes as AdminInboxDocument[]).find((doc) => doc._id === adminId) ?? null;
  const opened = (documents.admin_notification_reads as AdminNotificationReadDocument[]).filter(
    (read) => read.userId === adminId,
  );
  return [...(documents.admin_notifications as AdminNotificationDocument[])]
    .sort((one, other) => one.position - other.position)
    .filter((doc) => inAdminInbox(inbox, doc.position))
    .map(({ _id, kind, title, body, link, position }) => ({
      _id,
      kind,
      title,
      body,
      link,
      readAt: adminReadAt(
        inbox,
        position,
        opened.find((read) => read.notificationId === _id),
      ),
    }));
}

describe('notifications projection', () => {
  it('turns a placement into each recipient’s notifications, live on their own room; a replay gives the same', async () => {
    const { cipher, project } = projectionSpec(notificationsProjection);
    const spec = await project(await story(cipher));
    const documents = await spec.documents();
    expect(inbox(documents, 'e1')).toEqual([
      {
        kind: 'application-received',
        title: 'New application for Backend intern',
        body: 'Ada Lovelace applied. Review the application.',
        link: '/employer/internships/i1',
        readAt: null,
      },
      {
        kind: 'logbook-submitted',
        title: 'Logbook entry to review',
        body: 'Ada Lovelace submitted “Week 1” for Backend intern.',
        link: '/employer/logbooks',
        readAt: null,
      },
      {
        kind: 'logbook-submitted',
        title: 'Logbook entry to review',
        body: 'Ada Lovelace submitted “Week 1, in detail” for Backend intern.',
        link: '/employer/logbooks',
        readAt: null,
      },
      {
        kind: 'evaluation-approved',
        title: 'Evaluation approved',
        body: 'Your evaluation of Ada Lovelace for Backend intern was approved.',
        link: '/employer/evaluations',
        readAt: null,
      },
    ]);
    expect(inbox(documents, 's1')).toEqual([
      {
        kind: 'application-reviewing',
        title: 'Application under review',
        body: 'Northwind is reviewing your application for Backend intern.',
        link: '/student/applications/app1',
        readAt: null,
      },
      {
        kind: 'application-accepted',
        title: 'Application accepted',
        body: 'Congratulations! Northwind accepted your application for Backend intern.',
        link: '/student/applications/app1',
        readAt: null,
      },
      {
        kind: 'logbook-rejected',
        title: 'Logbook entry needs changes',
        body: 'Your employer rejected “Week 1”. Edit it and submit it again. Comment: More detail, please',
        link: '/student/logbook',
        readAt: null,
      },
      {
        kind: 'logbook-approved',
        title: 'Logbook entry approved',
        body: 'Your employer approved “Week 1, in detail”.',
        link: '/student/logbook',
        readAt: null,
      },
      {
        kind: 'logbook-due',
        title: 'Logbook entry due soon',
        body: '“Week 2” is still a draft and is due on 2027-03-08.',
        link: '/student/logbook',
        readAt: null,
      },
      {
        kind: 'report-under-review',
        title: 'Report under review',
        body: 'Your report “Midterm report” is being reviewed.',
        link: '/student/reports',
        readAt: null,
      },
      {
        kind: 'report-revision-requested',
        title: 'Report needs revision',
        body: 'A revision of your report “Midterm report” was requested. Comment: Add a summary',
        link: '/student/reports',
        readAt: null,
      },
    ]);
    // Every active admin sees those to admins, stored once, to mark read for themselves.
    expect(documents.admin_notifications).toHaveLength(2);
    for (const admin of ['a1', 'a2']) {
      expect(inbox(documents, admin)).toEqual([]);
      expect(adminInbox(documents, admin)).toEqual([
        {
          _id: expect.any(String),
          kind: 'report-submitted',
          title: 'Report to review',
          body: 'Ada Lovelace submitted “Midterm report” (late).',
          link: '/admin/reports',
          readAt: null,
        },
        {
          _id: expect.any(String),
          kind: 'evaluation-submitted',
          title: 'Evaluation to review',
          body: 'Northwind evaluated Ada Lovelace for Backend intern.',
          link: '/admin/evaluations',
          readAt: null,
        },
      ]);
    }
    expect(inbox(documents, 'u1')).toEqual([
      expect.objectContaining({ kind: 'account-approved', link: '/university/dashboard' }),
    ]);

    const received = (documents.notifications as NotificationDocument[]).find(
      (doc) => doc.kind === 'application-received',
    )!;
    expect(received).toMatchObject({ createdAt: at(2), position: 7, subjectId: 's1' });
    // Each notification is news to its recipient's room only, under the notifications topic.
    for (const doc of documents.notifications as NotificationDocument[]) {
      const notices = spec.notices.filter((notice) => notice.ids.includes(doc._id));
      expect(notices.map(({ topic, rooms }) => ({ topic, rooms }))).toEqual([
        { topic: topics.notifications, rooms: [`user:${doc.userId}`] },
      ]);
    }
    for (const doc of documents.admin_notifications as AdminNotificationDocument[]) {
      const notices = spec.notices.filter((notice) => notice.ids.includes(doc._id));
      expect(notices.map(({ topic, rooms }) => ({ topic, rooms }))).toEqual([
        { topic: topics.notifications, rooms: ['admins'] },
      ]);
    }
    expect(spec.notices.every((notice) => notice.topic === topics.notifications)).toBe(true);

    expect(await spec.replay()).toEqual(documents);
    expect(await spec.replay()).toEqual(documents);
  });

  // `NotificationsRead` is at version 2; logs from before issue 16 hold version 1 bodies, which must set the same
  // markers (fixtures in shared/src/testing/stored-events.ts, appended raw as those releases stored them).
  it.each([
    ['as written today (version 2)', 'read'],
    ['as stored before issue 16 (version 1)', 'readStoredV1'],
  ] as const)(
    'sets read markers from the recipient’s own events %s: by id, or everything up to a position',
    async (_, readAs) => {
      const { cipher, project } = projectionSpec(notificationsProjection);
      const given = placementEvents(cipher);
      // Notification ids derive from the event and the recipient: give two events known ids.
      const acceptedEvent = { ...given.decided(application, 'reviewing', 'accepted', 4), id: randomUUID() };
      const rejectedEvent = {
        ...given.logbook('LogbookEntryRejected', 'l1', { id: 'e1', role: 'employer' }, 7, 'More detail, please'),
        id: randomUUID(),
      };
      const events = (await story(cipher)).map((event) =>
        event.type === 'ApplicationStatusChanged' && event.data.to === 'accepted'
          ? acceptedEvent
          : event.type === 'LogbookEntryRejected'
            ? rejectedEvent
            : event,
      );
      const accepted = deterministicId('notification', acceptedEvent.id, 's1');
      const rejected = deterministicId('notification', rejectedEvent.id, 's1');
      events.push(
        // The student opens one, twice (the second changes nothing), and names someone else's id, which does nothing.
        given[readAs]('s1', 20, { kind: 'ids', notificationIds: [accepted] }),
        given[readAs]('s1', 21, { kind: 'ids', notificationIds: [accepted, rejected] }),
        given[readAs]('a1', 22, { kind: 'ids', notificationIds: [accepted] }),
        // The employer marks all read up to the first submission (position 11): the resubmission stays unread.
        given[readAs]('e1', 23, { kind: 'upTo', position: '11' }),
        await given.logbookCreated('l3', placement, 'Week 3', 24),
        given.logbook('LogbookEntrySubmitted', 'l3', { id: 's1', role: 'student' }, 25),
        // A second "all" reaches what arrived since.
        given[readAs]('e1', 26, { kind: 'upTo', position: '1000' }),
      );
      const spec = await project(events);
      const documents = await spec.documents();
      const notifications = documents.notifications as NotificationDocument[];
      const readAt = (id: string) => notifications.find((doc) => doc._id === id)?.readAt;
      expect(readAt(accepted)).toBe(at(20));
      expect(readAt(rejected)).toBe(at(21));
      expect(inbox(documents, 's1').filter((doc) => doc.readAt !== null)).toHaveLength(2);
      expect(inbox(documents, 'e1').map(({ kind, readAt }) => ({ kind, readAt }))).toEqual([
        { kind: 'application-received', readAt: at(23) },
        { kind: 'logbook-submitted', readAt: at(23) },
        { kind: 'logbook-submitted', readAt: at(26) },
        { kind: 'evaluation-approved', readAt: at(26) },
        { kind: 'logbook-submitted', readAt: at(26) },
      ]);
      expect(adminInbox(documents, 'a1')).toHaveLength(2);
      expect(adminInbox(documents, 'a1').every((doc) => doc.readAt === null)).toBe(true);
      // Read markers are notices too, so the bell's count drops in every tab of the recipient.
      const afterReading = spec.notices.filter((notice) => BigInt(notice.position) >= 25n);
      expect(afterReading).toContainEqual(
        expect.objectContaining({ topic: topics.notifications, rooms: ['user:s1'], ids: [accepted, rejected] }),
      );
      expect(await spec.replay()).toEqual(documents);
    },
  );

  it('shows each admin those to admins of the time they were active, read as that admin marked them', async () => {
    const { cipher, project } = projectionSpec(notificationsProjection);
    const given = placementEvents(cipher);
    const events = await story(cipher);
    // The first report's notification gets a known id (ids derive from the event).
    const submitted = events.findIndex((event) => event.type === 'ReportSubmitted');
    const reportEventId = randomUUID();
    events[submitted] = { ...events[submitted]!, id: reportEventId };
    const report = deterministicId('notification', reportEventId, 'admins');
    const personal = deterministicId('notification', reportEventId, 's1');
    events.push(
      given.statusChanged('a2', 'inactive', 25),
      await given.registered('a3', 'admin', 'Ava', 'Admin', 26),
      await given.reportCreated('r2', placement, 'Final report', 27),
      given.report('ReportSubmitted', 'r2', { id: 's1', role: 'student' }, 28, {
        submittedDate: '2027-06-01',
        isLate: false,
      }),
      given.statusChanged('a2', 'active', 29),
      // a1 opens the first report's (twice: the second changes nothing), and names an id that is not theirs.
      given.read('a1', 30, { kind: 'ids', notificationIds: [report, personal] }),
      given.read('a1', 31, { kind: 'ids', notificationIds: [report] }),
      // a2 marks all read up to the final report, which came while they were inactive.
      given.read('a2', 32, { kind: 'upTo', position: '28' }),
      // a3 names one from before they joined.
      given.read('a3', 33, { kind: 'ids', notificationIds: [report] }),
      await given.evaluationSubmitted('ev2', placement, 34),
    );
    const spec = await project(events);
    const documents = await spec.documents();
    expect(documents.admin_notifications).toHaveLength(4);
    const seen = (admin: string) => adminInbox(documents, admin).map(({ kind, readAt }) => ({ kind, readAt }));
    expect(seen('a1')).toEqual([
      { kind: 'report-submitted', readAt: at(30) },
      { kind: 'evaluation-submitted', readAt: null },
      { kind: 'report-submitted', readAt: null },
      { kind: 'evaluation-submitted', readAt: null },
    ]);
    expect(seen('a2')).toEqual([
      { kind: 'report-submitted', readAt: at(32) },
      { kind: 'evaluation-submitted', readAt: at(32) },
      { kind: 'evaluation-submitted', readAt: null },
    ]);
    expect(seen('a3')).toEqual([
      { kind: 'report-submitted', readAt: null },
      { kind: 'evaluation-submitted', readAt: null },
    ]);
    // What a read changed is news to the reader's own room.
    const readNotices = spec.notices.filter((notice) => notice.rooms.some((room) => room.startsWith('user:a')));
    expect(readNotices.map(({ rooms, ids }) => ({ rooms, ids }))).toEqual([
      { rooms: ['user:a1'], ids: [report] },
      {
        rooms: ['user:a2'],
        ids: adminInbox(documents, 'a2')
          .slice(0, 2)
          .map(({ _id }) => _id),
      },
    ]);
    expect(await spec.replay()).toEqual(documents);
  });

  // Stored once with periods and markers, an admin's notifications must read exactly as the copy per admin they
  // replaced: the same ones, each read at the same moment, whatever the order of statuses, reports and reads.
  it('gives every admin what a copy of their own gave: the same notifications, read at the same moments', async () => {
    type Op =
      | { kind: 'status'; admin: string; active: boolean }
      | { kind: 'register'; admin: string }
      | { kind: 'submitted' }
      | { kind: 'readIds'; admin: string; picks: number[]; stranger: boolean }
      | { kind: 'readUpTo'; admin: string; back: number; ahead: boolean };
    const admin = fc.constantFrom('a1', 'a2', 'a3', 'a4');
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('status' as const), admin, active: fc.boolean() }),
      fc.record({ kind: fc.constant('register' as const), admin: fc.constant('a4') }),
      fc.record({ kind: fc.constant('submitted' as const) }),
      fc.record({
        kind: fc.constant('readIds' as const),
        admin,
        picks: fc.array(fc.nat(), { size: 'max', maxLength: 4 }),
        stranger: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('readUpTo' as const), admin, back: fc.nat(4), ahead: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { size: 'max', maxLength: 60 }), async (ops) => {
        const { cipher, project } = projectionSpec(notificationsProjection);
        const given = placementEvents(cipher);
        const events: GivenEvent[] = [
          await given.registered('s1', 'student', 'Ada', 'Lovelace'),
          await given.registered('e1', 'employer', 'Erin', 'Employer'),
          await given.registered('a1', 'admin', 'Ann', 'Admin'),
          await given.registered('a2', 'admin', 'Abe', 'Admin'),
          await given.registered('a3', 'admin', 'Ari', 'Admin'),
          given.posted('i1', 'e1', 6),
        ];
        // The copy per admin, as the projection kept them before: made for the admins active at the time.
        const copies = new Map<string, { id: string; position: number; readAt: string | null }[]>();
        const active = new Map(['a1', 'a2', 'a3'].map((id) => [id, true]));
        const sent: { id: string; position: number }[] = [];
        const mine = (adminId: string) => copies.get(adminId) ?? [];
        for (const step of ops) {
          const position = events.length + 1;
          switch (step.kind) {
            case 'status':
              if (!active.has(step.admin)) break;
              events.push(given.statusChanged(step.admin, step.active ? 'active' : 'inactive', position));
              active.set(step.admin, step.active);
              break;
            case 'register':
              if (active.has(step.admin)) break;
              events.push(await given.registered(step.admin, 'admin', 'Ava', 'Admin', position));
              active.set(step.admin, true);
              break;
            case 'submitted': {
              const eventId = randomUUID();
              events.push({ ...(await given.evaluationSubmitted(`ev${position}`, placement, position)), id: eventId });
              const id = deterministicId('notification', eventId, 'admins');
              sent.push({ id, position });
              for (const [adminId, isActive] of active) {
                if (isActive) copies.set(adminId, [...mine(adminId), { id, position, readAt: null }]);
              }
              break;
            }
            case 'readIds': {
              const ids = step.picks.flatMap((pick) => (sent.length > 0 ? [sent[pick % sent.length]!.id] : []));
              if (step.stranger) ids.push(randomUUID());
              events.push(given.read(step.admin, position, { kind: 'ids', notificationIds: ids }));
              for (const copy of mine(step.admin)) if (ids.includes(copy.id)) copy.readAt ??= at(position);
              break;
            }
            case 'readUpTo': {
              // Up to one of the newest sent, or (never by the decider, but in the log all the same) past the read.
              const upTo = step.ahead ? position + 10 : (sent[sent.length - 1 - step.back]?.position ?? 0);
              events.push(given.read(step.admin, position, { kind: 'upTo', position: String(upTo) }));
              for (const copy of mine(step.admin)) if (copy.position <= upTo) copy.readAt ??= at(position);
              break;
            }
          }
        }
        const documents = await (await project(events)).documents();
        for (const adminId of ['a1', 'a2', 'a3', 'a4']) {
          expect(adminInbox(documents, adminId).map(({ _id, readAt }) => ({ id: _id, readAt }))).toEqual(
            mine(adminId).map(({ id, readAt }) => ({ id, readAt })),
          );
        }
      }),
      { numRuns: 8 },
    );
  });

  it('forgets a deleted person: their notifications go, and others’ stop naming them — as a rebuild without their key', async () => {
    const { cipher, project } = projectionSpec(notificationsProjection);
    const given = placementEvents(cipher);
    const events = [
      ...(await story(cipher)),
      given.accountDeleted('s1', 'student', 30),
      // Nothing new reaches a deleted account (their application may still be decided on).
      given.decided(application, 'accepted', 'rejected', 31),
    ];
    const spec = await project(events);
    const documents = await spec.documents();
    expect(inbox(documents, 's1')).toEqual([]);
    expect(inbox(documents, 'e1').map(({ body }) => body)).toEqual([
      'Deleted user applied. Review the application.',
      'Deleted user submitted “Untitled” for Backend intern.',
      'Deleted user submitted “Untitled” for Backend intern.',
      'Your evaluation of Deleted user for Backend intern was approved.',
    ]);
    expect(adminInbox(documents, 'a1').map(({ body }) => body)).toEqual([
      'Deleted user submitted “Untitled” (late).',
      'Northwind evaluated Deleted user for Backend intern.',
    ]);
    expect(JSON.stringify(documents)).not.toMatch(/Ada|Lovelace|Week 1|Midterm report/);
    // The recipients' bells hear of the change (the deletion is at position 25).
    const rewritten = (documents.notifications as NotificationDocument[]).filter((doc) => doc.userId === 'e1');
    expect(spec.notices.find((notice) => notice.rooms[0] === 'user:e1' && BigInt(notice.position) >= 25n)?.ids).toEqual(
      expect.arrayContaining(rewritten.map((doc) => doc._id)),
    );

    // Once their key is gone, a rebuild reads the same.
    await cipher.erase('s1');
    expect(await spec.replay()).toEqual(documents);
  });
});
