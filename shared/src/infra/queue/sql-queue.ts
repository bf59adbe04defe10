/**
 * The queue without Redis (the embedded profile, on its PGlite; or PostgreSQL): jobs are rows, so a job queued
 * before a crash is still there after it. A worker claims due jobs with `for update skip locked` and holds each
 * under a lease it renews while the job runs; a job whose lease lapsed (its process died) is put back, as
 * BullMQ's stalled-job check does, and fails only after `maxStalledCount` such deaths. Retries, backoff, delays,
 * permanent failures, jobId dedupe while a job is known, per-queue concurrency and schedules behave as BullMQ's
 * do (the Queue contract runs against both: queue.contract.ts).
 *
 * Times are epoch milliseconds from this process's clock. A job "delayed" is a waiting row whose `due_at` is
 * still ahead; a try that failed waits for its backoff that way too.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { toStorableText } from '../../http/storable-text';
import type { Sql, SqlRow } from '../sql/sql.port';
import type { Job, JobHandler, JobOptions, Queue, Schedule } from './queue.port';
import { MIGRATION, NOTIFY_CHANNEL, SHOWN_STATE, snapshot, type JobRow } from './sql-queue-table';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  assertQueueName,
  backoffDelay,
  isPermanentFailure,
  queueSettings,
  type JobSnapshot,
  type JobState,
  type QueueCounts,
  type QueueOptions,
  type Retention,
  type StallSettings,
} from './queue-rules';

export type SqlQueueOptions = QueueOptions & {
  /**
   * Only this process uses the database (the embedded profile's DATA_DIR lock guarantees it): a job still
   * marked active was cut off by the death of an earlier process, so it runs again at once rather than after
   * its lease lapses.
   */
  exclusive?: boolean;
  /** How often an idle worker looks for due jobs besides being woken by an enqueue. */
  pollMs?: number;
};

type Consumer = {
  handler: JobHandler;
  concurrency: number;
  /** Tries running, and slots held by a claim in flight. */
  running: number;
  /** The next look for due jobs, and when it is. */
  timer: NodeJS.Timeout | null;
  timerAt: number;
};

export class SqlQueue implements Queue {
  readonly kind = 'sql' as const;
  /** Names this process's leases, so a worker only ever finishes the tries it claimed. */
  private readonly owner = randomUUID();
  private readonly consumers = new Map<string, Consumer>();
  private readonly used = new Set<string>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly prefix: string;
  private readonly logger: Logger;
  private readonly retention: { completed: Retention; failed: Retention };
  private readonly stall: StallSettings;
  private readonly pollMs: number;
  private maintenance: NodeJS.Timeout | null = null;
  private renewal: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  private constructor(
    private readonly sql: Sql,
    options: SqlQueueOptions,
  ) {
    const { prefix, logger, retention, stall } = queueSettings(options);
    this.prefix = prefix;
    this.logger = logger;
    this.retention = retention;
    this.stall = stall;
    this.pollMs = options.pollMs ?? 5000;
  }

