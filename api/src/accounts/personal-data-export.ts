/**
 * Everything Stint holds about one person (issue 8 "Your data"; docs/architecture.md §Personal data): the events they
 * own or are the subject of, with the values sealed with their key opened, and their documents in the read models.
 *
 * Whose is what follows the keys: a value sealed with someone else's key is theirs and is withheld (an employer's
 * evaluation of a student is the student's data, in the student's export). Secrets are redacted: password hashes,
 * reset-token hashes and blob keys. Streams are found through the read models (which applications, entries, reports
 * and evaluations are the person's); what is exported from them is read back from the log.
 */
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { evaluationsCollection } from '@stint/shared/evaluations/evaluations.read-models';
import { isSealedValue, type PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Doc } from '@stint/shared/infra/read-store/read-store.port';
import {
  applicationsCollection,
  applicationStudentsCollection,
} from '@stint/shared/applications/applications.read-models';
import { bookmarksCollection, internshipsCollection } from '@stint/shared/internships/internships.read-models';
import { logbookEntriesCollection } from '@stint/shared/logbooks/logbooks.read-models';
import { notificationsCollection } from '@stint/shared/notifications/notifications.read-models';
import { composeNotification, withheldFacts } from '@stint/shared/notifications/notifications.text';
import { placementLookupCollections } from '@stint/shared/placements/placement-lookups.read-models';
import { reportsCollection } from '@stint/shared/reports/reports.read-models';
import type { ExportedEvent, PersonalDataExport } from '@stint/shared/accounts/your-data.schemas';
import type { ApiDeps } from '../platform/api-deps';
import { inboxOf, type InboxNotification } from '../notifications/notifications.store';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { notificationInboxStream } from '@stint/shared/notifications/notifications.streams';
import { bookmarksStream, internshipStream } from '@stint/shared/internships/internships.streams';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';
import { evaluationStream } from '@stint/shared/evaluations/evaluations.streams';
import { messageThreadsCollection } from '@stint/shared/messages/messages.read-models';
import { messageThreadStream } from '@stint/shared/messages/messages.streams';

type Stores = Pick<ApiDeps, 'platform'>;

const REDACTED = '[redacted]';
const WITHHELD = '[withheld]';
const ERASED = '[erased]';
/** Fields that are secrets or internal handles, never data about the person. */
const SECRET_FIELDS = new Set(['passwordHash', 'tokenHash', 'tokenVersion', 'resumeKey', 'profilePictureKey']);
/** Blob keys inside events (`resume.key`, `pictureKey`). */
const BLOB_KEY_FIELDS = new Set(['key', 'pictureKey']);

/** Which streams are the person's, and which of their events: their own streams whole, others filtered. */
type StreamSelection = { stream: string; keep: (event: RecordedEvent) => boolean };

const all = () => true;
const aboutStudent = (userId: string) => (event: RecordedEvent) => event.data.studentId === userId;
/** In an application's thread: what the person wrote, read and was mailed about (the other side's words are theirs). */
const ownThreadEvents = (userId: string) => (event: RecordedEvent) =>
  event.data.authorId === userId || event.data.readerId === userId || event.data.recipientId === userId;
/** An employer's internship stream, without the applications to it (those are each student's). */
const internshipItself = (event: RecordedEvent) => event.data.studentId === undefined;

async function streamsOf(deps: Stores, userId: string): Promise<StreamSelection[]> {
  const { readStore } = deps.platform;
  const ids = async (collection: { name: string }, field: string) =>
    (await readStore.collection(collection).find({ [field]: userId })).map((doc) => doc._id);
  const internshipIdsApplied = (await readStore.collection(applicationsCollection).find({ studentId: userId })).map(
    (application) => String(application.internshipId),
  );
  const selections: StreamSelection[] = [
    { stream: userStream(userId), keep: all },
    { stream: bookmarksStream(userId), keep: all },
    { stream: notificationInboxStream(userId), keep: all },
    ...[...new Set(internshipIdsApplied)].map((id) => ({ stream: internshipStream(id), keep: aboutStudent(userId) })),
    ...(await ids(internshipsCollection, 'employerId')).map((id) => ({
      stream: internshipStream(id),
      keep: internshipItself,
    })),
    ...(await ids(logbookEntriesCollection, 'studentId')).map((id) => ({ stream: logbookStream(id), keep: all })),
    ...(await ids(reportsCollection, 'studentId')).map((id) => ({ stream: reportStream(id), keep: all })),
    ...(await ids(evaluationsCollection, 'studentId')).map((id) => ({ stream: evaluationStream(id), keep: all })),
    ...[
      ...(await ids(messageThreadsCollection, 'studentId')),
      ...(await ids(messageThreadsCollection, 'employerId')),
    ].map((id) => ({ stream: messageThreadStream(id), keep: ownThreadEvents(userId) })),
  ];
  // One stream may be selected twice (an employer who once applied somewhere of their own): keep either's events.
  const byStream = new Map<string, StreamSelection>();
  for (const selection of selections) {
    const earlier = byStream.get(selection.stream);
    byStream.set(
      selection.stream,
      earlier ? { stream: selection.stream, keep: (event) => earlier.keep(event) || selection.keep(event) } : selection,
    );
  }
  return [...byStream.values()];
}

