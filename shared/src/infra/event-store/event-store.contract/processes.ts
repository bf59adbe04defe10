/** The event store contract (event-store.contract.ts): processes. */
import { describe, expect, it } from 'vitest';
import type { AppendResult, ExpectedRevision, RecordedEvent } from '../event-store.port';
import { newStream, newEvents, byPosition, collect, type EventStoreContractContext } from './helpers';

export function describeSeveralProcesses(t: EventStoreContractContext): void {
  describe('several processes', () => {
    it('delivers every event exactly once in position order while writers in 4 processes append concurrently (no sequence gap)', async (context) => {
      if (!t.fixture?.openAnother) {
        console.warn(`[skip] event store contract ${t.name}: several processes (the fixture has no openAnother)`);
        context.skip();
        return;
      }
      // An adapter may serialise the appends of one process by itself; the order of commits across
      // processes is then up to the database, which is what this test is about.
      const stores = [t.store, ...(await Promise.all([1, 2, 3].map(() => t.fixture!.openAnother!())))];
      try {
        const writers = 8;
        const appendsPerWriter = 40;
        const streams = Array.from({ length: writers }, () => newStream('gaps'));
        const ours = new Set(streams);
        const mine = (event: RecordedEvent) => ours.has(event.stream);
        const from = (await t.store.headPosition()) ?? 'start';
        // Two alike, so one process's subscribers share reads while the others' appends commit in between.
        const subscribers = [1, 500, 500].map((batchSize) => collect(t.store, { from, batchSize }, mine));
        subscribers.push(collect(stores[1]!, { from, batchSize: 7 }, mine));
        await Promise.all(subscribers.map((s) => s.until(() => s.caughtUpCount === 1, 'caught up')));

        let last: AppendResult | undefined;
        let total = 0;
        await Promise.all(
          streams.map(async (stream, writer) => {
            let expectedRevision: ExpectedRevision = 'no_stream';
            for (let i = 0; i < appendsPerWriter; i++) {
              const count = 1 + ((writer + i) % 3);
              const result = await stores[writer % stores.length]!.append(stream, newEvents(count), {
                expectedRevision,
              });
              total += count;
              expectedRevision = result.nextRevision;
              if (!last || result.position > last.position) last = result;
            }
          }),
        );
        const recorded = (await Promise.all(streams.map((stream) => t.store.readStream(stream))))
          .flat()
          .sort(byPosition);
        expect(recorded).toHaveLength(total);
        expect(recorded.at(-1)!.position).toBe(last!.position);

        // A last event behind all the others: once a subscriber has it, it has had its chance at every one.
        const sentinel = await t.store.append(streams[0]!, newEvents(1), { expectedRevision: 'any' });
        for (const subscriber of subscribers) {
          await subscriber.until(
            () => subscriber.events.at(-1)?.position === sentinel.position,
            'the sentinel',
            30_000,
          );
        }
        await Promise.all(subscribers.map((subscriber) => subscriber.close()));
        for (const subscriber of subscribers) {
          expect(subscriber.errors).toEqual([]);
          expect(subscriber.events.slice(0, -1)).toEqual(recorded);
        }
      } finally {
        await Promise.all(stores.slice(1).map((other) => other.close()));
      }
    });
  });
}