  static async open(sql: Sql, options: SqlQueueOptions = {}): Promise<SqlQueue> {
    // Processes booting together on one PostgreSQL take turns creating the table (see SqlKeyStore.open).
    await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('stint.queue_jobs'))`);
      for (const statement of MIGRATION.split(';').filter((text) => text.trim())) await tx.query(statement);
    });
    const queue = new SqlQueue(sql, options);
    if (options.exclusive) await queue.recoverStalled({ everyActive: true });
    return queue;
  }

  async enqueue<P>(queue: string, name: string, payload: P, options: JobOptions = {}): Promise<void> {
    this.assertOpen();
    this.use(queue);
    const now = Date.now();
    const delay = options.delayMs && options.delayMs > 0 ? options.delayMs : 0;
    // An id still known (in any state) is not added again: that is the dedupe, as in BullMQ.
    await this.sql.query(
      `with added as (
         insert into queue_jobs (prefix, queue, id, name, payload, state, attempts, backoff_ms, enqueued_at, due_at)
         values ($1, $2, $3, $4, $5, 'waiting', $6, $7, $8, $9)
         on conflict (prefix, queue, id) do nothing
         returning 1
       )
       select pg_notify('${NOTIFY_CHANNEL}', $10) from added`,
      [
        this.prefix,
        queue,
        options.jobId ?? randomUUID(),
        name,
        JSON.stringify(payload ?? null),
        Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
        options.backoffMs ?? DEFAULT_BACKOFF_MS,
        now,
        now + delay,
        this.channelPayload(queue),
      ],
    );
    // This process's own worker starts at once; others hear the notification (or poll).
    if (delay === 0) this.wake(queue);
    else this.wakeAt(queue, now + delay);
  }

  async process<P>(queue: string, handler: JobHandler<P>, options: { concurrency?: number } = {}): Promise<void> {
    this.assertOpen();
    this.use(queue);
    if (this.consumers.has(queue)) throw new Error(`Queue "${queue}" already has a processor in this process`);
    this.consumers.set(queue, {
      handler: handler as JobHandler,
      concurrency: Math.max(1, options.concurrency ?? 1),
      running: 0,
      timer: null,
      timerAt: Infinity,
    });
    await this.startBackground();
    this.wake(queue);
  }

  /**
   * Each tick enqueues a job whose id is derived from the period it falls in, so processes ticking on one
   * database add one job per period between them, as a BullMQ job scheduler does. `runAtStart` adds a separate
   * job for the current period.
   */
  async schedule<P>(queue: string, name: string, schedule: Schedule, payload: P): Promise<void> {
    this.assertOpen();
    this.use(queue);
    const key = `${queue}\u0000${name}`;
    const previous = this.schedules.get(key);
    if (previous) clearInterval(previous);
    const period = () => Math.floor(Date.now() / schedule.everyMs);
    // A tick is not retried: the next tick is the retry, and retries must not pile up behind a slow job.
    const add = (id: string) =>
      this.enqueue(queue, name, payload, { jobId: id, attempts: 1 }).catch((error: unknown) => {
        if (!this.closed) this.logger.warn({ err: error, queue, job: name }, 'could not add a scheduled job');
      });
    const interval = setInterval(() => void add(`${name}:tick:${period()}`), schedule.everyMs);
    interval.unref();
    this.schedules.set(key, interval);
    if (schedule.runAtStart) await add(`${name}:start:${period()}`);
  }

  async counts(queue: string): Promise<Record<string, number>> {
    const rows = await this.sql.query<{ state: JobState; count: string | number }>(
      `select ${SHOWN_STATE} as state, count(*) as count from queue_jobs
       where prefix = $1 and queue = $2 group by 1`,
      [this.prefix, queue, Date.now()],
    );
    const counts: QueueCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }

  /** The queues this process has used (enqueued to, consumed or scheduled), for the queue board. */
  queueNames(): string[] {
    return [...this.used].sort();
  }

  /** The jobs of a queue in the given states, newest first (as BullMQ lists them), `start`..`end` inclusive. */
  async jobs(queue: string, states: readonly JobState[], start = 0, end = -1): Promise<JobSnapshot[]> {
    const rows = await this.sql.query<JobRow & { shown: JobState }>(
      `select *, ${SHOWN_STATE} as shown from queue_jobs
       where prefix = $1 and queue = $2 and ${SHOWN_STATE} = any($4::text[])
       order by seq desc offset $5 ${end < 0 ? '' : 'limit $6'}`,
      [this.prefix, queue, Date.now(), [...states], start, ...(end < 0 ? [] : [Math.max(0, end - start + 1)])],
    );
    return rows.map((row) => snapshot(row, row.shown));
  }

  async job(queue: string, id: string): Promise<JobSnapshot | null> {
    const [row] = await this.sql.query<JobRow & { shown: JobState }>(
      `select *, ${SHOWN_STATE} as shown from queue_jobs where prefix = $1 and queue = $2 and id = $4`,
      [this.prefix, queue, Date.now(), id],
    );
    return row ? snapshot(row, row.shown) : null;
  }

  /**
   * Runs a failed job again, like BullMQ's `job.retry('failed')`: its attempts made are kept, so a retried job
   * that fails again fails at once instead of starting a new round of backoffs. False when the job is not failed.
   */
  async retry(queue: string, id: string): Promise<boolean> {
    this.assertOpen();
    const rows = await this.sql.query(
      `update queue_jobs set state = 'waiting', due_at = $4, finished_at = null, failed_reason = null,
         stacktrace = null, stalled_count = 0
       where prefix = $1 and queue = $2 and id = $3 and state = 'failed' returning 1`,
      [this.prefix, queue, id, Date.now()],
    );
    if (rows.length > 0) this.wake(queue);
    return rows.length > 0;
  }

  /** Forgets a finished (completed or failed) job, which also ends its id's dedupe. False for any other job. */
  async remove(queue: string, id: string): Promise<boolean> {
    const rows = await this.sql.query(
      `delete from queue_jobs where prefix = $1 and queue = $2 and id = $3 and state in ('completed', 'failed')
       returning 1`,
      [this.prefix, queue, id],
    );
    return rows.length > 0;
  }

  /** Forgets the finished jobs of one state that finished at least `graceMs` ago; returns how many. */
  async clean(queue: string, state: 'completed' | 'failed', graceMs = 0): Promise<number> {
    const rows = await this.sql.query(
      `delete from queue_jobs where prefix = $1 and queue = $2 and state = $3 and finished_at <= $4 returning 1`,
      [this.prefix, queue, state, Date.now() - graceMs],
    );
    return rows.length;
  }

  /**
   * Stops claiming and ticking and waits for the running jobs to finish. Jobs not started stay in the table
   * for the next start.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of [...this.schedules.values(), this.maintenance, this.renewal]) if (timer) clearTimeout(timer);
    for (const consumer of this.consumers.values()) if (consumer.timer) clearTimeout(consumer.timer);
    this.schedules.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    await this.unlisten?.().catch(() => {});
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('SqlQueue is closed');
  }

  private use(queue: string): void {
    if (this.used.has(queue)) return;
    assertQueueName(queue);
    this.used.add(queue);
  }

  private channelPayload(queue: string): string {
    return `${this.prefix}:${queue}`;
  }

  /** Once this process consumes a queue: notifications, lease renewal, the stalled check and retention. */
  private async startBackground(): Promise<void> {
    if (this.maintenance) return;
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        if (this.closed) return;
        work().catch((error: unknown) => this.logger.warn({ err: error }, 'queue upkeep failed; trying again'));
      }, ms);
      timer.unref();
      return timer;
    };
    this.maintenance = every(this.stall.stalledIntervalMs, async () => {
      await this.recoverStalled({ everyActive: false });
      await this.trim();
    });
    this.renewal = every(Math.max(50, Math.floor(this.stall.lockDurationMs / 2)), () => this.renewLeases());
    // As a BullMQ worker does when it starts: jobs cut off by a dead process need not wait for the first interval.
    await this.recoverStalled({ everyActive: false });
    this.unlisten = await this.sql.listen(NOTIFY_CHANNEL, (payload) => {
      const separator = payload.indexOf(':');
      if (payload.slice(0, separator) === this.prefix) this.wake(payload.slice(separator + 1));
    });
  }

  /** Claims what the queue's free slots can take now, runs it, and looks again when a slot frees or a job is due. */
  private wake(queue: string): void {
    const consumer = this.consumers.get(queue);
    if (!consumer || this.closed) return;
    if (consumer.timer) clearTimeout(consumer.timer);
    consumer.timer = null;
    consumer.timerAt = Infinity;
    const free = consumer.concurrency - consumer.running;
    if (free <= 0) return;
    // Counted as running until the claim answers, so two wakes never claim more than the free slots.
    consumer.running += free;
    const pass = this.claim(queue, free).then(
      (rows) => {
        consumer.running -= free - rows.length;
        for (const row of rows) this.track(this.run(queue, consumer, row));
        // A job added while the claim ran may be due already: look again rather than leave a slot idle.
        if (rows.length < free) void this.sleepUntilDue(queue);
      },
      (error: unknown) => {
        consumer.running -= free;
        if (!this.closed) this.logger.warn({ err: error, queue }, 'could not claim jobs; trying again');
        this.wakeAt(queue, Date.now() + 1000);
      },
    );
    this.track(pass);
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Wakes the queue's worker at `at`, or within `pollMs`; a wake already set for sooner stays. */
  private wakeAt(queue: string, at: number): void {
    const consumer = this.consumers.get(queue);
    if (!consumer || this.closed) return;
    const when = Math.min(at, Date.now() + this.pollMs);
    if (consumer.timer && consumer.timerAt <= when) return;
    if (consumer.timer) clearTimeout(consumer.timer);
    consumer.timerAt = when;
    consumer.timer = setTimeout(() => this.wake(queue), Math.max(0, when - Date.now()));
    consumer.timer.unref();
  }

  private async sleepUntilDue(queue: string): Promise<void> {
    try {
      const [row] = await this.sql.query<{ due: string | number | null }>(
        `select min(due_at) as due from queue_jobs where prefix = $1 and queue = $2 and state = 'waiting'`,
        [this.prefix, queue],
      );
      this.wakeAt(queue, row?.due === null || row?.due === undefined ? Infinity : Number(row.due));
    } catch {
      this.wakeAt(queue, Date.now() + 1000);
    }
  }

  private async claim(queue: string, limit: number): Promise<JobRow[]> {
    const now = Date.now();
    return this.sql
      .query<JobRow>(
        `update queue_jobs set state = 'active', lease_owner = $4, lease_until = $5, processed_at = $3,
         attempts_made = attempts_made + 1
       where (prefix, queue, id) in (
         select prefix, queue, id from queue_jobs
         where prefix = $1 and queue = $2 and state = 'waiting' and due_at <= $3
         order by due_at, seq limit $6
         for update skip locked
       )
       returning *`,
        [this.prefix, queue, now, this.owner, now + this.stall.lockDurationMs, limit],
      )
      .then((rows) => rows.sort((a, b) => Number(a.due_at) - Number(b.due_at) || Number(a.seq) - Number(b.seq)));
  }

  private async run(queue: string, consumer: Consumer, row: JobRow): Promise<void> {
    const job: Job = { id: row.id, name: row.name, payload: JSON.parse(row.payload), attempt: row.attempts_made };
    const log = this.logger.child({ queue, jobId: row.id, job: row.name, attempt: row.attempts_made });
    try {
      // Deferred so the handler never runs inside enqueue()/process() and a synchronous throw is a failure too.
      await new Promise<void>((resolve) => setImmediate(resolve));
      let failure: unknown = null;
      try {
        await consumer.handler(job);
      } catch (error) {
        failure = error;
      }
      await this.settle(queue, row, failure, log);
    } catch (error) {
      // The outcome could not be written (the database is away): the lease lapses and the job runs again.
      log.error({ err: error }, 'could not record how a job ended; it will run again once its lease lapses');
    } finally {
      consumer.running--;
      this.wake(queue);
    }
  }

  private async settle(queue: string, row: JobRow, failure: unknown, log: Logger): Promise<void> {
    const now = Date.now();
    const mine = [this.prefix, queue, row.id, this.owner];
    let updated: SqlRow[];
    if (failure === null) {
      updated = await this.sql.query(
        `update queue_jobs set state = 'completed', finished_at = $5, lease_owner = null, lease_until = null,
           failed_reason = null, stacktrace = null
         where prefix = $1 and queue = $2 and id = $3 and lease_owner = $4 and state = 'active' returning 1`,
        [...mine, now],
      );
    } else {
      const reason = toStorableText(failure instanceof Error ? failure.message : String(failure));
      const stack = failure instanceof Error && failure.stack ? toStorableText(failure.stack) : null;
      const final = isPermanentFailure(failure) || row.attempts_made >= row.attempts;
      const wait = final ? 0 : backoffDelay(Number(row.backoff_ms), row.attempts_made);
      if (final) log.error({ err: failure }, 'job failed');
      else log.warn({ err: failure, retryInMs: wait }, 'job failed, will retry');
      updated = await this.sql.query(
        `update queue_jobs set state = $5, due_at = $6, finished_at = $7, lease_owner = null, lease_until = null,
           failed_reason = $8, stacktrace = $9
         where prefix = $1 and queue = $2 and id = $3 and lease_owner = $4 and state = 'active' returning 1`,
        [...mine, final ? 'failed' : 'waiting', now + wait, final ? now : null, reason, stack],
      );
      if (!final) this.wakeAt(queue, now + wait);
    }
    if (updated.length === 0) log.warn('a job outlived its lease and was taken over; its outcome here is dropped');
  }

  private async renewLeases(): Promise<void> {
    if (![...this.consumers.values()].some((consumer) => consumer.running > 0)) return;
    await this.sql.query(
      `update queue_jobs set lease_until = $3 where prefix = $1 and lease_owner = $2 and state = 'active'`,
      [this.prefix, this.owner, Date.now() + this.stall.lockDurationMs],
    );
  }

  /**
   * Puts back jobs whose worker died mid-try (lease lapsed; with `everyActive`, every active job not this
   * process's). The cut-off try does not count as an attempt; a job cut off more than `maxStalledCount` times
   * fails, as in BullMQ.
   */
  private async recoverStalled({ everyActive }: { everyActive: boolean }): Promise<void> {
    const now = Date.now();
    const rows = await this.sql.query<{ queue: string; id: string; state: string }>(
      `update queue_jobs set
         state = case when stalled_count + 1 > $4 then 'failed' else 'waiting' end,
         finished_at = case when stalled_count + 1 > $4 then $3 end,
         failed_reason = case when stalled_count + 1 > $4 then 'job stalled more than allowable limit' end,
         stalled_count = stalled_count + 1,
         attempts_made = greatest(attempts_made - 1, 0),
         due_at = $3, lease_owner = null, lease_until = null
       where prefix = $1 and state = 'active' and lease_owner <> $2 and ($5 or lease_until < $3)
       returning queue, id, state`,
      [this.prefix, this.owner, now, this.stall.maxStalledCount, everyActive],
    );
    for (const row of rows) {
      this.logger.warn(
        { queue: row.queue, jobId: row.id, state: row.state },
        'job stalled: its worker stopped mid-try',
      );
      this.wake(row.queue);
    }
  }

  /** Forgets finished jobs past the retention window (by age, then beyond the newest `count`). */
  private async trim(): Promise<void> {
    const now = Date.now();
    for (const state of ['completed', 'failed'] as const) {
      const { ageMs, count } = this.retention[state];
      await this.sql.query(`delete from queue_jobs where prefix = $1 and state = $2 and finished_at < $3`, [
        this.prefix,
        state,
        now - ageMs,
      ]);
      await this.sql.query(
        `delete from queue_jobs j using (
           select queue, id, row_number() over (partition by queue order by finished_at desc, seq desc) as n
           from queue_jobs where prefix = $1 and state = $2
         ) ranked
         where j.prefix = $1 and j.queue = ranked.queue and j.id = ranked.id and ranked.n > $3`,
        [this.prefix, state, count],
      );
    }
  }
}
