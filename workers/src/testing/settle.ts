/**
 * For mail tests: waiting until reactors have passed the log's head and a queue has nothing left to do, running a job
 * again as its retry would, and replaying a reactor from the start once the queue has forgotten its jobs.
 */
import { expect } from 'vitest';
import type { Platform } from '@stint/shared/infra/platform';
import type { SqlQueue } from '@stint/shared/infra/queue/sql-queue';
import { ReactorRunner, reactorCheckpoint, type JobDefinition, type Reactor } from '../runtime/reactor';

export async function settleReactors(
  platform: Pick<Platform, 'eventStore' | 'readStore' | 'queue'>,
  reactors: Reactor[],
  queue: string,
  timeoutMs = 20_000,
): Promise<void> {
  const head = (await platform.eventStore.headPosition())!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await Promise.all(
      reactors.map((reactor) => platform.readStore.getCheckpoint(reactorCheckpoint(reactor.name))),
    );
    const counts = await platform.queue.counts(queue);
    const reacted = checkpoints.every((checkpoint) => checkpoint !== null && checkpoint >= head);
    if (reacted && (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0) {
      expect(counts.failed).toBe(0);
      return;
    }
    if (Date.now() > deadline) throw new Error(`${queue} did not settle: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs `job` once more on `payload` as its second attempt, as a retry after a timeout would. */
export async function retryJob(job: JobDefinition, name: string, payload: unknown): Promise<void> {
  await job.handler({ id: 'retry', name, attempt: 2, payload: payload as never });
}

/**
 * Replays `reactor` from the start of the log as if past the queue's dedupe window: its checkpoint cleared and the
 * completed jobs of `queue` forgotten, so every event enqueues its job again; returns once those jobs are done. The
 * caller stops the reactor's own workers first, so only the replay reacts.
 */
export async function replayPastDedupeWindow(platform: Platform, reactor: Reactor, queue: string): Promise<void> {
  await platform.readStore.setCheckpoint(reactorCheckpoint(reactor.name), null);
  expect(await (platform.queue as SqlQueue).clean(queue, 'completed')).toBeGreaterThan(0);
  const replay = new ReactorRunner({ ...platform, reactors: [reactor] });
  await replay.start();
  try {
    await settleReactors(platform, [reactor], queue);
  } finally {
    await replay.stop();
  }
}
