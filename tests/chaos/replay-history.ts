/**
 * A large, realistic event history for the projector replay chaos suite, on PostgreSQL.
 *
 * 1. One real history: `npm run seed`'s demo data (every step through the api's own route handlers and deciders,
 *    with an in-process projector), then a scenario that reaches every event type the seed leaves out (profile
 *    and password changes, a reset link used, bookmarks, take-downs, the newsletter and its digest, reminders,
 *    settings, the job board, an erased account), again through the routes and the workers' own jobs.
 * 2. Multiplied: the history is copied K times into a fresh database, events interleaved copy by copy in the
 *    original order, every id remapped consistently per copy (stream names, entity and event ids, the keyed
 *    hashes that name reservation and newsletter streams, the people inside the data) and every email made
 *    unique. A sealed value binds its owner (the `p` it names is the AES-GCM associated data), so each one is
 *    opened with the owner's key and sealed again for the copy's owner, whose key is the original's copied
 *    under the new id, wrapped again for it by the master key (the wrapping binds the person too; an erased
 *    person's copy is erased too, so their values read as "Deleted user").
 *
 * Nothing is cached between runs: the seed takes a few seconds, the copying a few more.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProjectorRunner, projections } from '@stint/projector';
import type { Actor } from '@stint/shared';
import type { UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import { loadConfig } from '@stint/shared/infra/config';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import { isSealedValue } from '@stint/shared/infra/crypto/personal-data';
import {
  MasterKeyRing,
  formatMasterKey,
  generateMasterKey,
  parseMasterKeys,
} from '@stint/shared/infra/crypto/master-keys';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform, type Platform } from '@stint/shared/infra/platform';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { logbookEntriesCollection } from '@stint/shared/logbooks/logbooks.read-models';
import { reportsCollection } from '@stint/shared/reports/reports.read-models';
import { NEWSLETTER_UNSUBSCRIBE_PURPOSE } from '@stint/shared/newsletter/newsletter.constants';
import type { SealedValue } from '@stint/shared/sealed';
import { seedDemoData } from '@stint/api/seed/seed';
import { createRouteCaller } from '@stint/api/seed/route-caller';
import { changePasswordRoute, logOutRoute, updateProfileRoute } from '@stint/api/accounts/current-user.routes';
import { forgotPasswordRoute } from '@stint/api/accounts/forgot-password.route';
import { resetPasswordRoute } from '@stint/api/accounts/reset-password.route';
import { removeProfilePictureRoute, uploadProfilePictureRoute } from '@stint/api/accounts/profile-picture.routes';
import { deleteAccountRoute } from '@stint/api/accounts/delete-account.route';
import { bookmarkInternshipRoute } from '@stint/api/internships/bookmark-internship.route';
import { updateInternshipRoute } from '@stint/api/internships/update-internship.route';
import { postInternshipRoute } from '@stint/api/internships/post-internship.route';
import { reactivateInternshipRoute } from '@stint/api/internships/internship-status.routes';
import { restoreInternshipRoute, takeDownInternshipRoute } from '@stint/api/admin/admin-internships.routes';
import { subscribeToNewsletterRoute } from '@stint/api/newsletter/subscribe-to-newsletter.route';
import { unsubscribeFromNewsletterRoute } from '@stint/api/newsletter/unsubscribe-from-newsletter.routes';
import { subscriberIdFor } from '@stint/api/newsletter/newsletter.store';
import { markAllNotificationsReadRoute } from '@stint/api/notifications/mark-notifications-read.routes';
import { updateSystemSettingsRoute } from '@stint/api/settings/update-system-settings.route';
import { remindDueDrafts } from '@stint/workers/reviews/draft-reminders.job';
import { decideWeeklyDigests } from '@stint/workers/newsletter/newsletter-digest.job';
import { syncJobBoard } from '@stint/workers/internships/job-board-sync.job';
import { reply, riseJob, risePage, startJobBoardServer } from '@stint/workers/testing/job-board-server';
import { userStream } from '@stint/shared/accounts/accounts.streams';

const PASSWORD = 'chaos-demo-password-1';
const DAY_MS = 86_400_000;

type EventRow = {
  id: string;
  stream: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: string;
};
/** A person's key: raw here, stored wrapped (`wrapped_by` names the master key). */
type KeyRow = { person_id: string; key: Buffer | null; erased_at: string | null };
type StoredKeyRow = { person_id: string; key: Buffer | null; wrapped_by: string | null; erased_at: string | null };

