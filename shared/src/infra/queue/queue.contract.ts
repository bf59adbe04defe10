/**
 * The Queue contract, run against every adapter (queue.int.spec.ts). Each test opens its own instances on a
 * fresh namespace (a prefix: in Redis keys, or in the SQL queue's rows), since the servers are shared by the run.
 * Waits are on what the queue reports (job runs, counts), never fixed sleeps, except where time itself is
 * under test (delays, backoff, schedules).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkip } from '../testing/test-databases';
import { PermanentJobError, type Job, type Queue } from './queue.port';

export type QueueUnderTest = {
  /**
   * A new queue instance. Instances opened with the same `namespace` share the backend (Redis) and stand for
   * separate processes; each test uses its own namespace.
   */
  open(namespace: string): Promise<Queue>;
};

const Q = 'contract';

async function eventually<T>(probe: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Records handled jobs; `waitFor(n)` resolves once n runs have finished. */
function recorder() {
  const runs: Array<Job & { at: number }> = [];
  return {
    runs,
    record(job: Job) {
      runs.push({ ...job, at: Date.now() });
    },
    waitFor: (n: number, timeoutMs?: number) =>
      eventually(
        () => runs.length,
        (length) => length >= n,
        timeoutMs,
      ),
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let namespaceCounter = 0;

export function describeQueueContract(label: string, skipReason: string | null, target: () => QueueUnderTest): void {
  describe.skipIf(announceSkip(`Queue contract (${label})`, skipReason))(`Queue contract: ${label}`, () => {
    const opened: Queue[] = [];
    let namespace = '';
    const open = async () => {
      const queue = await target().open(namespace);
      opened.push(queue);
      return queue;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
      namespace = `ns${process.pid}-${Date.now()}-${namespaceCounter++}`;
    });
    namespace = `ns${process.pid}-${Date.now()}-${namespaceCounter++}`;

    it('runs a job once with its payload round-tripped as JSON', async () => {
      const queue = await open();
      const seen = recorder();
      await queue.process(Q, async (job) => seen.record(job));
      await queue.enqueue(
        Q,
        'welcome-email',
        { userId: 'u-1', at: new Date('2024-01-02T03:04:05.000Z'), tags: ['a'] },
        { jobId: 'evt-1:welcome' },
      );
      await seen.waitFor(1);
      expect(seen.runs.map(({ at: _, ...job }) => job)).toEqual([
        {
          id: 'evt-1:welcome',
          name: 'welcome-email',
          payload: { userId: 'u-1', at: '2024-01-02T03:04:05.000Z', tags: ['a'] },
          attempt: 1,
        },
      ]);
      expect(
        await eventually(
          () => queue.counts(Q),
          (c) => c.completed === 1,
        ),
      ).toMatchObject({
        waiting: 0,
        active: 0,
        delayed: 0,
        completed: 1,
        failed: 0,
      });
    });

    it('runs a jobId enqueued twice once, also after it completed', async () => {
      const queue = await open();
      const seen = recorder();
      // Ids BullMQ would refuse or misfile (integers, ':', names of its own keys) must work too.
      await queue.enqueue(Q, 'sync', { n: 1 }, { jobId: 'event-7:sync' });
      await queue.enqueue(Q, 'sync', { n: 2 }, { jobId: 'event-7:sync' });
      await queue.enqueue(Q, 'numeric', { n: 3 }, { jobId: '42' });
      await queue.enqueue(Q, 'reserved', { n: 4 }, { jobId: 'meta' });
      await queue.process(Q, async (job) => seen.record(job));
      await seen.waitFor(3);
      await queue.enqueue(Q, 'sync', { n: 5 }, { jobId: 'event-7:sync' });
      await queue.enqueue(Q, 'marker', {}, { jobId: 'marker' });
      // One consumer takes jobs in order, so once the marker has run the re-enqueue would have run before it.
      await seen.waitFor(4);
      expect(seen.runs.map((run) => [run.id, run.payload])).toEqual([
        ['event-7:sync', { n: 1 }],
        ['42', { n: 3 }],
        ['meta', { n: 4 }],
        ['marker', {}],
      ]);
    });

    it('retries a failing job with exponential backoff until it succeeds', async () => {
      const queue = await open();
      const seen = recorder();
      await queue.process(Q, async (job) => {
        seen.record(job);
        if (job.attempt < 3) throw new Error(`transient failure ${job.attempt} (expected in this test)`);
      });
      await queue.enqueue(Q, 'flaky', {}, { attempts: 4, backoffMs: 100 });
      await seen.waitFor(3);
      expect(seen.runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = seen.runs.map((run) => run.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(90); // backoff
      expect(third - second).toBeGreaterThanOrEqual(190); // 2 × backoff
      expect(
        await eventually(
          () => queue.counts(Q),
          (c) => c.completed === 1,
        ),
      ).toMatchObject({ failed: 0 });
    });

    it('fails at once on a PermanentJobError, and after the last attempt otherwise', async () => {
      const queue = await open();
      const seen = recorder();
      await queue.process(Q, async (job) => {
        seen.record(job);
        if (job.name === 'permanent') throw new PermanentJobError('no such recipient (expected in this test)');
        throw new Error('still failing (expected in this test)');
      });
      await queue.enqueue(Q, 'permanent', {}, { attempts: 5, backoffMs: 10 });
      await queue.enqueue(Q, 'exhausted', {}, { attempts: 2, backoffMs: 10 });
      await eventually(
        () => queue.counts(Q),
        (c) => c.failed === 2,
      );
      expect(seen.runs.filter((run) => run.name === 'permanent').map((run) => run.attempt)).toEqual([1]);
      expect(seen.runs.filter((run) => run.name === 'exhausted').map((run) => run.attempt)).toEqual([1, 2]);
    });

    it('holds a delayed job back for its delay', async () => {
      const queue = await open();
      const seen = recorder();
      await queue.process(Q, async (job) => seen.record(job));
      const enqueuedAt = Date.now();
      await queue.enqueue(Q, 'later', {}, { delayMs: 400 });
      expect(await queue.counts(Q)).toMatchObject({ delayed: 1 });
      await seen.waitFor(1);
      expect(seen.runs[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(390);
    });

    it('runs at most `concurrency` jobs of a queue at the same time', async () => {
      const queue = await open();
      let running = 0;
      let most = 0;
      const seen = recorder();
      await queue.process(
        Q,
        async (job) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 80));
          running--;
          seen.record(job);
        },
        { concurrency: 3 },
      );
      for (let i = 0; i < 7; i++) await queue.enqueue(Q, 'work', { i });
      await seen.waitFor(7);
      expect(most).toBe(3);
    });

    it('runs a schedule at start and then every period', async () => {
      const queue = await open();
      const seen = recorder();
      await queue.process(Q, async (job) => seen.record(job));
      const startedAt = Date.now();
      await queue.schedule(Q, 'sweep', { everyMs: 300, runAtStart: true }, { kind: 'sweep' });
      await seen.waitFor(3);
      const [first, second, third] = seen.runs.map((run) => run.at - startedAt) as [number, number, number];
      expect(first).toBeLessThan(250);
      expect(second).toBeGreaterThanOrEqual(250);
      expect(third - second).toBeGreaterThanOrEqual(200);
      expect(seen.runs.every((run) => run.name === 'sweep' && (run.payload as { kind: string }).kind === 'sweep')).toBe(
        true,
      );
    });

    it('keeps jobs not run yet for the next process, delays and dedupe included', async () => {
      const first = await open();
      await first.enqueue(Q, 'welcome-email', { n: 1 }, { jobId: 'kept-1' });
      await first.enqueue(Q, 'later', { n: 2 }, { jobId: 'kept-2', delayMs: 300 });
      await first.close();
      const second = await open();
      await second.enqueue(Q, 'welcome-email', { n: 3 }, { jobId: 'kept-1' });
      const seen = recorder();
      await second.process(Q, async (job) => seen.record(job));
      await seen.waitFor(2);
      expect(seen.runs.map((run) => [run.id, run.payload, run.attempt])).toEqual([
        ['kept-1', { n: 1 }, 1],
        ['kept-2', { n: 2 }, 1],
      ]);
    });

    it('waits in close() for a running job to finish', async () => {
      const queue = await open();
      const started = deferred();
      let finished = false;
      await queue.process(Q, async () => {
        started.resolve();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      });
      await queue.enqueue(Q, 'slow', {});
      await started.promise;
      await queue.close();
      expect(finished).toBe(true);
    });

    it('runs a schedule started by two processes once per tick, not once per process', async () => {
      const everyMs = 400;
      const windowMs = 2200;
      const seen = recorder();
      const one = await open();
      const two = await open();
      await one.process(Q, async (job) => seen.record(job));
      await two.process(Q, async (job) => seen.record(job));
      const startedAt = Date.now();
      await Promise.all([
        one.schedule(Q, 'tick', { everyMs, runAtStart: true }, {}),
        two.schedule(Q, 'tick', { everyMs, runAtStart: true }, {}),
      ]);
      // A third boot a little later must not add a second schedule either.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await two.schedule(Q, 'tick', { everyMs, runAtStart: false }, {});
      await new Promise((resolve) => setTimeout(resolve, windowMs - 150));
      const runs = seen.runs.filter((run) => run.at - startedAt <= windowMs);
      const ticks = Math.floor(windowMs / everyMs);
      // Start run + one per elapsed tick (±1 for timing); per-process ticks would double it.
      expect(runs.length).toBeGreaterThanOrEqual(ticks);
      expect(runs.length).toBeLessThanOrEqual(ticks + 2);
      expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
    });
  });
}
