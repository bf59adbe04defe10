/**
 * The notifications read model (issue 8; docs/architecture.md §Realtime: notifications are a read model too): turns
 * what happens to a person's applications, logbook entries, reports and evaluations into one document per notification
 * and recipient, and publishes each on the `notifications` topic to `user:<recipient>` for the bell. Read markers come
 * from the recipient's own `NotificationsRead` events, so a rebuild gives the same documents, read or not.
 *
 * Admins: "report to review" / "evaluation to review" go to every admin active at the time, and each marks them read
 * for themselves, but each is stored once (`admin_notifications`): a copy per admin would make the notifications grow
 * with admins × reports. Each admin's inbox holds the periods they were active (an admin who joins later, or was
 * inactive meanwhile, does not see those of that time), their "Mark all read" positions, and what they opened one by one.
 *
 * Erasure (docs/architecture.md §Personal data): a deleted person's notifications go, and those about them (an
 * employer's "Ada applied") are composed again with their name and titles blanked — what a rebuild reads once their key
 * is gone.
 */
import { rooms } from '@stint/shared';
import { accountEventSchemas } from '@stint/shared/accounts/accounts.events';
import { evaluationEventSchemas } from '@stint/shared/evaluations/evaluations.events';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { internshipEventSchemas } from '@stint/shared/internships/internships.events';
import { logbookContentSchema, logbookEventSchemas } from '@stint/shared/logbooks/logbooks.events';
import { type NotificationKind } from '@stint/shared/notifications/notifications.constants';
import { notificationEventSchemas, type NotificationEvent } from '@stint/shared/notifications/notifications.events';
import {
  adminInboxesCollection,
  adminNotificationReadId,
  adminNotificationReadsCollection,
  adminNotificationsCollection,
  inAdminInbox,
  notificationsCollection,
  readUpToOf,
  type AdminInboxDocument,
  type AdminNotificationDocument,
  type AdminNotificationReadDocument,
  type NotificationDocument,
  type NotificationFacts,
} from '@stint/shared/notifications/notifications.read-models';
import { composeNotification, erasedFacts } from '@stint/shared/notifications/notifications.text';
import { reportContentSchema, reportEventSchemas } from '@stint/shared/reports/reports.events';
import type { Role } from '@stint/shared/roles';
import { placementLookups, PLACEMENT_LOOKUP_EVENTS } from '../placements/placement-lookups';
import type { SealedValue } from '@stint/shared/sealed';
import { reviewItemEvent, reviewItemSteps, type ReviewItemEvent } from '../placements/review-item-event';
import { dataOf, openSealed } from '../runtime/event-data';
import type { Collection } from '@stint/shared/infra/read-store/read-store.port';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { idsIn, idsOf } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

/** Who may receive notifications: their role, whether an admin is active, and whether they deleted their account. */
type AccountLookup = { _id: string; role: Role; status: string; deleted: boolean };
const accountsCollection = { name: 'notification_accounts', indexes: ['role'] };

/** A logbook entry's or report's title (opened when written) and the people it concerns; evaluations have no title. */
type ItemLookup = {
  _id: string;
  title: string;
  studentId: string;
  employerId: string;
  internshipId: string;
};
const itemsCollection = { name: 'notification_items', indexes: ['studentId'] };

const lookups = placementLookups('notification');

const REPORT_OUTCOMES = {
  ReportReviewStarted: 'report-under-review',
  ReportApproved: 'report-approved',
  ReportRejected: 'report-rejected',
  ReportRevisionRequested: 'report-revision-requested',
} as const satisfies Record<string, NotificationKind>;

const APPLICATION_OUTCOMES: Partial<Record<string, NotificationKind>> = {
  reviewing: 'application-reviewing',
  accepted: 'application-accepted',
  rejected: 'application-rejected',
};

const studentName = (student: { firstName: string; lastName: string }) =>
  [student.firstName, student.lastName].filter(Boolean).join(' ');

