import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { PermanentJobError, type Job, type JobHandler, type JobOptions, type Queue, type Schedule } from './queue.port';

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;

/**
 * How long finished jobs stay known. A job id is deduplicated only while its job is known, so this is the
 * dedupe window for "the same event enqueued twice" (e.g. a reactor replaying after a crash).
 */
export type Retention = { ageMs: number; count: number };
export const DEFAULT_RETENTION: { completed: Retention; failed: Retention } = {
  completed: { ageMs: 24 * 3600_000, count: 10_000 },
  failed: { ageMs: 7 * 24 * 3600_000, count: 10_000 },
};

/** The counts both adapters report, so the admin queue view does not depend on the profile. */
export type QueueCounts = { waiting: number; active: number; delayed: number; completed: number; failed: number };

/**
 * BullMQ forbids ':' in queue names (it separates Redis key parts). The in-process queue refuses the same
 * names, so a name that works embedded also works on Redis.
 */
export function assertQueueName(queue: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(queue)) {
    throw new Error(`Invalid queue name "${queue}": use letters, digits, '.', '_' and '-'`);
  }
}

/** Exponential like BullMQ's built-in strategy: backoff, 2×backoff, 4×backoff, … after tries 1, 2, 3, … */
export function backoffDelay(backoffMs: number, failedAttempt: number): number {
  return backoffMs * 2 ** (failedAttempt - 1);
}

/** Handlers may throw BullMQ's UnrecoverableError or a PermanentJobError from another copy of the module. */
export function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof PermanentJobError ||
    (error instanceof Error && (error.name === 'PermanentJobError' || error.name === 'UnrecoverableError'))
  );
}

type Entry = {
  id: string;
  name: string;
  /** Kept as JSON: the handler gets a fresh parse each try, as it would from Redis. */
  json: string;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
  state: JobState;
  enqueuedAt: number;
  /** When the last try started. */
  processedAt?: number;
  finishedAt?: number;
  /** A delayed job's due time. */
  dueAt?: number;
  /** The last try's error, kept for the queue board. */
  failedReason?: string;
  stacktrace?: string;
};

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/** What the queue board shows of one job (a copy: changing it changes nothing in the queue). */
export type JobSnapshot = {
  id: string;
  name: string;
  payload: unknown;
  state: JobState;
  attemptsMade: number;
  attempts: number;
  enqueuedAt: number;
  processedAt: number | null;
  finishedAt: number | null;
  dueAt: number | null;
  failedReason: string | null;
  stacktrace: string | null;
};

type Lane = {
  jobs: Map<string, Entry>;
  waiting: Entry[];
  handler: JobHandler | null;
  concurrency: number;
  running: number;
  finished: { completed: Entry[]; failed: Entry[] };
};

/**
 * The embedded profile's queue: everything in this process, nothing survives a restart (jobs are derived
 * from events, so reactors re-enqueue from their checkpoint). It keeps BullMQ's semantics where the
 * application can observe them: id dedupe while a job is known, delays, exponential retries, permanent
 * failures, per-queue concurrency, JSON payloads.
 */
export class MemoryQueue implements Queue {
  readonly kind = 'memory' as const;
  private readonly lanes = new Map<string, Lane>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly logger: Logger;
  private readonly retention: { completed: Retention; failed: Retention };
  private closed = false;

  constructor(options: { logger?: Logger; retention?: Partial<typeof DEFAULT_RETENTION> } = {}) {
    this.logger = (options.logger ?? pino()).child({ module: 'queue' });
    this.retention = { ...DEFAULT_RETENTION, ...options.retention };
  }

  async enqueue<P>(queue: string, name: string, payload: P, options: JobOptions = {}): Promise<void> {
    this.assertOpen();
    const lane = this.lane(queue);
    if (options.jobId !== undefined && lane.jobs.has(options.jobId)) return;
    const json = JSON.stringify(payload ?? null);
    const entry: Entry = {
      id: options.jobId ?? randomUUID(),
      name,
      json,
      attempts: Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
      attemptsMade: 0,
      state: 'waiting',
      enqueuedAt: Date.now(),
    };
    lane.jobs.set(entry.id, entry);
    if (options.delayMs && options.delayMs > 0) this.delay(queue, entry, options.delayMs);
    else this.makeWaiting(queue, entry);
  }

