import type { Logger } from 'pino';
import type { Sql } from '../sql/sql.port';
import { BullmqQueue, type BullmqQueueOptions } from './bullmq-queue';
import type { Retention } from './queue-rules';
import type { Queue } from './queue.port';
import { SqlQueue } from './sql-queue';

export type { Job, JobHandler, JobOptions, Queue, Schedule } from './queue.port';
export { PermanentJobError } from './queue.port';
export { BullmqQueue, type BullmqQueueOptions } from './bullmq-queue';
export { SqlQueue, type SqlQueueOptions } from './sql-queue';
export type { JobSnapshot, JobState, QueueCounts, Retention } from './queue-rules';

export type OpenQueueOptions = {
  /** Separates deployments sharing one Redis (key prefix) or one database (a column), default 'stint'. */
  prefix?: string;
  logger?: Logger;
  /** How long finished jobs stay known, which is also the jobId dedupe window. */
  retention?: { completed?: Retention; failed?: Retention };
  connectionName?: string;
  /** How a worker that died mid-job is noticed (see StallSettings). */
  stall?: BullmqQueueOptions['stall'];
  /** SQL queue only: no other process uses this database (the embedded DATA_DIR lock). */
  exclusive?: boolean;
};

/**
 * BullMQ when REDIS_URL is set (workers may be separate processes), otherwise jobs are rows in the given
 * database (the embedded profile's PGlite, or PostgreSQL), so they survive a crash either way.
 */
export async function openQueue(
  target: { redisUrl?: string; sql?: Sql },
  options: OpenQueueOptions = {},
): Promise<Queue> {
  if (target.redisUrl) return BullmqQueue.open(target.redisUrl, options);
  if (target.sql) return SqlQueue.open(target.sql, options);
  throw new Error('A queue needs REDIS_URL, or PostgreSQL or PGlite to keep its jobs in');
}
