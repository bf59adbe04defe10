/**
 * The event store on SQL (docs/architecture.md §Ports and adapters): PGlite in the embedded profile, PostgreSQL in the
 * server profile.
 *
 * An append is one statement, one round trip: `stint_append_events`, a PL/pgSQL function the migration
 * creates, run in autocommit (appends that queue up in this process meanwhile share the next call).
 * Other processes' subscribers are woken by a notification on commit, at most one per few milliseconds
 * per process under a stream of appends (NOTIFY_WINDOW_MS). PGlite has no other process (in memory, or a
 * DATA_DIR one process holds): there an append wakes the subscribers of every store on the same PGlite directly,
 * with no notification, which would only come back to this process and wake them all a second time. It
 * takes one transaction-scoped advisory lock, so appends of every process run one at a time and commit in
 * position order: a reader that sees position n has seen every position below it, and a subscriber that
 * reads `position > last` can never skip an event that commits late (the classic sequence-gap bug). One
 * process sends one call at a time, so only the contract's several-processes test can catch a missing
 * lock. A failed append may burn a sequence value; positions are strictly increasing, not contiguous.
 */
import {
  ConcurrencyError,
  reportSubscriptionError,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from './event-store.port';
import type { Sql } from '../sql/sql.port';
import { createLogger, type Logger } from '../logger';
import { FREEZE_SHARED, deepFreeze } from '../read-only';
import { currentEventVersion, upcastEvent } from '../../events/event-versions';
import { MIGRATION, NOTIFY_CHANNEL } from './sql-event-store.migration';
import { SNAPSHOTS_MIGRATION, SqlSnapshotStore } from './sql-snapshot-store';

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_POLL_INTERVAL_MS = 250;
const MAX_RETRY_DELAY_MS = 5_000;
/**
 * Full pages kept for subscriptions behind (see keepFullPage): 10,000 events of the rebuild bench's history, as rows
 * and parsed, hold 24 MB.
 */
const FULL_PAGES_KEPT = 3;
const FULL_PAGE_KEPT_MS = 30_000;
/**
 * While appends come fast (BUSY_APPENDS), after a call that woke other processes, appends in the next few
 * milliseconds do not notify on commit; one notification follows when the window closes. A notification costs a
 * wake-up of every listening connection and process, and a batch of the projector elsewhere for each; under a stream
 * of appends that cost more than the appends themselves. A subscriber elsewhere hears of an append at most this much
 * later (this process's own subscribers are woken at once).
 */
const NOTIFY_WINDOW_MS = 5;
/**
 * More appends than this in the current and the previous RATE_BUCKET_MS (some 400–800 a second) open the window above.
 * Below, every call notifies at once. Measured (`npm run bench -- commands live`, server profile): at 200 commands/s
 * the window held half the notifications back ~2.5 ms, and the commands waiting for the projector answered that much
 * later (p50 5.3–5.7 ms with the window at every rate, 2.5–2.6 ms without it below the threshold; command → notice p50
 * 5.5 against 2.8–2.9 ms). Notifying every call at 1,000/s cost the projector 0.13 ms and PostgreSQL 0.11 ms more CPU
 * per command.
 */
const BUSY_APPENDS = 20;
const RATE_BUCKET_MS = 25;
/** Most appends sent in one call (one transaction). */
const MAX_APPENDS_PER_CALL = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bigints as text (pg gives strings, PGlite numbers). ORDER BY must name `events.x`: a bare name is the text alias. */
const EVENT_COLUMNS =
  'position::text as position, id::text as id, stream, revision::text as revision, type, version, data, metadata, recorded_at';
/** The same with the bodies as text, parsed once for every subscription sharing the read (readAfter, eventsOf). */
const SUBSCRIPTION_COLUMNS =
  'position::text as position, id::text as id, stream, revision::text as revision, type, version, ' +
  'data::text as data, metadata::text as metadata, recorded_at';

type EventRow = {
  position: string;
  id: string;
  stream: string;
  revision: string;
  type: string;
  version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: unknown;
};

/** A row of stint_append_events: the result of one append (see MIGRATION). */
type AppendRow =
  | { outcome: 'appended' | 'unchanged'; revision: string; position: string }
  | { outcome: 'conflict'; revision: string; position: null };

type QueuedAppend = {
  stream: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
  /** See AppendOptions: a call of quiet appends only wakes and notifies nobody. */
  quiet: boolean;
  settle(outcome: { row: AppendRow } | { error: unknown }): void;
};

export type SqlEventStoreOptions = {
  /** Fallback polling for subscribers when no wake-up arrives (another process, a lost notification). */
  pollIntervalMs?: number;
  /** close() closes the Sql too: for a connection opened only for this store (see openEventStore). */
  ownsSql?: boolean;
  /** Where the snapshot store reports a snapshot it could not write or use (default: a logger of its own). */
  logger?: Logger;
};

/** The stores open on each PGlite: its only subscribers, woken by each other's appends (see the file's comment). */
const storesOnPglite = new WeakMap<Sql, Set<SqlEventStore>>();

export class SqlEventStore implements EventStore {
  readonly kind: 'pglite' | 'postgres';
  readonly snapshots: SqlSnapshotStore;
  private readonly subscriptions = new Set<SqlSubscription>();
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  /** Appends waiting for the call in flight to finish; the next call takes them all (see MIGRATION). */
  private readonly queue: QueuedAppend[] = [];
  private sending: Promise<void> | null = null;
  /** Until when appends leave the notification to the timer (see NOTIFY_WINDOW_MS). */
  private notifyWindowEnd = 0;
  /** Appends counted for BUSY_APPENDS: in the bucket that began at `start`, and in the one before it. */
  private readonly recentAppends = { start: 0, count: 0, previous: 0 };
  private notifyTimer: NodeJS.Timeout | null = null;
  /** Wake-ups of this store's subscribers so far: appends here, notifications from elsewhere (see readAfter). */
  private appendsSeen = 0;
  /** The subscription read in flight, which others may share (see readAfter). */
  private sharedRead: { from: string; limit: number; appendsSeen: number; rows: Promise<EventRow[]> } | null = null;
  /** The last full pages read, by the position they were read from, oldest first (see keepFullPage). */
  private readonly fullPages = new Map<string, { rows: EventRow[]; keptAt: number }>();

  private constructor(
    private readonly sql: Sql,
    private readonly pollIntervalMs: number,
    private readonly ownsSql: boolean,
    logger: Logger,
  ) {
    this.kind = sql.kind;
    this.snapshots = new SqlSnapshotStore(sql, logger);
  }

  /** Runs the migration and starts listening for appends from other processes. The caller owns `sql`. */
  static async open(sql: Sql, options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
    if (sql.kind === 'postgres') {
      // Processes booting together would race `create … if not exists` into a unique violation: take turns.
      await sql.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('stint.events.migration'))`);
        await tx.query(MIGRATION);
        await tx.query(SNAPSHOTS_MIGRATION);
      });
    } else {
      await sql.exec(MIGRATION);
      await sql.exec(SNAPSHOTS_MIGRATION);
    }
    const store = new SqlEventStore(
      sql,
      options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      options.ownsSql ?? false,
      options.logger ?? createLogger().child({ module: 'snapshots' }),
    );
    if (sql.kind === 'pglite') {
      const stores = storesOnPglite.get(sql) ?? new Set<SqlEventStore>();
      storesOnPglite.set(sql, stores.add(store));
      return store;
    }
    try {
      store.unlisten = await sql.listen(NOTIFY_CHANNEL, () => store.wakeSubscribers());
    } catch {
      // Polling still delivers everything; the notification only shortens the wait.
    }
    return store;
  }

  async append(stream: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    this.assertOpen();
    assertDistinctIds(events);
    const { expectedRevision, quiet = false } = options;
    const row = await this.enqueue({ stream, events, expectedRevision, quiet });
    if (row.outcome === 'conflict') {
      const actual = row.revision === 'no_stream' ? 'no_stream' : BigInt(row.revision);
      throw new ConcurrencyError(stream, expectedRevision, actual);
    }
    return {
      nextRevision: BigInt(row.revision),
      position: BigInt(row.position),
      // An empty append writes nothing either.
      written: row.outcome === 'appended',
    };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [stream];
    let where = 'stream = $1';
    if (options.from !== undefined) {
      params.push(String(options.from));
      where += ` and revision ${backwards ? '<=' : '>='} $2::bigint`;
    }
    let limit = '';
    if (options.maxCount !== undefined) {
      params.push(Math.max(0, Math.floor(options.maxCount)));
      limit = ` limit $${params.length}::int`;
    }
    const rows = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where ${where} order by events.revision ${backwards ? 'desc' : 'asc'}${limit}`,
      params,
      { prepare: true },
    );
    return rows.map((row) => upcastEvent(toRecordedEvent(row)));
  }

  async findEvent(stream: string, id: string): Promise<RecordedEvent | null> {
    this.assertOpen();
    // Not a UUID: no event has it (and the cast would fail the query).
    if (!UUID.test(id)) return null;
    const [row] = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where id = $1::uuid and stream = $2`,
      [id, stream],
      { prepare: true },
    );
    return row ? upcastEvent(toRecordedEvent(row)) : null;
  }

  subscribeToAll(options: SubscribeOptions, handler: SubscriptionHandler): Subscription {
    this.assertOpen();
    const subscription = new SqlSubscription(
      (last, limit) => this.readAfter(last, limit),
      options,
      handler,
      this.pollIntervalMs,
      () => void this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint | null> {
    this.assertOpen();
    const [row] = await this.sql.query<{ head: string | null }>('select max(position)::text as head from events');
    return row?.head == null ? null : BigInt(row.head);
  }

  /** Stops the subscriptions (waiting for their in-flight batches). The Sql stays open unless `ownsSql`. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fullPages.clear();
    storesOnPglite.get(this.sql)?.delete(this);
    await this.sending;
    if (this.notifyTimer) {
      clearTimeout(this.notifyTimer);
      this.notifyTimer = null;
      await this.notifyNow();
    }
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    if (this.ownsSql) await this.sql.close();
  }

  /**
   * Appends run one at a time anyway (the lock), so this process keeps one call in flight and sends what
   * queues up meanwhile as the next call: under load, many appends share one round trip, lock and commit.
   * (Calls in flight together would only wait for each other at the lock, and that wait costs more than
   * the round trip it hides: measured, 8 writers got 2.2× slower with 4 calls in flight than with 1.)
   */
  private enqueue(append: Omit<QueuedAppend, 'settle'>): Promise<AppendRow> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        ...append,
        settle: (outcome) => ('row' in outcome ? resolve(outcome.row) : reject(outcome.error)),
      });
      // sendQueued awaits before it can clear `sending`, so this assignment always comes first.
      this.sending ??= this.sendQueued();
    });
  }

  private async sendQueued(): Promise<void> {
    while (this.queue.length > 0) {
      const appends = this.queue.splice(0, MAX_APPENDS_PER_CALL);
      try {
        const rows = await this.callAppend(appends);
        appends.forEach((append, index) => append.settle({ row: rows[index]! }));
      } catch (error) {
        if (appends.length === 1) {
          appends[0]!.settle({ error });
          continue;
        }
        // One append's error fails the whole call, which then wrote nothing: each on its own gets its own
        // result. (After a lost connection the call may have committed; event ids make the retry a no-op.)
        for (const append of appends) {
          try {
            append.settle({ row: (await this.callAppend([append]))[0]! });
          } catch (error) {
            append.settle({ error });
          }
        }
      }
    }
    // In the same tick as the empty check: an append queued from now on starts a call of its own.
    this.sending = null;
  }

  private async callAppend(appends: QueuedAppend[]): Promise<AppendRow[]> {
    const input = appends.map(({ stream, events, expectedRevision }) => ({
      stream,
      expected: String(expectedRevision),
      events: events.map(({ id, type, version, data, metadata }) => ({
        id,
        type,
        version: version ?? currentEventVersion(type),
        data,
        metadata,
      })),
    }));
    const onPglite = this.kind === 'pglite';
    const wake = appends.some((append) => !append.quiet);
    const now = Date.now();
    const busy = this.countAppends(now, appends.length) > BUSY_APPENDS;
    const notify = wake && !onPglite && (!busy || now >= this.notifyWindowEnd);
    if (notify) this.notifyWindowEnd = now + NOTIFY_WINDOW_MS;
    const rows = await this.sql.query<AppendRow>(
      'select outcome, revision, position from stint_append_events($1::jsonb, $2::boolean)',
      [JSON.stringify(input), notify],
      { prepare: true },
    );
    if (wake && rows.some((row) => row.outcome === 'appended')) {
      if (onPglite) {
        for (const store of storesOnPglite.get(this.sql) ?? [this]) store.wakeSubscribers();
      } else {
        this.wakeSubscribers();
        // Committed without a notification: one goes out when the window closes.
        if (!notify) this.notifyLater();
      }
    }
    return rows;
  }

  /** Counts `appends` made at `now`; answers how many were made in this bucket and the one before (BUSY_APPENDS). */
  private countAppends(now: number, appends: number): number {
    const recent = this.recentAppends;
    if (now - recent.start >= RATE_BUCKET_MS) {
      // The bucket ending now is the previous one only if it ended just now; after a pause, none came before.
      recent.previous = now - recent.start < 2 * RATE_BUCKET_MS ? recent.count : 0;
      recent.start = now;
      recent.count = 0;
    }
    recent.count += appends;
    return recent.previous + recent.count;
  }

  private notifyLater(): void {
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(
      () => {
        this.notifyTimer = null;
        this.notifyWindowEnd = Date.now() + NOTIFY_WINDOW_MS;
        void this.notifyNow();
      },
      Math.max(0, this.notifyWindowEnd - Date.now()),
    );
  }

  private async notifyNow(): Promise<void> {
    // Lost (a connection error): the subscribers elsewhere still poll.
    await this.sql.query(`select pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => {});
  }

  private wakeSubscribers(): void {
    this.appendsSeen++;
    for (const subscription of this.subscriptions) subscription.wake();
  }

  /**
   * A subscription's read of the events after `last`. The subscribers an append woke together (the projector groups',
   * the reactors') ask the same at the same moment: one that finds such a read in flight, sent since the last wake-up
   * of this store (an append here, a notification from elsewhere), shares it instead of sending its own, which could
   * only answer the same rows. A commit it may miss came after that read was sent, so its wake-up comes after too:
   * the subscriber then reads again (SqlSubscription.read). The bodies come as text, so each subscriber parses objects
   * of its own.
   */
  private readAfter(last: bigint | null, limit: number): Promise<EventRow[]> {
    const from = String(last ?? 0n);
    const now = Date.now();
    for (const [position, page] of this.fullPages) {
      if (now - page.keptAt > FULL_PAGE_KEPT_MS) this.fullPages.delete(position);
    }
    const kept = this.fullPages.get(from);
    if (kept && kept.rows.length === limit) {
      // Last used now: the pages kept are those the subscriptions behind still have to read.
      this.fullPages.delete(from);
      this.fullPages.set(from, { rows: kept.rows, keptAt: now });
      return Promise.resolve(kept.rows);
    }
    const shared = this.sharedRead;
    if (shared && shared.from === from && shared.limit >= limit && shared.appendsSeen === this.appendsSeen) {
      return shared.rows.then((rows) => (rows.length > limit ? rows.slice(0, limit) : rows));
    }
    const rows = this.sql.query<EventRow>(
      `select ${SUBSCRIPTION_COLUMNS} from events where position > $1::bigint order by events.position limit $2::int`,
      [from, limit],
      { prepare: true },
    );
    const read = { from, limit, appendsSeen: this.appendsSeen, rows };
    this.sharedRead = read;
    const done = () => {
      if (this.sharedRead === read) this.sharedRead = null;
    };
    rows.then((page) => {
      done();
      if (page.length === limit) this.keepFullPage(from, page);
    }, done);
    return rows;
  }

  /**
   * A full page (as many events as asked for) is final: appends commit one at a time in position order and events are
   * never rewritten, so no later read from the same position gets anything else. Subscriptions catching up side by
   * side (the projector's groups after a start or a new version) read the same pages at their own pace, so the last
   * few are kept, with their parsed events (eventsOf), for those behind, instead of a read and a parse each; a page
   * nobody read for FULL_PAGE_KEPT_MS is let go at the next read (live, there is one every poll interval).
   */
  private keepFullPage(from: string, rows: EventRow[]): void {
    this.fullPages.set(from, { rows, keptAt: Date.now() });
    for (const oldest of this.fullPages.keys()) {
      if (this.fullPages.size <= FULL_PAGES_KEPT) break;
      this.fullPages.delete(oldest);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

function assertDistinctIds(events: EventToAppend[]): void {
  const ids = new Set(events.map((event) => event.id.toLowerCase()));
  if (ids.size !== events.length) throw new Error('An append cannot contain the same event id twice');
}

/**
 * The events of a read, parsed once for all the subscriptions that share it (readAfter): the projector's groups, woken
 * by the same append or catching up side by side, each get the same event objects (in an array of their own), not a
 * parse and a copy each to collect.
 */
const parsedReads = new WeakMap<EventRow[], RecordedEvent[]>();

function eventsOf(rows: EventRow[]): RecordedEvent[] {
  let events = parsedReads.get(rows);
  if (!events) {
    events = rows.map(toRecordedEvent);
    if (FREEZE_SHARED) deepFreeze(events);
    parsedReads.set(rows, events);
  }
  return events.slice();
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    version: Number(row.version),
    data: parseJson(row.data) as Record<string, unknown>,
    metadata: parseJson(row.metadata) as EventMetadata,
    stream: row.stream,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(String(row.recorded_at)),
  };
}

/** Both drivers parse jsonb; a driver configured not to hands back text. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * One subscriber: reads `position > last` in batches, hands each batch to the handler and waits for it,
 * then sleeps until an append wakes it or the poll interval passes (with `coalesceMs`, that much longer, so the
 * appends meanwhile come in the same read). While the handler works on a full batch, the next one is already being
 * read.
 */
class SqlSubscription implements Subscription {
  private readonly batchSize: number;
  private readonly coalesceMs: number;
  private last: bigint | null;
  private stopped = false;
  private woken = false;
  /** In the pause before a read (coalesceMs): a wake-up is remembered, not acted on. */
  private pausing = false;
  private interrupt: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    private readonly readAfter: (last: bigint | null, limit: number) => Promise<EventRow[]>,
    options: SubscribeOptions,
    private readonly handler: SubscriptionHandler,
    private readonly pollIntervalMs: number,
    private readonly onStopped: () => void,
  ) {
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
    this.coalesceMs = Math.max(0, options.coalesceMs ?? 0);
    this.last = options.from === 'start' ? null : options.from;
    // Started on the next tick, so a handler may use the returned subscription from its first call.
    this.done = Promise.resolve()
      .then(() => this.run())
      .finally(this.onStopped);
  }

  wake(): void {
    this.woken = true;
    if (!this.pausing) this.interrupt?.();
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.interrupt?.();
    await this.done;
  }

  private async run(): Promise<void> {
    let caughtUp = false;
    let retryDelay = 100;
    /** The next batch, read while the handler works on a full one (more are likely waiting). */
    let prefetched: Promise<EventRow[]> | null = null;
    while (!this.stopped) {
      let rows: EventRow[];
      try {
        rows = await (prefetched ?? this.read(this.last));
        retryDelay = 100;
      } catch {
        // A transient database error (restart, failover, pool exhausted): try again later, never give up.
        await this.sleep(retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
        continue;
      } finally {
        prefetched = null;
      }
      if (this.stopped) return;
      try {
        if (rows.length > 0) {
          const batch = eventsOf(rows);
          const last = batch[batch.length - 1]!.position;
          if (rows.length === this.batchSize) {
            prefetched = this.read(last);
            // Seen by the next turn of the loop; unhandled only if the loop ends first.
            prefetched.catch(() => {});
          }
          await this.handler.onEvents(batch);
          this.last = last;
        }
        if (rows.length === this.batchSize) continue;
        if (!caughtUp) {
          caughtUp = true;
          this.handler.onCaughtUp?.();
        }
      } catch (error) {
        this.stopped = true;
        reportSubscriptionError(this.handler, error);
        return;
      }
      if (!this.woken) await this.sleep(this.pollIntervalMs);
      if (this.coalesceMs > 0) await this.pause(this.coalesceMs);
    }
  }

  /** Resolves after `ms` or at close; wake-ups meanwhile only mark that there is something to read. */
  private async pause(ms: number): Promise<void> {
    this.pausing = true;
    try {
      await this.sleep(ms);
    } finally {
      this.pausing = false;
    }
  }

  /** Events after `last`. A wake-up from now on is for a commit this read may miss: the loop then does not wait. */
  private read(last: bigint | null): Promise<EventRow[]> {
    this.woken = false;
    return this.readAfter(last, this.batchSize);
  }

  /** Resolves after `ms`, at a wake-up or at close. */
  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.interrupt = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.interrupt = finish;
    });
  }
}
