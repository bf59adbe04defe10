/**
 * The SQL queue beyond the Queue contract (queue.contract.ts): what the queue board shows and lets an admin do
 * (jobs by state, retrying a failed job, forgetting finished ones), and how it finds the jobs of a process that
 * died mid-try. The process-level proof (SIGKILLed `npm start` processes) is tests/chaos/worker-kills.chaos.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { PgliteSql } from '../sql/pglite-sql';
import { cloneTestPglite } from '../testing/test-databases';
import { PermanentJobError } from './queue.port';
import type { QueueCounts } from './queue-rules';
import { SqlQueue, type SqlQueueOptions } from './sql-queue';

const Q = 'board';
const opened: SqlQueue[] = [];
let database: Promise<PgliteSql> | null = null;
let prefix = randomUUID();

async function open(options: SqlQueueOptions = {}): Promise<SqlQueue> {
  const queue = await SqlQueue.open(await (database ??= cloneTestPglite()), {
    logger: pino({ level: 'silent' }),
    prefix,
    ...options,
  });
  opened.push(queue);
  return queue;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.close()));
  prefix = randomUUID();
});
afterAll(async () => {
  await (await database)?.close();
});

async function until(queue: SqlQueue, accept: (counts: QueueCounts) => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!accept((await queue.counts(Q)) as QueueCounts)) {
    if (Date.now() > deadline) throw new Error(`counts never matched: ${JSON.stringify(await queue.counts(Q))}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SqlQueue: the queue board', () => {
  it('lists jobs by state, newest first, with what the last try said', async () => {
    const queue = await open();
    await queue.enqueue(Q, 'first', { n: 1 }, { jobId: 'one' });
    await queue.enqueue(Q, 'second', { n: 2 }, { jobId: 'two' });
    await queue.enqueue(Q, 'later', { n: 3 }, { jobId: 'three', delayMs: 60_000 });
    expect(queue.queueNames()).toEqual([Q]);
    expect((await queue.jobs(Q, ['waiting'])).map((job) => job.id)).toEqual(['two', 'one']);
    expect((await queue.jobs(Q, ['waiting'], 1, 1)).map((job) => job.id)).toEqual(['one']);
    const delayed = (await queue.jobs(Q, ['delayed']))[0]!;
    expect(delayed).toMatchObject({ id: 'three', name: 'later', payload: { n: 3 }, state: 'delayed' });
    expect(delayed.dueAt! - Date.now()).toBeGreaterThan(50_000);

    await queue.process(Q, async (job) => {
      if (job.name === 'second') throw new PermanentJobError('no such recipient (expected in this test)');
    });
    await until(queue, (counts) => counts.completed === 1 && counts.failed === 1);
    expect((await queue.jobs(Q, ['completed', 'failed'])).map((job) => [job.id, job.state])).toEqual([
      ['two', 'failed'],
      ['one', 'completed'],
    ]);
    expect(await queue.job(Q, 'two')).toMatchObject({
      state: 'failed',
      attemptsMade: 1,
      failedReason: 'no such recipient (expected in this test)',
      stacktrace: expect.stringContaining('PermanentJobError'),
    });
    const two = (await queue.job(Q, 'two'))!;
    expect(two.finishedAt).toBeGreaterThanOrEqual(two.processedAt!);
    expect(await queue.job(Q, 'missing')).toBeNull();
  });

  it('retries a failed job, which then completes; other jobs cannot be retried', async () => {
    const queue = await open();
    let healthy = false;
    const runs: number[] = [];
    await queue.process(Q, async (job) => {
      runs.push(job.attempt);
      if (!healthy) throw new Error('SMTP down (expected in this test)');
    });
    await queue.enqueue(Q, 'mail', { to: 'x' }, { jobId: 'mail-1', attempts: 2, backoffMs: 5 });
    await until(queue, (counts) => counts.failed === 1);
    expect(await queue.retry(Q, 'missing')).toBe(false);

    healthy = true;
    expect(await queue.retry(Q, 'mail-1')).toBe(true);
    await until(queue, (counts) => counts.completed === 1);
    expect(runs).toEqual([1, 2, 3]);
    expect(await queue.job(Q, 'mail-1')).toMatchObject({ state: 'completed', attemptsMade: 3, failedReason: null });
    expect(await queue.counts(Q)).toMatchObject({ failed: 0, completed: 1 });
    expect(await queue.retry(Q, 'mail-1')).toBe(false);
  });

  it('fails a retried job at once when it fails again, as BullMQ does (its attempts are spent)', async () => {
    const queue = await open();
    const runs: number[] = [];
    await queue.process(Q, async (job) => {
      runs.push(job.attempt);
      throw new Error('still down (expected in this test)');
    });
    await queue.enqueue(Q, 'mail', {}, { jobId: 'mail-2', attempts: 2, backoffMs: 5 });
    await until(queue, (counts) => counts.failed === 1);
    await queue.retry(Q, 'mail-2');
    await until(queue, (counts) => counts.failed === 1 && runs.length === 3);
    expect(runs).toEqual([1, 2, 3]);
  });

  it('forgets finished jobs one by one or by state and age, never unfinished ones', async () => {
    const queue = await open();
    await queue.process(Q, async (job) => {
      if (job.name === 'bad') throw new PermanentJobError('bad (expected in this test)');
    });
    for (const id of ['a', 'b', 'c']) await queue.enqueue(Q, 'good', {}, { jobId: id });
    await queue.enqueue(Q, 'bad', {}, { jobId: 'd' });
    await queue.enqueue(Q, 'good', {}, { jobId: 'e', delayMs: 60_000 });
    await until(queue, (counts) => counts.completed === 3 && counts.failed === 1);

    expect(await queue.remove(Q, 'e')).toBe(false);
    expect(await queue.remove(Q, 'a')).toBe(true);
    expect(await queue.job(Q, 'a')).toBeNull();
    expect(await queue.clean(Q, 'completed', 60_000)).toBe(0);
    expect(await queue.clean(Q, 'completed')).toBe(2);
    expect(await queue.clean(Q, 'failed')).toBe(1);
    expect(await queue.counts(Q)).toMatchObject({ completed: 0, failed: 0, delayed: 1 });
    // A forgotten id no longer dedupes: the same job can be enqueued again.
    await queue.enqueue(Q, 'good', {}, { jobId: 'a' });
    await until(queue, (counts) => counts.completed === 1);
  });
});

describe('SqlQueue: a process that died mid-try', () => {
  /** What a process SIGKILLed in the middle of a job leaves behind: the row active under its lease. */
  async function leaveActive(id: string, leaseUntil: number): Promise<void> {
    const queue = await open();
    await queue.enqueue(Q, 'welcome-email', { to: id }, { jobId: id, attempts: 3 });
    await queue.close();
    const sql = await database!;
    const rows = await sql.query(
      `update queue_jobs set state = 'active', lease_owner = 'a-dead-process', lease_until = $3, attempts_made = 1,
         processed_at = $4
       where prefix = $1 and id = $2 returning 1`,
      [prefix, id, leaseUntil, Date.now()],
    );
    expect(rows).toHaveLength(1);
  }

  function runs(queue: SqlQueue) {
    const seen: Array<{ id: string; attempt: number; at: number }> = [];
    return {
      seen,
      start: () =>
        queue.process(Q, async (job) => void seen.push({ id: job.id, attempt: job.attempt, at: Date.now() })),
    };
  }

  it('runs its job again once the lease lapses, and the cut-off try does not count as an attempt', async () => {
    await leaveActive('cut-off', Date.now() + 400);
    const queue = await open({ stall: { lockDurationMs: 400, stalledIntervalMs: 100 } });
    const worker = runs(queue);
    const started = Date.now();
    await worker.start();
    await until(queue, (counts) => counts.completed === 1);
    expect(worker.seen.map(({ id, attempt }) => [id, attempt])).toEqual([['cut-off', 1]]);
    // Not before the dead process's lease ran out: it might only have been slow.
    expect(worker.seen[0]!.at - started).toBeGreaterThanOrEqual(300);
  });

  it('runs it again at once where only one process can use the database (the embedded profile)', async () => {
    await leaveActive('embedded', Date.now() + 60_000);
    const queue = await open({ exclusive: true });
    const worker = runs(queue);
    await worker.start();
    await until(queue, (counts) => counts.completed === 1);
    expect(worker.seen.map(({ id, attempt }) => [id, attempt])).toEqual([['embedded', 1]]);
  });

  it('keeps a running job leased while it runs longer than the lease', async () => {
    const stall = { lockDurationMs: 300, stalledIntervalMs: 100 };
    const one = await open({ stall });
    const two = await open({ stall });
    const started: string[] = [];
    const slow = async () => {
      started.push('run');
      await new Promise((resolve) => setTimeout(resolve, 1200));
    };
    await one.process(Q, slow);
    await two.process(Q, slow);
    await one.enqueue(Q, 'slow', {}, { jobId: 'slow' });
    await until(one, (counts) => counts.completed === 1);
    // Renewed at half-time, the lease never lapsed, so the other process never took the job over.
    expect(started).toEqual(['run']);
  });

  it('fails a job whose workers keep dying once it stalled more than maxStalledCount times', async () => {
    await leaveActive('poison', Date.now() - 1);
    const queue = await open({ stall: { lockDurationMs: 1000, stalledIntervalMs: 100, maxStalledCount: 0 } });
    await runs(queue).start();
    await until(queue, (counts) => counts.failed === 1);
    expect(await queue.job(Q, 'poison')).toMatchObject({
      state: 'failed',
      failedReason: 'job stalled more than allowable limit',
    });
  });
});