/** The person's events, oldest first. */
export async function eventsOf(deps: Stores, userId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (const { stream, keep } of await streamsOf(deps, userId)) {
    events.push(...(await deps.platform.eventStore.readStream(stream)).filter(keep));
  }
  return events.sort((one, other) => (one.position < other.position ? -1 : one.position > other.position ? 1 : 0));
}

/** Every blob (resume, profile picture) the person's events name. */
export function blobKeysOf(events: RecordedEvent[]): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown, field: string | null) => {
    if (typeof value === 'string' && field && BLOB_KEY_FIELDS.has(field)) keys.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, null);
    else if (value && typeof value === 'object' && !isSealedValue(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, key);
    }
  };
  for (const event of events) walk(event.data, null);
  return [...keys];
}

/** A value with the person's sealed parts opened (JSON parsed where it is JSON), others' withheld, secrets redacted. */
async function opened(value: unknown, userId: string, cipher: PersonalDataCipher): Promise<unknown> {
  if (isSealedValue(value)) {
    if (value.p !== userId) return WITHHELD;
    const text = await cipher.decrypt(value);
    if (text === null) return ERASED;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => opened(item, userId, cipher)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_FIELDS.has(key) || BLOB_KEY_FIELDS.has(key) ? REDACTED : await opened(item, userId, cipher);
    }
    return out;
  }
  return value;
}

const withoutSecrets = (doc: Doc): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !SECRET_FIELDS.has(key)));

/** A notification as its recipient saw it; what it says of another person (an applicant's name) is withheld. */
function exportedNotification(notification: InboxNotification, userId: string): Record<string, unknown> {
  const { _id, kind, link, createdAt, readAt, subjectId, facts } = notification;
  const text =
    subjectId && subjectId !== userId
      ? composeNotification(kind, withheldFacts(facts))
      : { title: notification.title, body: notification.body };
  return { _id, kind, ...text, link, createdAt, readAt };
}

export async function exportPersonalData(
  deps: Stores,
  userId: string,
  now: Date = new Date(),
): Promise<PersonalDataExport> {
  const { readStore, cipher } = deps.platform;
  const find = (collection: { name: string }, field: string) =>
    readStore.collection(collection).find({ [field]: userId }, { sort: { _id: 1 } });
  const get = async (collection: { name: string }) => {
    const doc = await readStore.collection(collection).get(userId);
    return doc ? [doc] : [];
  };
  const user = await readStore.collection<UserDocument>(usersCollection).get(userId);

  const events: ExportedEvent[] = [];
  for (const event of await eventsOf(deps, userId)) {
    events.push({
      id: event.id,
      stream: event.stream,
      type: event.type,
      position: event.position.toString(),
      at: event.metadata.at,
      data: await opened(event.data, userId, cipher),
    });
  }

  const documents: Record<string, Doc[]> = {
    [usersCollection.name]: user ? [user] : [],
    [applicationsCollection.name]: await find(applicationsCollection, 'studentId'),
    [logbookEntriesCollection.name]: await find(logbookEntriesCollection, 'studentId'),
    [reportsCollection.name]: await find(reportsCollection, 'studentId'),
    [evaluationsCollection.name]: await find(evaluationsCollection, 'studentId'),
    [bookmarksCollection.name]: await find(bookmarksCollection, 'studentId'),
    [internshipsCollection.name]: await find(internshipsCollection, 'employerId'),
    // The copies of the person that projections keep to show them on others' screens.
    [applicationStudentsCollection.name]: await get(applicationStudentsCollection),
    ...Object.fromEntries(
      await Promise.all(
        ['logbook', 'report', 'evaluation', 'notification'].map(async (prefix) => {
          const spec = placementLookupCollections(prefix).students;
          return [spec.name, await get(spec)] as const;
        }),
      ),
    ),
  };
  const notifications = await inboxOf(deps, { id: userId, role: user?.role ?? 'student' }).all();

  return {
    format: 'stint-personal-data/1',
    exportedAt: now.toISOString(),
    account: user ? withoutSecrets(user) : { _id: userId },
    events,
    documents: {
      ...Object.fromEntries(Object.entries(documents).map(([name, docs]) => [name, docs.map(withoutSecrets)])),
      [notificationsCollection.name]: notifications.map((notification) => exportedNotification(notification, userId)),
    },
  };
}