  async process<P>(queue: string, handler: JobHandler<P>, options: { concurrency?: number } = {}): Promise<void> {
    this.assertOpen();
    const lane = this.lane(queue);
    if (lane.handler) throw new Error(`Queue "${queue}" already has a processor in this process`);
    lane.handler = handler as JobHandler;
    lane.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump(queue);
  }

  async schedule<P>(queue: string, name: string, schedule: Schedule, payload: P): Promise<void> {
    this.assertOpen();
    this.lane(queue);
    const key = `${queue}\u0000${name}`;
    // Upsert, like a BullMQ job scheduler: scheduling the same name again replaces the old interval.
    const previous = this.schedules.get(key);
    if (previous) clearInterval(previous);
    // A tick is not retried: the next tick is the retry, and retries must not pile up behind a slow job.
    const tick = () => void this.enqueue(queue, name, payload, { attempts: 1 }).catch(() => {});
    const interval = setInterval(tick, schedule.everyMs);
    interval.unref();
    this.schedules.set(key, interval);
    if (schedule.runAtStart) tick();
  }

  async counts(queue: string): Promise<Record<string, number>> {
    const counts: QueueCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    for (const entry of this.lanes.get(queue)?.jobs.values() ?? []) counts[entry.state]++;
    return counts;
  }

  /** The queues this process has used (enqueued to, consumed or scheduled), for the queue board. */
  queueNames(): string[] {
    return [...this.lanes.keys()];
  }

  /**
   * The jobs of a queue in the given states, newest first (as BullMQ lists them), `start`..`end` inclusive.
   * Only what this process still knows: finished jobs leave with the retention window.
   */
  jobs(queue: string, states: readonly JobState[], start = 0, end = -1): JobSnapshot[] {
    const wanted = new Set(states);
    // A Map keeps insertion order, which is enqueue order.
    const entries = [...(this.lanes.get(queue)?.jobs.values() ?? [])].reverse().filter((e) => wanted.has(e.state));
    return entries.slice(start, end < 0 ? undefined : end + 1).map(snapshot);
  }

  job(queue: string, id: string): JobSnapshot | null {
    const entry = this.lanes.get(queue)?.jobs.get(id);
    return entry ? snapshot(entry) : null;
  }

  /**
   * Runs a failed job again, like BullMQ's `job.retry('failed')`: its attempts made are kept, so a retried job
   * that fails again fails at once instead of starting a new round of backoffs. False when the job is not failed.
   */
  retry(queue: string, id: string): boolean {
    this.assertOpen();
    const lane = this.lanes.get(queue);
    const entry = lane?.jobs.get(id);
    if (!lane || !entry || entry.state !== 'failed') return false;
    lane.finished.failed = lane.finished.failed.filter((other) => other !== entry);
    delete entry.finishedAt;
    delete entry.failedReason;
    delete entry.stacktrace;
    this.makeWaiting(queue, entry);
    return true;
  }

  /** Forgets a finished (completed or failed) job, which also ends its id's dedupe. False for any other job. */
  remove(queue: string, id: string): boolean {
    const lane = this.lanes.get(queue);
    const entry = lane?.jobs.get(id);
    if (!lane || !entry || (entry.state !== 'completed' && entry.state !== 'failed')) return false;
    lane.finished[entry.state] = lane.finished[entry.state].filter((other) => other !== entry);
    lane.jobs.delete(id);
    return true;
  }

  /** Forgets the finished jobs of one state that finished at least `graceMs` ago; returns how many. */
  clean(queue: string, state: 'completed' | 'failed', graceMs = 0): number {
    const lane = this.lanes.get(queue);
    if (!lane) return 0;
    const before = Date.now() - graceMs;
    const [old, kept] = partition(lane.finished[state], (entry) => (entry.finishedAt ?? 0) <= before);
    lane.finished[state] = kept;
    for (const entry of old) if (lane.jobs.get(entry.id) === entry) lane.jobs.delete(entry.id);
    return old.length;
  }