export type ReplayHistory = {
  /** The database holding the multiplied history (event store, key store; read models start empty). */
  url: string;
  /** The secret the history was written with (JWT_SECRET of the processes that read it). */
  secret: string;
  /** The master key its personal-data keys are wrapped by (PERSONAL_DATA_MASTER_KEYS of the processes). */
  masterKeys: string;
  /** Events of the one real history, and how many copies of it are in the database. */
  baseEvents: number;
  copies: number;
  /** Events in the database. */
  events: number;
  /** How many events of each type the one real history has. */
  typeCounts: Record<string, number>;
  /** Appends `count` more copies (after everything there is); returns the events appended. */
  appendCopies(count: number): Promise<number>;
  drop(): Promise<void>;
};

/** Writes one real history into a fresh database through the routes; returns its events and keys. */
async function writeRealHistory(log: (line: string) => void): Promise<{
  events: EventRow[];
  keys: KeyRow[];
  secret: string;
  masterKeys: string;
}> {
  const db = await createTestPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-chaos-history-'));
  const secret = randomBytes(32).toString('hex');
  const masterKeys = formatMasterKey(generateMasterKey('chaos'));
  const platform = await openPlatform(
    loadConfig({
      EVENT_STORE_URL: db.url,
      READ_STORE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      PERSONAL_DATA_MASTER_KEYS: masterKeys,
      LOG_LEVEL: 'silent',
    }),
    createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  );
  const runner = new ProjectorRunner({
    eventStore: platform.eventStore,
    readStore: platform.readStore,
    bus: platform.bus,
    logger: platform.logger,
    projections,
    cipher: platform.cipher,
  });
  try {
    await runner.start();
    await runner.caughtUp();
    const started = Date.now();
    await seedDemoData(platform, { password: PASSWORD });
    log(`seed: ${Date.now() - started} ms`);
    const scenario = Date.now();
    await writeRestOfHistory(platform);
    log(`scenario for the other event types: ${Date.now() - scenario} ms`);
    const sql = new PostgresSql(db.url);
    try {
      const events = await sql.query<EventRow>(
        `select id::text as id, stream, revision::text as revision, type, data, metadata,
                to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as recorded_at
           from events order by position`,
      );
      const stored = await sql.query<StoredKeyRow>(
        `select person_id, key, wrapped_by, erased_at::text as erased_at from person_keys order by person_id`,
      );
      const ring = new MasterKeyRing(parseMasterKeys(masterKeys));
      const keys = stored.map(({ person_id, key, wrapped_by, erased_at }) => ({
        person_id,
        key: key ? ring.unwrap(person_id, { material: Buffer.from(key), wrappedBy: wrapped_by }) : null,
        erased_at,
      }));
      return { events, keys, secret, masterKeys };
    } finally {
      await sql.close();
    }
  } finally {
    await runner.stop();
    await platform.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A 1×1 PNG: the profile picture route checks the type by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The event types the seed does not write, each through its own route or job, on the seeded people. */
async function writeRestOfHistory(platform: Platform): Promise<void> {
  const caller = await createRouteCaller(platform);
  const users = await platform.readStore
    .collection<UserDocument>(usersCollection)
    .find({ status: 'active' }, { sort: { _id: 1 } });
  const actor = (user: UserDocument): Actor => ({ id: user._id, role: user.role });
  const byRole = (role: string) => users.filter((user) => user.role === role);
  const [admin] = byRole('admin');
  const students = byRole('student');
  const employers = byRole('employer');
  if (!admin || students.length < 6 || employers.length < 2) throw new Error('The seed has fewer people than expected');
  let tick = 0;
  const at = () => new Date(Date.now() - 60_000 + tick++).toISOString();
  const call = <T = unknown>(
    route: Parameters<typeof caller.call>[0],
    who: Actor | null,
    input: { params?: Record<string, string>; body?: unknown; file?: Parameters<typeof caller.call>[1]['file'] } = {},
  ) => caller.call<T>(route, { actor: who, at: at(), commandId: `chaos:${tick}:${route.path}`, ...input });

  try {
    const [s1, s2, s3, s4, s5, s6] = students as [
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
    ];
    // Accounts: profile, picture, password, sign-out, a reset link used.
    await call(updateProfileRoute, actor(s1), {
      body: { firstName: `${s1.firstName ?? 'Sam'}ie`, bio: 'Keen on data and distributed systems.' },
    });
    await call(uploadProfilePictureRoute, actor(s1), {
      file: { buffer: PNG, size: PNG.length, originalName: 'me.png', declaredType: 'image/png' },
    });
    await call(uploadProfilePictureRoute, actor(s2), {
      file: { buffer: PNG, size: PNG.length, originalName: 'me.png', declaredType: 'image/png' },
    });
    await call(removeProfilePictureRoute, actor(s2));
    await call(changePasswordRoute, actor(s2), {
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-b`, confirmPassword: `${PASSWORD}-b` },
    });
    await call(logOutRoute, actor(s2));
    await call(forgotPasswordRoute, null, { body: { email: s3.email } });
    const requested = (await platform.eventStore.readStream(userStream(s3._id))).findLast(
      (event) => event.type === 'PasswordResetRequested',
    );
    const token = await platform.cipher.decrypt((requested?.data as { sealedToken: SealedValue }).sealedToken);
    await call(resetPasswordRoute, null, {
      params: { token: token! },
      body: { password: `${PASSWORD}-c`, confirmPassword: `${PASSWORD}-c` },
    });

    // Internships: bookmarks, an edit, a new one this week, reactivation, a take-down restored and one kept.
    const internships = await platform.readStore
      .collection<InternshipDocument>(internshipsCollection)
      .find({}, { sort: { _id: 1 } });
    const active = internships.filter((internship) => internship.status === 'active');
    for (const [index, student] of [s1, s4, s5, s6].entries()) {
      for (const internship of active.slice(index, index + 2)) {
        await call(bookmarkInternshipRoute, actor(student), { params: { id: internship._id } });
      }
    }
    await call(bookmarkInternshipRoute, actor(s1), { params: { id: active[0]!._id } });
    const edited = active[1]!;
    const owner = (internship: InternshipDocument): Actor => ({ id: internship.employerId, role: 'employer' });
    await call(updateInternshipRoute, owner(edited), {
      params: { id: edited._id },
      body: {
        title: `${edited.title} (updated)`,
        company: edited.company,
        location: edited.location,
        startDate: edited.startDate,
        endDate: edited.endDate,
        applicationDeadline: edited.applicationDeadline,
        description: `${edited.description}\n\nUpdated: the team now works hybrid two days a week.`,
      },
    });
    const inactive = internships.find((internship) => internship.status === 'inactive');
    if (inactive) await call(reactivateInternshipRoute, owner(inactive), { params: { id: inactive._id } });
    const today = new Date();
    const day = (days: number) => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    await call(
      postInternshipRoute,
      { id: employers[0]!._id, role: 'employer' },
      {
        body: {
          title: 'Platform Reliability Intern',
          company: employers[0]!.companyName ?? 'Brightlane',
          category: 'Technology',
          positions: 2,
          description: 'Help us keep the platform up: incident drills, dashboards and runbooks.',
          requirements: ['Linux basics'],
          responsibilities: ['Run the weekly failover drill'],
          benefits: ['Mentoring'],
          skills: ['Linux', 'Go'],
          workType: 'hybrid',
          location: 'Lisbon',
          startDate: day(30),
          endDate: day(120),
          duration: '3 months',
          stipend: { amount: 900, currency: 'EUR', period: 'monthly' },
          applicationDeadline: day(20),
          isRemote: false,
          isPaid: true,
          type: 'full-time',
          status: 'active',
        },
      },
    );
    await call(takeDownInternshipRoute, actor(admin), {
      params: { id: active[2]!._id },
      body: { reason: 'The listing repeats another one; please merge them.' },
    });
    await call(restoreInternshipRoute, actor(admin), { params: { id: active[2]!._id } });
    await call(takeDownInternshipRoute, actor(admin), {
      params: { id: active[3]!._id },
      body: { reason: 'Unpaid role advertised as paid.' },
    });

    // The newsletter: subscribers, a change of categories, an unsubscribe by link, this week's digest.
    const subscribe = (email: string, interestedCategories: string[]) =>
      call(subscribeToNewsletterRoute, null, { body: { email, interestedCategories } });
    await subscribe(s4.email, ['software_engineering', 'data_science']);
    await subscribe('reader.one@example.org', ['software_engineering']);
    await subscribe('reader.two@example.org', ['data_science']);
    await subscribe('reader.one@example.org', ['software_engineering', 'data_science']);
    const unsubscribeToken = signPurposeToken(
      platform.secret,
      NEWSLETTER_UNSUBSCRIBE_PURPOSE,
      subscriberIdFor(platform.secret, 'reader.two@example.org'),
      new Date(Date.now() + DAY_MS),
    );
    await call(unsubscribeFromNewsletterRoute, null, { body: { token: unsubscribeToken } });
    const digests = await decideWeeklyDigests(platform, new Date());
    await caller.settle(digests.position);

    // Reminders for drafts that are due: the job run at the day before each one is due.
    const draftEntry = (await platform.readStore.collection(logbookEntriesCollection).find({ status: 'draft' }))[0];
    const draftReport = (await platform.readStore.collection(reportsCollection).find({ status: 'draft' }))[0];
    for (const draft of [draftEntry, draftReport]) {
      if (typeof draft?.dueDate !== 'string') continue;
      const run = await remindDueDrafts(platform, new Date(Date.parse(draft.dueDate) - DAY_MS / 2));
      await caller.settle(run.position);
    }

    // Notifications read, settings changed.
    await call(markAllNotificationsReadRoute, actor(s1));
    await call(markAllNotificationsReadRoute, { id: edited.employerId, role: 'employer' });
    await call(updateSystemSettingsRoute, actor(admin), {
      body: { general: { supportEmail: 'help@stint.example' }, security: { maxLoginAttempts: 7 } },
    });

    // The job board: listings appear, then one changes and one goes.
    const board = await startJobBoardServer();
    try {
      const settings = { url: board.url, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };
      board.answer(reply.json(risePage(['a1', 'a2', 'a3', 'a4'].map((id, index) => riseJob(id, index)))));
      await caller.settle((await syncJobBoard(platform, settings, { now: new Date() })).position);
      board.answer(
        reply.json(
          risePage([
            riseJob('a1', 0, { title: 'Software Engineering Intern a1 (Backend)' }),
            riseJob('a2', 1),
            riseJob('a4', 3),
          ]),
        ),
      );
      await caller.settle((await syncJobBoard(platform, settings, { now: new Date() })).position);
    } finally {
      await board.close();
    }

    // An account deleted: its key is erased, its sealed values read as "Deleted user" from now on.
    await call(deleteAccountRoute, actor(s6), { body: { password: PASSWORD } });
    await caller.settleAll();
  } finally {
    await caller.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Copying
// ---------------------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** UUIDs inside any string; only the ones the history holds as ids are remapped. */
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** `<category>-<id>` (DESIGN §3). */
const STREAM = /^([a-z]+)-(.+)$/;
const EMAIL_IN_TEXT = /([A-Za-z0-9._%-]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * The ids of one history: every UUID it contains, the id part of every stream (UUIDs, and the keyed hashes that
 * name reservation and newsletter streams), every sealed value's owner. Singleton streams (`settings-platform`)
 * are the exception: their id is a word.
 */
function collectIds(events: EventRow[], keys: KeyRow[]): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(UUID_IN_TEXT)) ids.add(match[0].toLowerCase());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if (isSealedValue(value)) ids.add(value.p);
      Object.values(value).forEach(visit);
    }
  };
  for (const event of events) {
    ids.add(event.id);
    const idPart = STREAM.exec(event.stream)?.[2];
    if (idPart && !SINGLETON_IDS.has(idPart)) ids.add(UUID.test(idPart) ? idPart.toLowerCase() : idPart);
    visit(event.data);
    visit(event.metadata);
  }
  for (const key of keys) ids.add(key.person_id);
  return ids;
}

const SINGLETON_IDS = new Set(['platform']);

/** The id `id` has in copy `copy`, in the same shape: a UUID, or a base64url hash of the same length. */
function copiedId(id: string, copy: number): string {
  if (copy === 0) return id;
  const hash = createHash('sha512').update(`${copy}\u0000${id}`);
  if (UUID.test(id)) {
    const hex = hash.digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
  const text = hash.digest('base64url');
  if (id.length <= text.length) return text.slice(0, id.length);
  return `${id}~${copy}`;
}

class HistoryCopier {
  private readonly keys = new Map<string, Buffer | null>();
  private readonly memo = new Map<string, string>();

  constructor(
    private readonly ids: Set<string>,
    keys: KeyRow[],
    private readonly masterKeys: MasterKeyRing,
  ) {
    for (const row of keys) this.keys.set(row.person_id, row.key ? Buffer.from(row.key) : null);
  }

  id(id: string, copy: number): string {
    if (copy === 0 || !this.ids.has(id)) return id;
    const memoKey = `${copy}\u0000${id}`;
    let mapped = this.memo.get(memoKey);
    if (!mapped) {
      mapped = copiedId(id, copy);
      this.memo.set(memoKey, mapped);
    }
    return mapped;
  }

  text(text: string, copy: number): string {
    if (copy === 0) return text;
    if (this.ids.has(text)) return this.id(text, copy);
    const stream = STREAM.exec(text);
    if (stream && this.ids.has(stream[2]!)) return `${stream[1]}-${this.id(stream[2]!, copy)}`;
    return text
      .replace(UUID_IN_TEXT, (match) =>
        this.ids.has(match.toLowerCase()) ? this.id(match.toLowerCase(), copy) : match,
      )
      .replace(EMAIL_IN_TEXT, (_match, local: string, domain: string) => `${local}+c${copy}@${domain}`);
  }

  value(value: unknown, copy: number): unknown {
    if (typeof value === 'string') return this.text(value, copy);
    if (Array.isArray(value)) return value.map((item) => this.value(item, copy));
    if (value && typeof value === 'object') {
      if (isSealedValue(value)) return this.sealed(value, copy);
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item, copy)]));
    }
    return value;
  }

  event(event: EventRow, copy: number): EventRow | null {
    const stream = this.text(event.stream, copy);
    // A singleton stream (settings-platform) exists once: only the first copy has it.
    if (copy > 0 && stream === event.stream) return null;
    return {
      id: this.id(event.id, copy),
      stream,
      revision: event.revision,
      type: event.type,
      data: this.value(event.data, copy),
      metadata: this.value(event.metadata, copy),
      recorded_at: event.recorded_at,
    };
  }

  keyRows(copy: number): StoredKeyRow[] {
    return [...this.keys].map(([personId, key]) => {
      const owner = this.id(personId, copy);
      const wrapped = key ? this.masterKeys.wrap(owner, key) : null;
      return {
        person_id: owner,
        key: wrapped?.material ?? null,
        wrapped_by: wrapped?.wrappedBy ?? null,
        erased_at: key ? null : new Date().toISOString(),
      };
    });
  }

  /** Opened with the owner's key, remapped, sealed for the copy's owner (the same key bytes, a new owner id). */
  private sealed(value: SealedValue, copy: number): SealedValue {
    const owner = this.id(value.p, copy);
    const key = this.keys.get(value.p);
    if (!key) return { ...value, p: owner };
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(value.iv, 'base64'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(value.p, 'utf8'));
    decipher.setAuthTag(Buffer.from(value.tag, 'base64'));
    const plain = Buffer.concat([decipher.update(Buffer.from(value.ct, 'base64')), decipher.final()]).toString('utf8');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
    cipher.setAAD(Buffer.from(owner, 'utf8'));
    const ct = Buffer.concat([cipher.update(this.text(plain, copy), 'utf8'), cipher.final()]);
    return {
      $pii: value.$pii,
      p: owner,
      iv: iv.toString('base64'),
      ct: ct.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
  }
}

const INSERT_EVENTS = `
insert into events (id, stream, revision, type, data, metadata, recorded_at)
select (e ->> 'id')::uuid, e ->> 'stream', (e ->> 'revision')::bigint, e ->> 'type', e -> 'data', e -> 'metadata',
       (e ->> 'recorded_at')::timestamptz
  from jsonb_array_elements($1::jsonb) with ordinality x (e, n)
 order by n`;

const INSERT_KEYS = `
insert into person_keys (person_id, key, wrapped_by, erased_at)
select k ->> 'person_id', decode(k ->> 'key', 'base64'), k ->> 'wrapped_by', (k ->> 'erased_at')::timestamptz
  from jsonb_array_elements($1::jsonb) k
on conflict (person_id) do nothing`;

/**
 * Builds the history: one real history multiplied to about `targetEvents`. `random` orders the copies of each
 * event (seeded, so a printed seed gives the same database).
 */
export async function buildReplayHistory(options: {
  targetEvents: number;
  random: () => number;
  log?: (line: string) => void;
}): Promise<ReplayHistory> {
  const log = options.log ?? (() => {});
  const real = await writeRealHistory(log);
  const masterKeys = new MasterKeyRing(parseMasterKeys(real.masterKeys));
  const copier = new HistoryCopier(collectIds(real.events, real.keys), real.keys, masterKeys);
  const typeCounts: Record<string, number> = {};
  for (const event of real.events) typeCounts[event.type] = (typeCounts[event.type] ?? 0) + 1;

  const db = await createTestPostgresDatabase();
  const sql = new PostgresSql(db.url);
  await (await SqlEventStore.open(sql)).close();
  await SqlKeyStore.open(sql, masterKeys);
  let copies = 0;
  let total = 0;

  async function appendCopies(count: number): Promise<number> {
    const started = Date.now();
    const first = copies;
    const order = Array.from({ length: count }, (_, index) => first + index);
    let batch: EventRow[] = [];
    let appended = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await sql.query(INSERT_EVENTS, [JSON.stringify(batch)]);
      appended += batch.length;
      batch = [];
    };
    for (let copy = first; copy < first + count; copy++) {
      const rows = copier.keyRows(copy).map((row) => ({ ...row, key: row.key?.toString('base64') ?? null }));
      await sql.query(INSERT_KEYS, [JSON.stringify(rows)]);
    }
    for (const event of real.events) {
      // Copies interleave event by event, in a seeded order, each keeping its own order.
      for (let index = order.length - 1; index > 0; index--) {
        const other = Math.floor(options.random() * (index + 1));
        [order[index], order[other]] = [order[other]!, order[index]!];
      }
      for (const copy of order) {
        const row = copier.event(event, copy);
        if (row) batch.push(row);
      }
      if (batch.length >= 2000) await flush();
    }
    await flush();
    copies += count;
    total += appended;
    log(`appended ${count} cop${count === 1 ? 'y' : 'ies'}: ${appended} events in ${Date.now() - started} ms`);
    return appended;
  }

  const copiesWanted = Math.max(1, Math.ceil(options.targetEvents / real.events.length));
  await appendCopies(copiesWanted);
  return {
    url: db.url,
    secret: real.secret,
    masterKeys: real.masterKeys,
    baseEvents: real.events.length,
    get copies() {
      return copies;
    },
    get events() {
      return total;
    },
    typeCounts,
    appendCopies,
    async drop() {
      await sql.close().catch(() => {});
      await db.drop();
    },
  };
}