export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 2,
  collections: [
    notificationsCollection,
    adminNotificationsCollection,
    adminInboxesCollection,
    adminNotificationReadsCollection,
    accountsCollection,
    itemsCollection,
    ...lookups.collections,
  ],
  handles: [
    ...PLACEMENT_LOOKUP_EVENTS,
    'UserStatusChanged',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'LogbookEntryCreated',
    'LogbookEntryEdited',
    'LogbookEntrySubmitted',
    'LogbookEntryApproved',
    'LogbookEntryRejected',
    'LogbookEntryReminded',
    'ReportCreated',
    'ReportRevised',
    'ReportSubmitted',
    ...Object.keys(REPORT_OUTCOMES),
    'ReportReminded',
    'EvaluationSubmitted',
    'EvaluationApproved',
    'NotificationsRead',
  ],
  async prefetch(events, context) {
    const accounts = context.collection<AccountLookup>(accountsCollection);
    const notifications = context.collection<NotificationDocument>(notificationsCollection);
    const toAdmins = context.collection<AdminNotificationDocument>(adminNotificationsCollection);
    const inboxes = context.collection<AdminInboxDocument>(adminInboxesCollection);
    const opened = context.collection<AdminNotificationReadDocument>(adminNotificationReadsCollection);
    const items = context.collection<ItemLookup>(itemsCollection);
    // An admin's inbox changes with their registration, status, deletion and what they read.
    await inboxes.getMany(
      idsIn(events, ['userId'], {
        types: ['UserRegistered', 'UserStatusChanged', 'AccountDeleted', 'NotificationsRead'],
      }),
    );
    // A deleted person's notifications, and those about them.
    const deleted = idsIn(events, ['userId'], { types: ['AccountDeleted'] });
    await notifications.findIn('userId', deleted);
    await notifications.findIn('subjectId', deleted);
    await toAdmins.findIn('subjectId', deleted);
    await opened.findIn('userId', deleted);
    await items.findIn('studentId', deleted);
    // Read markers: the notifications named, or all the reader's unread ones.
    const reads = events.flatMap((event) => {
      const data = event.type === 'NotificationsRead' ? (event.data as { userId?: unknown; read?: unknown }) : null;
      const read = data?.read as { kind?: unknown; notificationIds?: unknown } | undefined;
      return typeof data?.userId === 'string' && read ? [{ userId: data.userId, read }] : [];
    });
    const readIds = reads.flatMap(({ userId, read }) =>
      Array.isArray(read.notificationIds) ? read.notificationIds.map((id) => ({ userId, id: String(id) })) : [],
    );
    await notifications.getMany(readIds.map(({ id }) => id));
    await toAdmins.getMany(readIds.map(({ id }) => id));
    await opened.getMany(readIds.map(({ userId, id }) => adminNotificationReadId(userId, id)));
    await notifications.findIn(
      'userId',
      reads.filter(({ read }) => read.kind !== 'ids').map(({ userId }) => userId),
    );
    // The items first: their people and internships are read with the event's own.
    const named = await items.getMany(idsIn(events, ['entryId', 'reportId', 'evaluationId']));
    const internships = await lookups.prefetch(events, context, {
      studentIds: idsOf(named, 'studentId'),
      internshipIds: idsOf(named, 'internshipId'),
    });
    // Whoever may be sent one: the people the events and items name, and the internships' employers.
    await accounts.getMany([
      ...idsIn(events, ['userId', 'studentId', 'employerId']),
      ...idsOf(named, 'studentId', 'employerId'),
      ...idsOf(internships, 'employerId'),
    ]);
  },
  async apply(event, context) {
    const notifications = context.collection<NotificationDocument>(notificationsCollection);
    const accounts = context.collection<AccountLookup>(accountsCollection);
    const items = context.collection<ItemLookup>(itemsCollection);
    const { at } = event.metadata;

    const published = (userId: string, ids: string[]) =>
      context.notify({ topic: topics.notifications, rooms: [rooms.user(userId)], ids });
    const publishedToAdmins = (ids: string[]) =>
      context.notify({ topic: topics.notifications, rooms: [rooms.admins], ids });

    /** One notification of this event for `recipientId`, unless they deleted their account. */
    const send = async (
      recipientId: string,
      kind: NotificationKind,
      facts: NotificationFacts,
      link: string,
      subjectId: string | null = null,
    ) => {
      if (!recipientId || (await accounts.get(recipientId))?.deleted) return;
      const _id = deterministicId('notification', event.id, recipientId);
      await notifications.upsert({
        _id,
        userId: recipientId,
        kind,
        ...composeNotification(kind, facts),
        link,
        createdAt: at,
        readAt: null,
        position: Number(event.position),
        subjectId,
        facts,
      });
      published(recipientId, [_id]);
    };

    const admins = adminCollections(context);
    /** One notification of this event for every admin active now, stored once. */
    const sendToAdmins = async (kind: NotificationKind, facts: NotificationFacts, link: string, subjectId: string) => {
      const _id = deterministicId('notification', event.id, 'admins');
      const position = Number(event.position);
      const { title, body } = composeNotification(kind, facts);
      await admins.toAdmins.upsert({ _id, kind, title, body, link, createdAt: at, position, subjectId, facts });
      publishedToAdmins([_id]);
    };

    /** The item and what its notifications show of it; null (logged) when it is unknown. */
    const itemOf = async (id: string) => {
      const item = await items.get(id);
      if (!item) context.logger.warn({ eventId: event.id, id }, `${event.type} for an unknown item; no notification`);
      return item;
    };
    /** The title the student gave an entry or a report; none once their key is erased. */
    const titleOf = async (item: ReviewItemEvent<{ content: SealedValue }, { content: SealedValue }>) => {
      const schema = item.kind === 'logbook' ? logbookContentSchema : reportContentSchema;
      return (await openSealed(schema, item.data.content, context))?.title ?? '';
    };

    await lookups.apply(event, context);

    switch (event.type) {
      case 'UserRegistered': {
        const data = dataOf(accountEventSchemas.UserRegistered, event, context);
        if (!data) return;
        await accounts.upsert({ _id: data.userId, role: data.role, status: data.status, deleted: false });
        if (data.role === 'admin') await admins.setActive(data.userId, data.status === 'active', event.position);
        return;
      }
      case 'UserStatusChanged': {
        const data = dataOf(accountEventSchemas.UserStatusChanged, event, context);
        const account = data && (await accounts.get(data.userId));
        if (!data || !account) return;
        await accounts.patch(data.userId, { status: data.status });
        if (account.role === 'admin' && !account.deleted) {
          await admins.setActive(data.userId, data.status === 'active', event.position);
        }
        if (account.role === 'university' && account.status === 'pending' && data.status === 'active') {
          await send(data.userId, 'account-approved', {}, '/university/dashboard');
        }
        return;
      }
      case 'AccountDeleted': {
        const data = dataOf(accountEventSchemas.AccountDeleted, event, context);
        if (data)
          await forgetPerson(
            data.userId,
            data.role,
            { accounts, items, notifications, admins },
            published,
            publishedToAdmins,
          );
        return;
      }

      case 'ApplicationSubmitted': {
        const data = dataOf(internshipEventSchemas.ApplicationSubmitted, event, context);
        if (!data) return;
        const internship = await lookups.internship(context, data.internshipId);
        const student = await lookups.student(context, data.studentId);
        await send(
          internship.employerId,
          'application-received',
          { internshipTitle: internship.title, studentName: studentName(student) },
          `/employer/internships/${data.internshipId}`,
          data.studentId,
        );
        return;
      }
      case 'ApplicationStatusChanged': {
        const data = dataOf(internshipEventSchemas.ApplicationStatusChanged, event, context);
        const kind = data && data.from !== data.to ? APPLICATION_OUTCOMES[data.to] : undefined;
        if (!data || !kind) return;
        const internship = await lookups.internship(context, data.internshipId);
        await send(
          data.studentId,
          kind,
          { internshipTitle: internship.title, company: internship.company },
          `/student/applications/${data.applicationId}`,
        );
        return;
      }

      case 'LogbookEntryCreated':
      case 'ReportCreated': {
        const item = reviewItemEvent(event, context, reviewItemSteps.created);
        if (!item) return;
        const { studentId, employerId, internshipId } = item.data;
        await items.upsert({ _id: item.id, title: await titleOf(item), studentId, employerId, internshipId });
        return;
      }
      case 'LogbookEntryEdited':
      case 'ReportRevised': {
        const item = reviewItemEvent(event, context, reviewItemSteps.rewritten);
        if (item) await items.patch(item.id, { title: await titleOf(item) });
        return;
      }

      case 'LogbookEntrySubmitted': {
        const data = dataOf(logbookEventSchemas.LogbookEntrySubmitted, event, context);
        const item = data && (await itemOf(data.entryId));
        if (!item) return;
        const internship = await lookups.internship(context, item.internshipId);
        const student = await lookups.student(context, item.studentId);
        await send(
          item.employerId,
          'logbook-submitted',
          { studentName: studentName(student), itemTitle: item.title, internshipTitle: internship.title },
          '/employer/logbooks',
          item.studentId,
        );
        return;
      }
      case 'LogbookEntryApproved':
      case 'LogbookEntryRejected': {
        const data = dataOf(logbookEventSchemas[event.type], event, context);
        const item = data && (await itemOf(data.entryId));
        if (!data || !item) return;
        const kind = event.type === 'LogbookEntryApproved' ? 'logbook-approved' : 'logbook-rejected';
        await send(
          item.studentId,
          kind,
          { itemTitle: item.title, ...(data.comment ? { comment: data.comment } : {}) },
          '/student/logbook',
        );
        return;
      }
      case 'LogbookEntryReminded':
      case 'ReportReminded': {
        const reminded = reviewItemEvent(event, context, reviewItemSteps.reminded);
        if (!reminded) return;
        const item = await itemOf(reminded.id);
        const isLogbook = reminded.kind === 'logbook';
        await send(
          reminded.data.studentId,
          isLogbook ? 'logbook-due' : 'report-due',
          { itemTitle: item?.title ?? '', dueDate: reminded.data.dueDate },
          isLogbook ? '/student/logbook' : '/student/reports',
        );
        return;
      }

      case 'ReportSubmitted': {
        const data = dataOf(reportEventSchemas.ReportSubmitted, event, context);
        const item = data && (await itemOf(data.reportId));
        if (!data || !item) return;
        const student = await lookups.student(context, item.studentId);
        const facts = { studentName: studentName(student), itemTitle: item.title, isLate: data.isLate };
        await sendToAdmins('report-submitted', facts, '/admin/reports', item.studentId);
        return;
      }
      case 'ReportReviewStarted':
      case 'ReportApproved':
      case 'ReportRejected':
      case 'ReportRevisionRequested': {
        const data = dataOf(reportEventSchemas[event.type], event, context);
        const item = data && (await itemOf(data.reportId));
        if (!data || !item) return;
        await send(
          item.studentId,
          REPORT_OUTCOMES[event.type],
          { itemTitle: item.title, ...(data.comment ? { comment: data.comment } : {}) },
          '/student/reports',
        );
        return;
      }

      case 'EvaluationSubmitted': {
        const data = dataOf(evaluationEventSchemas.EvaluationSubmitted, event, context);
        if (!data) return;
        await items.upsert({
          _id: data.evaluationId,
          title: '',
          studentId: data.studentId,
          employerId: data.employerId,
          internshipId: data.internshipId,
        });
        const internship = await lookups.internship(context, data.internshipId);
        const student = await lookups.student(context, data.studentId);
        const facts = {
          company: internship.company,
          studentName: studentName(student),
          internshipTitle: internship.title,
        };
        await sendToAdmins('evaluation-submitted', facts, '/admin/evaluations', data.studentId);
        return;
      }
      case 'EvaluationApproved': {
        const data = dataOf(evaluationEventSchemas.EvaluationApproved, event, context);
        const item = data && (await itemOf(data.evaluationId));
        if (!item) return;
        const internship = await lookups.internship(context, item.internshipId);
        const student = await lookups.student(context, item.studentId);
        await send(
          item.employerId,
          'evaluation-approved',
          { studentName: studentName(student), internshipTitle: internship.title },
          '/employer/evaluations',
          item.studentId,
        );
        return;
      }

      case 'NotificationsRead': {
        const data = dataOf(notificationEventSchemas.NotificationsRead, event, context);
        if (!data) return;
        const { read } = data;
        // An admin's, in their inbox; one with no inbox (none made yet) reads their own like anyone else.
        const newlyRead = await admins.markRead(data.userId, read, { at, position: event.position });
        if (newlyRead !== null) {
          if (newlyRead.length > 0) published(data.userId, newlyRead);
          return;
        }
        const unread: NotificationDocument[] = [];
        if (read.kind === 'ids') {
          for (const id of read.notificationIds) {
            const notification = await notifications.get(id);
            // Only the recipient's own: an id of someone else's in their inbox stream changes nothing.
            if (notification?.userId === data.userId && notification.readAt === null) unread.push(notification);
          }
        } else {
          const upTo = Number(read.position);
          for (const notification of await notifications.find({ userId: data.userId, readAt: null })) {
            if (notification.position <= upTo) unread.push(notification);
          }
        }
        for (const notification of unread) await notifications.patch(notification._id, { readAt: at });
        if (unread.length > 0)
          published(
            data.userId,
            unread.map((notification) => notification._id),
          );
        return;
      }
    }
  },
});

