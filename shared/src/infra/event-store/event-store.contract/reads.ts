/** The event store contract (event-store.contract.ts): reads. */
import { describe, expect, it } from 'vitest';
import type { AppendResult, ExpectedRevision, RecordedEvent } from '../event-store.port';
import { newStream, newEvents, expectStrictlyIncreasing, byPosition, type EventStoreContractContext } from './helpers';

export function describeReads(t: EventStoreContractContext): void {
  describe('append and read', () => {
    it('reads forwards and backwards, from a revision, with maxCount', async () => {
      const stream = newStream();
      const events = newEvents(6);
      await t.store.append(stream, events.slice(0, 4), { expectedRevision: 'no_stream' });
      await t.store.append(stream, events.slice(4), { expectedRevision: 3n });
      const ids = (read: RecordedEvent[]) => read.map((event) => event.id);
      const all = events.map((event) => event.id);

      expect(ids(await t.store.readStream(stream))).toEqual(all);
      expect(ids(await t.store.readStream(stream, { direction: 'forwards' }))).toEqual(all);
      expect(ids(await t.store.readStream(stream, { direction: 'backwards' }))).toEqual([...all].reverse());
      expect(ids(await t.store.readStream(stream, { from: 2n }))).toEqual(all.slice(2));
      expect(ids(await t.store.readStream(stream, { from: 2n, maxCount: 3 }))).toEqual(all.slice(2, 5));
      expect(ids(await t.store.readStream(stream, { from: 3n, direction: 'backwards' }))).toEqual(
        all.slice(0, 4).reverse(),
      );
      expect(ids(await t.store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([all[5]]);
      expect(ids(await t.store.readStream(stream, { maxCount: 2 }))).toEqual(all.slice(0, 2));
      expect(await t.store.readStream(stream, { from: 6n })).toEqual([]);

      const read = await t.store.readStream(stream);
      expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
      expectStrictlyIncreasing(read.map((event) => event.position));
    });

    it('reads a missing stream as empty, in both directions', async () => {
      const stream = newStream();
      expect(await t.store.readStream(stream)).toEqual([]);
      expect(await t.store.readStream(stream, { direction: 'backwards', maxCount: 1 })).toEqual([]);
      expect(await t.store.readStream(stream, { from: 5n })).toEqual([]);
    });

    it('keeps one global order across streams, and reports the newest position as the head', async () => {
      const [a, b] = [newStream('order'), newStream('order')];
      const results: AppendResult[] = [];
      for (const [stream, expectedRevision] of [
        [a, 'no_stream'],
        [b, 'no_stream'],
        [a, 1n],
        [b, 0n],
        [a, 3n],
      ] as Array<[string, ExpectedRevision]>) {
        const count = stream === a ? 2 : 1;
        results.push(await t.store.append(stream, newEvents(count), { expectedRevision }));
        expect(await t.store.headPosition()).toBe(results.at(-1)!.position);
      }
      expectStrictlyIncreasing(results.map((result) => result.position));

      const readA = await t.store.readStream(a);
      const readB = await t.store.readStream(b);
      expectStrictlyIncreasing(readA.map((event) => event.position));
      expectStrictlyIncreasing(readB.map((event) => event.position));
      // Each append's events sit between the previous append's last position and its own.
      const merged = [...readA, ...readB].sort(byPosition);
      expect(merged.map((event) => event.stream)).toEqual([a, a, b, a, a, b, a, a]);
      expect([readA[1], readB[0], readA[3], readB[1], readA[5]].map((event) => event!.position)).toEqual(
        results.map((result) => result.position),
      );
    });
  });
}
