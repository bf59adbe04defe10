/** Background jobs (BullMQ on Redis, or rows in the database without it: the embedded profile's PGlite). */

export type JobOptions = {
  /** Deduplicates: a job with an id already known is not added again. Derive it from the cause (event id). */
  jobId?: string;
  delayMs?: number;
  /** Total tries, default 5, with exponential backoff from `backoffMs` (default 1000). */
  attempts?: number;
  backoffMs?: number;
};

export type Job<P = unknown> = { id: string; name: string; payload: P; attempt: number };

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/** Thrown by a handler when retrying cannot help; the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export type Schedule = { everyMs: number; runAtStart?: boolean };

export interface Queue {
  readonly kind: 'bullmq' | 'sql';
  enqueue<P>(queue: string, name: string, payload: P, options?: JobOptions): Promise<void>;
  /** Starts consuming a queue in this process. */
  process<P>(queue: string, handler: JobHandler<P>, options?: { concurrency?: number }): Promise<void>;
  /**
   * A repeatable job: runs every `everyMs` across all worker processes together, once per tick (BullMQ job
   * schedulers), not once per process.
   */
  schedule<P>(queue: string, name: string, schedule: Schedule, payload: P): Promise<void>;
  /** Counts per state, for readiness and the admin queue view. */
  counts(queue: string): Promise<Record<string, number>>;
  close(): Promise<void>;
}