/** A deleted account: no more notifications for them, none left of theirs, and none that still name them. */
async function forgetPerson(
  userId: string,
  role: Role,
  collections: {
    accounts: Collection<AccountLookup>;
    items: Collection<ItemLookup>;
    notifications: Collection<NotificationDocument>;
    admins: AdminInboxes;
  },
  published: (userId: string, ids: string[]) => void,
  publishedToAdmins: (ids: string[]) => void,
): Promise<void> {
  const { accounts, items, notifications, admins } = collections;
  const account = await accounts.get(userId);
  await accounts.upsert({ _id: userId, role, status: account?.status ?? 'inactive', deleted: true });
  for (const item of await items.find({ studentId: userId })) await items.patch(item._id, { title: '' });
  for (const notification of await notifications.find({ userId })) await notifications.delete(notification._id);
  if (role === 'admin') {
    await admins.inboxes.delete(userId);
    for (const read of await admins.opened.find({ userId })) await admins.opened.delete(read._id);
  }
  for (const notification of await notifications.find({ subjectId: userId })) {
    const facts = erasedFacts(notification.facts);
    await notifications.patch(notification._id, { ...composeNotification(notification.kind, facts), facts });
    published(notification.userId, [notification._id]);
  }
  const rewritten: string[] = [];
  for (const notification of await admins.toAdmins.find({ subjectId: userId })) {
    const facts = erasedFacts(notification.facts);
    await admins.toAdmins.patch(notification._id, { ...composeNotification(notification.kind, facts), facts });
    rewritten.push(notification._id);
  }
  if (rewritten.length > 0) publishedToAdmins(rewritten);
}

