/**
 * SIGKILL a worker process mid-job, again and again, on Redis (issue 6): with short lock and stall settings the
 * next worker finds each killed job stalled and runs it again, so every job still completes, none fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { BullmqQueue } from '@stint/shared/infra/queue/bullmq-queue';
import { createLogger } from '@stint/shared/infra/logger';
import { announceSkip, redisSkipReason } from '@stint/shared/infra/testing/test-databases';

const fixture = fileURLToPath(new URL('../testing/worker-crash-fixture.ts', import.meta.url));
const JOBS = 40;
const KILLS = 20;

type Fixture = { child: ChildProcess; started: Promise<void>; tookJob: Promise<string> };

function startFixture(url: string, prefix: string): Fixture {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, CRASH_REDIS_URL: url, CRASH_PREFIX: prefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const seen = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match[1] ?? match[0]);
      };
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      child.once('exit', (code, signal) => reject(new Error(`fixture exited (${code ?? signal}) before ${pattern}`)));
    });
  return { child, started: seen(/started/).then(() => undefined), tookJob: seen(/start (\S+)/) };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe.skipIf(announceSkip('worker crash test', redisSkipReason()))('worker crash recovery (Redis)', () => {
  it(`completes every job although ${KILLS} workers are SIGKILLed mid-job`, async () => {
    const url = process.env.TEST_REDIS_URL!;
    const prefix = `crash-${randomUUID().slice(0, 8)}`;
    const seed = Date.now();
    const redis = new Redis(url);
    const producer = await BullmqQueue.open(url, { prefix, logger: createLogger('silent'), connectionName: 'crash' });
    try {
      for (let n = 1; n <= JOBS; n++)
        await producer.enqueue('crash', 'work', { n }, { jobId: `job-${n}`, attempts: 1 });

      const killedMidJob: string[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        const worker = startFixture(url, prefix);
        const jobId = await Promise.race([worker.tookJob, exited(worker.child).then(() => null)]);
        // Somewhere inside the job's 40–120 ms of work.
        await new Promise((resolve) => setTimeout(resolve, (seed + kill * 13) % 35));
        if (jobId && !(await redis.sismember(`${prefix}:done`, jobId))) killedMidJob.push(jobId);
        worker.child.kill('SIGKILL');
        await exited(worker.child);
      }
      expect(killedMidJob.length, `seed ${seed}`).toBeGreaterThanOrEqual(KILLS / 2);

      const last = startFixture(url, prefix);
      await last.started;
      const deadline = Date.now() + 60_000;
      while ((await redis.scard(`${prefix}:done`)) < JOBS) {
        if (Date.now() > deadline) throw new Error(`only ${await redis.scard(`${prefix}:done`)} of ${JOBS} done`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      last.child.kill('SIGTERM');
      await exited(last.child);

      const counts = await producer.counts('crash');
      expect(counts).toMatchObject({ completed: JOBS, failed: 0, waiting: 0, active: 0 });
      // The jobs killed mid-way ran again: that is how they completed.
      for (const jobId of killedMidJob) {
        expect(Number(await redis.get(`${prefix}:runs:${jobId}`)), jobId).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await producer.close();
      redis.disconnect();
    }
  }, 180_000);
});
