/**
 * What both queue adapters share (BullMQ on Redis, the SQL queue on PGlite or PostgreSQL): defaults, names,
 * backoff, what counts as a permanent failure, and what the queue board shows of a job.
 */
import { pino, type Logger } from 'pino';
import { PermanentJobError } from './queue.port';

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

export type StallSettings = {
  /** How long a worker's lock on its job lasts unless renewed (renewed at half-time while it runs). */
  lockDurationMs: number;
  /** How often workers look for jobs whose lock expired and put them back in the queue. */
  stalledIntervalMs: number;
  /** How often one job may be found stalled before it fails. */
  maxStalledCount: number;
};

/**
 * BullMQ's lock and check periods (30 s), but a job may stall several times: jobs are idempotent (ids derived
 * from their cause, mail Message-IDs from the event), so running one again after a crash is safe, while failing it
 * because its worker died twice would lose it.
 */
export const DEFAULT_STALL: StallSettings = { lockDurationMs: 30_000, stalledIntervalMs: 30_000, maxStalledCount: 10 };

/** The options both adapters take. */
export type QueueOptions = {
  /** Separates deployments (and test runs) sharing one Redis, as BullMQ's key prefix, or one database. */
  prefix?: string;
  logger?: Logger;
  retention?: Partial<typeof DEFAULT_RETENTION>;
  /** How workers notice a worker that died mid-job (its lock or lease, and the stalled-job check). */
  stall?: Partial<StallSettings>;
};

/** `options` with the defaults filled in, and the logger tagged as the queue's. */
export function queueSettings(options: QueueOptions): {
  prefix: string;
  logger: Logger;
  retention: typeof DEFAULT_RETENTION;
  stall: StallSettings;
} {
  return {
    prefix: options.prefix ?? 'stint',
    logger: (options.logger ?? pino()).child({ module: 'queue' }),
    retention: { ...DEFAULT_RETENTION, ...options.retention },
    stall: { ...DEFAULT_STALL, ...options.stall },
  };
}

/** The counts both adapters report, so the admin queue view does not depend on the profile. */
export type QueueCounts = { waiting: number; active: number; delayed: number; completed: number; failed: number };

export type JobState = keyof QueueCounts;

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

/**
 * BullMQ forbids ':' in queue names (it separates Redis key parts). The SQL queue refuses the same names, so a
 * name that works embedded also works on Redis.
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
