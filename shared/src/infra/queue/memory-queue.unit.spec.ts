/**
 * What the in-process queue shows and lets an admin do on the queue board: list jobs by state, retry a failed
 * job, forget finished ones. (Running jobs is the Queue contract's business: queue.contract.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryQueue, type QueueCounts } from './memory-queue';
import { PermanentJobError } from './queue.port';

const Q = 'board';
const opened: MemoryQueue[] = [];

function open(): MemoryQueue {
  const queue = new MemoryQueue({ logger: pino({ level: 'silent' }) });
  opened.push(queue);
  return queue;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.close()));
});

async function until(queue: MemoryQueue, accept: (counts: QueueCounts) => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!accept((await queue.counts(Q)) as QueueCounts)) {
    if (Date.now() > deadline) throw new Error(`counts never matched: ${JSON.stringify(await queue.counts(Q))}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('MemoryQueue: the queue board', () => {
  it('lists jobs by state, newest first, with what the last try said', async () => {
    const queue = open();
    await queue.enqueue(Q, 'first', { n: 1 }, { jobId: 'one' });
    await queue.enqueue(Q, 'second', { n: 2 }, { jobId: 'two' });
    await queue.enqueue(Q, 'later', { n: 3 }, { jobId: 'three', delayMs: 60_000 });
    expect(queue.queueNames()).toEqual([Q]);
    expect(queue.jobs(Q, ['waiting']).map((job) => job.id)).toEqual(['two', 'one']);
    expect(queue.jobs(Q, ['waiting'], 1, 1).map((job) => job.id)).toEqual(['one']);
    const delayed = queue.jobs(Q, ['delayed'])[0]!;
    expect(delayed).toMatchObject({ id: 'three', name: 'later', payload: { n: 3 }, state: 'delayed' });
    expect(delayed.dueAt! - Date.now()).toBeGreaterThan(50_000);

    await queue.process(Q, async (job) => {
      if (job.name === 'second') throw new PermanentJobError('no such recipient (expected in this test)');
    });
    await until(queue, (counts) => counts.completed === 1 && counts.failed === 1);
    expect(queue.jobs(Q, ['completed', 'failed']).map((job) => [job.id, job.state])).toEqual([
      ['two', 'failed'],
      ['one', 'completed'],
    ]);
    expect(queue.job(Q, 'two')).toMatchObject({
      state: 'failed',
      attemptsMade: 1,
      failedReason: 'no such recipient (expected in this test)',
      stacktrace: expect.stringContaining('PermanentJobError'),
    });
    expect(queue.job(Q, 'two')!.finishedAt).toBeGreaterThanOrEqual(queue.job(Q, 'two')!.processedAt!);
    expect(queue.job(Q, 'missing')).toBeNull();
  });

  it('retries a failed job, which then completes; other jobs cannot be retried', async () => {
    const queue = open();
    let healthy = false;
    const runs: number[] = [];
    await queue.process(Q, async (job) => {
      runs.push(job.attempt);
      if (!healthy) throw new Error('SMTP down (expected in this test)');
    });
    await queue.enqueue(Q, 'mail', { to: 'x' }, { jobId: 'mail-1', attempts: 2, backoffMs: 5 });
    await until(queue, (counts) => counts.failed === 1);
    expect(queue.retry(Q, 'missing')).toBe(false);

    healthy = true;
    expect(queue.retry(Q, 'mail-1')).toBe(true);
    await until(queue, (counts) => counts.completed === 1);
    expect(runs).toEqual([1, 2, 3]);
    expect(queue.job(Q, 'mail-1')).toMatchObject({ state: 'completed', attemptsMade: 3, failedReason: null });
    expect(await queue.counts(Q)).toMatchObject({ failed: 0, completed: 1 });
    expect(queue.retry(Q, 'mail-1')).toBe(false);
  });

  it('fails a retried job at once when it fails again, as BullMQ does (its attempts are spent)', async () => {
    const queue = open();
    const runs: number[] = [];
    await queue.process(Q, async (job) => {
      runs.push(job.attempt);
      throw new Error('still down (expected in this test)');
    });
    await queue.enqueue(Q, 'mail', {}, { jobId: 'mail-2', attempts: 2, backoffMs: 5 });
    await until(queue, (counts) => counts.failed === 1);
    queue.retry(Q, 'mail-2');
    await until(queue, (counts) => counts.failed === 1 && runs.length === 3);
    expect(runs).toEqual([1, 2, 3]);
  });

  it('forgets finished jobs one by one or by state and age, never unfinished ones', async () => {
    const queue = open();
    await queue.process(Q, async (job) => {
      if (job.name === 'bad') throw new PermanentJobError('bad (expected in this test)');
    });
    for (const id of ['a', 'b', 'c']) await queue.enqueue(Q, 'good', {}, { jobId: id });
    await queue.enqueue(Q, 'bad', {}, { jobId: 'd' });
    await queue.enqueue(Q, 'good', {}, { jobId: 'e', delayMs: 60_000 });
    await until(queue, (counts) => counts.completed === 3 && counts.failed === 1);

    expect(queue.remove(Q, 'e')).toBe(false);
    expect(queue.remove(Q, 'a')).toBe(true);
    expect(queue.job(Q, 'a')).toBeNull();
    expect(queue.clean(Q, 'completed', 60_000)).toBe(0);
    expect(queue.clean(Q, 'completed')).toBe(2);
    expect(queue.clean(Q, 'failed')).toBe(1);
    expect(await queue.counts(Q)).toMatchObject({ completed: 0, failed: 0, delayed: 1 });
    // A forgotten id no longer dedupes: the same job can be enqueued again.
    await queue.enqueue(Q, 'good', {}, { jobId: 'a' });
    await until(queue, (counts) => counts.completed === 1);
  });
});