  /** Stops timers and schedules, drops jobs not started yet, and waits for the running ones to finish. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of [...this.timers, ...this.schedules.values()]) clearTimeout(timer);
    this.timers.clear();
    this.schedules.clear();
    const dropped = [...this.lanes.values()].reduce(
      (sum, lane) => sum + [...lane.jobs.values()].filter((e) => e.state === 'waiting' || e.state === 'delayed').length,
      0,
    );
    if (dropped > 0) this.logger.warn({ dropped }, 'in-process queue closed with jobs not run');
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('MemoryQueue is closed');
  }

  private lane(queue: string): Lane {
    let lane = this.lanes.get(queue);
    if (!lane) {
      assertQueueName(queue);
      lane = {
        jobs: new Map(),
        waiting: [],
        handler: null,
        concurrency: 1,
        running: 0,
        finished: { completed: [], failed: [] },
      };
      this.lanes.set(queue, lane);
    }
    return lane;
  }

  private delay(queue: string, entry: Entry, ms: number): void {
    entry.state = 'delayed';
    entry.dueAt = Date.now() + ms;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) this.makeWaiting(queue, entry);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private makeWaiting(queue: string, entry: Entry): void {
    entry.state = 'waiting';
    delete entry.dueAt;
    this.lane(queue).waiting.push(entry);
    this.pump(queue);
  }

  private pump(queue: string): void {
    const lane = this.lane(queue);
    while (!this.closed && lane.handler && lane.running < lane.concurrency) {
      const entry = lane.waiting.shift();
      if (!entry) break;
      const run = this.run(queue, lane, lane.handler, entry).finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  private async run(queue: string, lane: Lane, handler: JobHandler, entry: Entry): Promise<void> {
    entry.state = 'active';
    entry.attemptsMade++;
    entry.processedAt = Date.now();
    lane.running++;
    const job: Job = { id: entry.id, name: entry.name, payload: JSON.parse(entry.json), attempt: entry.attemptsMade };
    const log = this.logger.child({ queue, jobId: entry.id, job: entry.name, attempt: entry.attemptsMade });
    try {
      // Deferred so the handler never runs inside enqueue()/process() and a synchronous throw is a failure too.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await handler(job);
      delete entry.failedReason;
      delete entry.stacktrace;
      this.finish(lane, entry, 'completed');
    } catch (error) {
      entry.failedReason = error instanceof Error ? error.message : String(error);
      entry.stacktrace = error instanceof Error ? error.stack : undefined;
      if (isPermanentFailure(error) || entry.attemptsMade >= entry.attempts) {
        log.error({ err: error }, 'job failed');
        this.finish(lane, entry, 'failed');
      } else if (this.closed) {
        // Nothing would run the retry: fail it now rather than leave it looking delayed.
        log.warn({ err: error }, 'job failed while the queue was closing');
        this.finish(lane, entry, 'failed');
      } else {
        const wait = backoffDelay(entry.backoffMs, entry.attemptsMade);
        log.warn({ err: error, retryInMs: wait }, 'job failed, will retry');
        this.delay(queue, entry, wait);
      }
    } finally {
      lane.running--;
      this.pump(queue);
    }
  }

  private finish(lane: Lane, entry: Entry, state: 'completed' | 'failed'): void {
    entry.state = state;
    entry.finishedAt = Date.now();
    const list = lane.finished[state];
    list.push(entry);
    const { ageMs, count } = this.retention[state];
    while (list.length > 0 && (list.length > count || entry.finishedAt - (list[0]?.finishedAt ?? 0) > ageMs)) {
      const old = list.shift();
      if (old && lane.jobs.get(old.id) === old) lane.jobs.delete(old.id);
    }
  }
}

function snapshot(entry: Entry): JobSnapshot {
  return {
    id: entry.id,
    name: entry.name,
    payload: JSON.parse(entry.json),
    state: entry.state,
    attemptsMade: entry.attemptsMade,
    attempts: entry.attempts,
    enqueuedAt: entry.enqueuedAt,
    processedAt: entry.processedAt ?? null,
    finishedAt: entry.finishedAt ?? null,
    dueAt: entry.dueAt ?? null,
    failedReason: entry.failedReason ?? null,
    stacktrace: entry.stacktrace ?? null,
  };
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}
