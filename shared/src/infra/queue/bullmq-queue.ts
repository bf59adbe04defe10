import { Queue as BullQueue, UnrecoverableError, Worker, type JobsOptions, type KeepJobs } from 'bullmq';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { JobHandler, JobOptions, Queue, Schedule } from './queue.port';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  assertQueueName,
  isPermanentFailure,
  queueSettings,
  type QueueCounts,
  type QueueOptions,
  type Retention,
  type StallSettings,
} from './queue-rules';

export type BullmqQueueOptions = QueueOptions & {
  /** Shown in `CLIENT LIST`, to tell the processes apart. */
  connectionName?: string;
};

/**
 * BullMQ on Redis: competing consumers across worker processes, jobs that survive restarts.
 *
 * Connections: one shared by every `Queue` (producers; commands fail after ioredis' retries rather than
 * hang a request for ever when Redis is down) and one shared by every `Worker` with
 * `maxRetriesPerRequest: null`, which BullMQ requires of workers so a Redis blip pauses them instead of
 * crashing them. Each Worker also duplicates it for its blocking connection, which BullMQ owns and closes.
 */
export class BullmqQueue implements Queue {
  readonly kind = 'bullmq' as const;
  private readonly queues = new Map<string, BullQueue>();
  private readonly workers = new Map<string, Worker>();
  private workerConnection: Redis | null = null;
  private readonly prefix: string;
  private readonly connectionName: string;
  private readonly logger: Logger;
  private readonly retention: { completed: KeepJobs; failed: KeepJobs };
  private readonly stall: StallSettings;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly connection: Redis,
    options: BullmqQueueOptions,
  ) {
    const { prefix, logger, retention, stall } = queueSettings(options);
    this.prefix = prefix;
    this.connectionName = options.connectionName ?? 'stint';
    this.logger = logger;
    this.retention = { completed: keepJobs(retention.completed), failed: keepJobs(retention.failed) };
    this.stall = stall;
  }

  /** Resolves once Redis answers, so a wrong REDIS_URL fails at boot. */
  static async open(url: string, options: BullmqQueueOptions = {}): Promise<BullmqQueue> {
    const logger = (options.logger ?? pino()).child({ module: 'queue' });
    const connection = redis(url, `${options.connectionName ?? 'stint'}:queue`, logger, {});
    try {
      await connection.ping();
    } catch (error) {
      connection.disconnect();
      throw error;
    }
    return new BullmqQueue(url, connection, { ...options, logger: options.logger ?? logger });
  }

  async enqueue<P>(queue: string, name: string, payload: P, options: JobOptions = {}): Promise<void> {
    const opts: JobsOptions = {
      ...this.keep(),
      attempts: Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
    };
    // BullMQ ignores an add whose jobId it still holds (in any state): that is the dedupe.
    if (options.jobId !== undefined) opts.jobId = encodeJobId(options.jobId);
    if (options.delayMs && options.delayMs > 0) opts.delay = options.delayMs;
    await this.queue(queue).add(name, payload ?? null, opts);
  }

  async process<P>(queue: string, handler: JobHandler<P>, options: { concurrency?: number } = {}): Promise<void> {
    this.assertOpen();
    assertQueueName(queue);
    if (this.workers.has(queue)) throw new Error(`Queue "${queue}" already has a processor in this process`);
    this.workerConnection ??= redis(this.url, `${this.connectionName}:worker`, this.logger, {
      maxRetriesPerRequest: null,
    });
    const worker = new Worker(
      queue,
      async (job) => {
        try {
          await handler({
            id: decodeJobId(job.id ?? ''),
            name: job.name,
            payload: job.data as P,
            // attemptsMade counts the tries that already failed.
            attempt: job.attemptsMade + 1,
          });
        } catch (error) {
          if (isPermanentFailure(error) && !(error instanceof UnrecoverableError)) {
            throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
          }
          throw error;
        }
      },
      {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency: Math.max(1, options.concurrency ?? 1),
        lockDuration: this.stall.lockDurationMs,
        stalledInterval: this.stall.stalledIntervalMs,
        maxStalledCount: this.stall.maxStalledCount,
      },
    );
    // Without an 'error' listener an EventEmitter error would crash the process on a Redis blip.
    worker.on('error', (error) => this.logger.warn({ err: error, queue }, 'queue worker error'));
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
      const log = { err: error, queue, jobId: job.id, job: job.name, attempt: job.attemptsMade };
      if (final) this.logger.error(log, 'job failed');
      else this.logger.warn(log, 'job failed, will retry');
    });
    this.workers.set(queue, worker);
    await worker.waitUntilReady();
  }

  /**
   * One BullMQ job scheduler per (queue, name): every process calls this at boot and the upsert leaves one
   * schedule whose ticks are jobs with ids derived from the tick time, so each tick runs once across all
   * workers. Its first tick is one period away; `runAtStart` adds a separate job whose id is derived from
   * the current period, so processes starting together add it once.
   */
  async schedule<P>(queue: string, name: string, schedule: Schedule, payload: P): Promise<void> {
    const bull = this.queue(queue);
    const now = Date.now();
    // A tick is not retried: the next tick is the retry, and retries must not pile up behind a slow job.
    const opts = { ...this.keep(), attempts: 1 };
    // Without startDate a new `every` scheduler runs at once; that would double the runAtStart job.
    await bull.upsertJobScheduler(
      name,
      { every: schedule.everyMs, startDate: now + schedule.everyMs },
      { name, data: payload ?? null, opts },
    );
    if (schedule.runAtStart) {
      const jobId = encodeJobId(`${name}:start:${Math.floor(now / schedule.everyMs)}`);
      await bull.add(name, payload ?? null, { ...opts, jobId });
    }
  }

  async counts(queue: string): Promise<Record<string, number>> {
    const raw = await this.queue(queue).getJobCounts(
      'waiting',
      'paused',
      'prioritized',
      'active',
      'delayed',
      'completed',
      'failed',
    );
    const counts: QueueCounts = {
      waiting: (raw.waiting ?? 0) + (raw.paused ?? 0) + (raw.prioritized ?? 0),
      active: raw.active ?? 0,
      delayed: raw.delayed ?? 0,
      completed: raw.completed ?? 0,
      failed: raw.failed ?? 0,
    };
    return counts;
  }

  /**
   * The BullMQ queue behind a queue name (opened on first use, closed with this adapter), for tools that speak
   * BullMQ themselves, such as the admins' queue board. Job ids there are encoded (see `encodeJobId`).
   */
  bullQueue(name: string): BullQueue {
    return this.queue(name);
  }

  /** The queues this process has opened or consumes, for the queue board. */
  queueNames(): string[] {
    return [...new Set([...this.queues.keys(), ...this.workers.keys()])];
  }

  /** Workers first (each waits for its running jobs), then the producers, then the shared connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.workers.values()].map((worker) => worker.close()));
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    await Promise.allSettled([quit(this.connection), this.workerConnection ? quit(this.workerConnection) : null]);
    this.workers.clear();
    this.queues.clear();
  }

  private queue(name: string): BullQueue {
    this.assertOpen();
    let queue = this.queues.get(name);
    if (!queue) {
      assertQueueName(name);
      queue = new BullQueue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private keep(): Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> {
    return { removeOnComplete: this.retention.completed, removeOnFail: this.retention.failed };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('BullmqQueue is closed');
  }
}

function redis(url: string, connectionName: string, logger: Logger, options: { maxRetriesPerRequest?: null }): Redis {
  const connection = new Redis(url, { connectionName, ...options });
  connection.on('error', (error: Error) => logger.warn({ err: error, connectionName }, 'redis queue connection error'));
  return connection;
}

async function quit(connection: Redis): Promise<void> {
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}

function keepJobs(retention: Retention): KeepJobs {
  return { age: Math.ceil(retention.ageMs / 1000), count: retention.count };
}

/**
 * Our job ids derive from event ids and purposes, so they may be anything, while BullMQ rejects custom ids
 * that are integers or contain ':' (its key separator), and stores each job under `<prefix>:<queue>:<id>`
 * next to its own keys (`wait`, `meta`, `marker`, `id`, …), which an id like "marker" would clobber. So every
 * custom id gets a prefix none of those has, and '%' and ':' are escaped reversibly ('%' first).
 */
export function encodeJobId(id: string): string {
  return `j.${id.replaceAll('%', '%25').replaceAll(':', '%3A')}`;
}

/** Ids BullMQ made itself (no jobId given, scheduler ticks) pass through unchanged. */
export function decodeJobId(encoded: string): string {
  if (!encoded.startsWith('j.')) return encoded;
  return encoded.slice(2).replace(/%(25|3A)/g, (_, code: string) => (code === '25' ? '%' : ':'));
}