type AdminInboxes = ReturnType<typeof adminCollections>;
type ReadMarker = Extract<NotificationEvent, { type: 'NotificationsRead' }>['data']['read'];

/**
 * The notifications to every admin and each admin's inbox of them: when they were active, what they marked read.
 */
function adminCollections(context: Pick<ProjectionContext, 'collection'>) {
  const toAdmins = context.collection<AdminNotificationDocument>(adminNotificationsCollection);
  const inboxes = context.collection<AdminInboxDocument>(adminInboxesCollection);
  const opened = context.collection<AdminNotificationReadDocument>(adminNotificationReadsCollection);
  return {
    toAdmins,
    inboxes,
    opened,
    /** An admin became active (a period opens at `position`) or stopped being active (the open one ends there). */
    async setActive(userId: string, active: boolean, position: bigint) {
      const inbox = (await inboxes.get(userId)) ?? { _id: userId, active: [], readUpTo: [] };
      const open = inbox.active.at(-1)?.to === null;
      if (active === open) return;
      const at = Number(position);
      await inboxes.upsert({
        ...inbox,
        active: active
          ? [...inbox.active, { from: at, to: null }]
          : [...inbox.active.slice(0, -1), { ...inbox.active.at(-1)!, to: at }],
      });
    },
    /**
     * Sets an admin's read markers from their read at `readPosition`: the notifications of their inbox this makes read,
     * by id (null: no inbox). "Everything up to" reaches no further than the read itself: what came later stays unread.
     */
    async markRead(
      userId: string,
      read: ReadMarker,
      { at, position: readPosition }: { at: string; position: bigint },
    ): Promise<string[] | null> {
      const inbox = await inboxes.get(userId);
      if (!inbox) return null;
      const upTo = readUpToOf(inbox);
      if (read.kind === 'ids') {
        const newlyRead: string[] = [];
        for (const id of read.notificationIds) {
          const notification = await toAdmins.get(id);
          const _id = adminNotificationReadId(userId, id);
          if (!notification || notification.position <= upTo || !inAdminInbox(inbox, notification.position)) continue;
          if (await opened.get(_id)) continue;
          await opened.upsert({ _id, userId, notificationId: id, position: notification.position, readAt: at });
          newlyRead.push(id);
        }
        return newlyRead;
      }
      const position = Math.min(Number(read.position), Number(readPosition));
      if (position <= upTo) return [];
      const range = { position: { $gt: upTo, $lte: position } };
      const openedBefore = new Set((await opened.find({ userId, ...range })).map((marker) => marker.notificationId));
      await inboxes.patch(userId, { readUpTo: [...inbox.readUpTo, { position, at }] });
      return (await toAdmins.find(range, { sort: { position: 1 } }))
        .filter((notification) => inAdminInbox(inbox, notification.position) && !openedBefore.has(notification._id))
        .map((notification) => notification._id);
    },
  };
}
