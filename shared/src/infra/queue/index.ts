import type { Logger } from 'pino';
import { BullmqQueue, type BullmqQueueOptions } from './bullmq-queue';
import { MemoryQueue, type Retention } from './memory-queue';
import type { Queue } from './queue.port';

export type { Job, JobHandler, JobOptions, Queue, Schedule } from './queue.port';
export { PermanentJobError } from './queue.port';
export { BullmqQueue, type BullmqQueueOptions } from './bullmq-queue';
export { MemoryQueue, type JobSnapshot, type JobState, type QueueCounts, type Retention } from './memory-queue';

export type OpenQueueOptions = {
  /** BullMQ only: Redis key prefix, default 'stint'. */
  prefix?: string;
  logger?: Logger;
  /** How long finished jobs stay known, which is also the jobId dedupe window. */
  retention?: { completed?: Retention; failed?: Retention };
  connectionName?: string;
  /** BullMQ only: how a worker that died mid-job is noticed (see StallSettings). */
  stall?: BullmqQueueOptions['stall'];
};

/** BullMQ when REDIS_URL is set (workers may be separate processes), otherwise in-process (embedded). */
export async function openQueue(redisUrl?: string, options: OpenQueueOptions = {}): Promise<Queue> {
  return redisUrl ? BullmqQueue.open(redisUrl, options) : new MemoryQueue(options);
}
