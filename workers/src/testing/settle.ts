/** Waits until reactors have passed the log's head and a queue has nothing left to do (for mail tests). */
import { expect } from 'vitest';
import type { Platform } from '@stint/shared/infra/platform';
import { reactorCheckpoint, type Reactor } from '../runtime/reactor';

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
