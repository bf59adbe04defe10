/**
 * The Redis adapters across a Redis restart, one at a time (the whole platform under load is redis-restart). Each
 * test kills this suite's own Redis (AOF on, fsync always) and starts it again on the same port and data.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_TIMEOUT_MS, RedisBus } from '@stint/shared/infra/bus/redis-bus';
import { BullmqQueue } from '@stint/shared/infra/queue/bullmq-queue';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { redisServerSkipReason, startRestartableRedis, type RestartableRedis } from '../support/services';
import { eventually } from './live-clients';

const logger = pino({ level: 'silent' });

describe.skipIf(announceSkip('Redis adapters across restarts', redisServerSkipReason()))(
  'Redis adapters across a Redis restart',
  () => {
    let redis: RestartableRedis;
    beforeAll(async () => {
      const started = await startRestartableRedis({ appendOnly: true });
      if (!('url' in started)) throw new Error(started.skip);
      redis = started;
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it('bus: a publish while Redis is away fails at once instead of waiting for it; delivery resumes after', async () => {
      const bus = await RedisBus.open(redis.url, { logger, connectionName: 'chaos-bus' });
      try {
        const channel = `chaos:${randomUUID()}`;
        const received: unknown[] = [];
        await bus.subscribe(channel, (message) => received.push(message));
        await bus.publish(channel, { n: 'before' });
        await eventually('the first message', () => received.length === 1, 5000);

        await redis.kill('SIGKILL');
        const at = Date.now();
        // Before the fix the publish sat in ioredis' offline queue until Redis came back (a projector stalled
        // behind it, /readyz hung): now it rejects within the publish timeout.
        await expect(bus.publish(channel, { n: 'during' })).rejects.toThrow();
        expect(Date.now() - at).toBeLessThan(PUBLISH_TIMEOUT_MS + 1500);

        await redis.start();
        // The subscriber subscribes again by itself; publish until one lands (pub/sub is at-most-once).
        let n = 0;
        await eventually(
          'a message after the restart',
          async () => {
            await bus.publish(channel, { n: n++ }).catch(() => {});
            return received.length > 1;
          },
          15_000,
        );
        expect(received[0]).toEqual({ n: 'before' });
        expect(received).not.toContainEqual({ n: 'during' });
      } finally {
        await bus.close();
      }
    });

    it('queue: a job waiting when Redis died and one added after it came back both run, once each', async () => {
      const prefix = `chaos${Date.now()}`;
      const producer = await BullmqQueue.open(redis.url, { logger, prefix, connectionName: 'chaos-producer' });
      const consumer = await BullmqQueue.open(redis.url, {
        logger,
        prefix,
        connectionName: 'chaos-consumer',
        // A job whose worker lost Redis mid-run is found stalled quickly, so the test need not wait 30 s.
        stall: { lockDurationMs: 2000, stalledIntervalMs: 1000 },
      });
      try {
        const ran: string[] = [];
        // Added with nobody consuming yet: it is in Redis (and its AOF) when Redis is killed.
        await producer.enqueue('chaos-jobs', 'job', { n: 1 }, { jobId: 'before-the-crash' });
        await redis.kill('SIGKILL');
        await redis.start();
        await consumer.process('chaos-jobs', async (job) => {
          ran.push(job.id);
        });
        await eventually('the job added before the crash', () => ran.includes('before-the-crash'), 20_000);

        // And the consumer keeps consuming across another restart, while it is idle and blocked waiting for jobs.
        await redis.kill('SIGTERM');
        await redis.start();
        await eventually(
          'a job added after the restart',
          async () => {
            await producer.enqueue('chaos-jobs', 'job', { n: 2 }, { jobId: 'after-the-restart' }).catch(() => {});
            return ran.includes('after-the-restart');
          },
          30_000,
        );
        expect(ran.filter((id) => id === 'before-the-crash')).toHaveLength(1);
        expect(ran.filter((id) => id === 'after-the-restart')).toHaveLength(1);
      } finally {
        await consumer.close();
        await producer.close();
      }
    });
  },
);
