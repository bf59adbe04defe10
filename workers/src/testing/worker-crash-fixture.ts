/**
 * A worker process for the crash test: consumes the `crash` queue on Redis with short lock and stall settings,
 * says `start <id>` when it takes a job, works 40–120 ms, then marks the job done in Redis, until it is killed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { BullmqQueue } from '@stint/shared/infra/queue/bullmq-queue';
import { createLogger } from '@stint/shared/infra/logger';

const url = process.env.CRASH_REDIS_URL!;
const prefix = process.env.CRASH_PREFIX!;
const redis = new Redis(url);
const queue = await BullmqQueue.open(url, {
  prefix,
  logger: createLogger('silent'),
  connectionName: 'crash-fixture',
  stall: { lockDurationMs: 600, stalledIntervalMs: 250, maxStalledCount: 50 },
});
await queue.process<{ n: number }>('crash', async (job) => {
  process.stdout.write(`start ${job.id}\n`);
  await redis.incr(`${prefix}:runs:${job.id}`);
  await sleep(40 + ((job.payload.n * 37) % 80));
  await redis.sadd(`${prefix}:done`, job.id);
});
process.stdout.write('started\n');
