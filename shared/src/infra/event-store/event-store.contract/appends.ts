/** The event store contract (event-store.contract.ts): appends. */
import { describe, expect, it } from 'vitest';
import type { EventToAppend, ExpectedRevision } from '../event-store.port';
import { newStream, newEvents, conflictOf, expectStrictlyIncreasing, type EventStoreContractContext } from './helpers';

export function describeAppends(t: EventStoreContractContext): void {
  describe('append and read', () => {
    it('creates a stream with no_stream and reads back exactly what was written', async () => {
      const stream = newStream();
      const events = newEvents(3);
      events[0]!.data = {
        text: 'Zoë — 日本語 ✓ "quoted" \\ back',
        nested: { list: [1, 'two', null, { deep: true }], empty: {} },
        number: 12.5,
        negative: -3,
        flag: false,
        nothing: null,
      };
      events[1]!.metadata.actor = null;

      const result = await t.store.append(stream, events, { expectedRevision: 'no_stream' });

      const read = await t.store.readStream(stream);
      expect(
        read.map(({ id, type, data, metadata, stream, revision }) => ({
          id,
          type,
          data,
          metadata,
          stream,
          revision,
        })),
      ).toEqual(events.map((event, index) => ({ ...event, stream, revision: BigInt(index) })));
      expectStrictlyIncreasing(read.map((event) => event.position));
      for (const event of read) {
        expect(typeof event.position).toBe('bigint');
        expect(event.recordedAt).toBeInstanceOf(Date);
        expect(Math.abs(event.recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
      }
      expect(result).toEqual({ nextRevision: 2n, position: read[2]!.position, written: true });
    });

    it('rejects no_stream on an existing stream with the actual revision, writing nothing', async () => {
      const stream = newStream();
      await t.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });

      const error = await conflictOf(t.store.append(stream, newEvents(1), { expectedRevision: 'no_stream' }));

      expect(error).toMatchObject({ name: 'ConcurrencyError', stream, expected: 'no_stream', actual: 1n });
      expect(await t.store.readStream(stream)).toHaveLength(2);
    });

    it('appends at the exact expected revision and rejects a stale or future one, writing nothing', async () => {
      const stream = newStream();
      const first = await t.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const second = await t.store.append(stream, newEvents(1), { expectedRevision: first.nextRevision });
      expect(second.nextRevision).toBe(2n);
      expect(second.position).toBeGreaterThan(first.position);

      for (const stale of [0n, 1n, 3n, 10n]) {
        const error = await conflictOf(t.store.append(stream, newEvents(1), { expectedRevision: stale }));
        expect(error).toMatchObject({ stream, expected: stale, actual: 2n });
      }
      expect((await t.store.readStream(stream)).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
    });

    it('rejects an exact revision on a missing stream, creating nothing', async () => {
      const stream = newStream();
      const error = await conflictOf(t.store.append(stream, newEvents(1), { expectedRevision: 0n }));
      expect(error).toMatchObject({ stream, expected: 0n, actual: 'no_stream' });
      expect(await t.store.readStream(stream)).toEqual([]);
    });

    it("appends with 'any' whether or not the stream exists", async () => {
      const stream = newStream();
      expect((await t.store.append(stream, newEvents(1), { expectedRevision: 'any' })).nextRevision).toBe(0n);
      expect((await t.store.append(stream, newEvents(2), { expectedRevision: 'any' })).nextRevision).toBe(2n);
      expect(await t.store.readStream(stream)).toHaveLength(3);
    });

    it('treats a retried append (the same event ids) as done: nothing new, the original result', async () => {
      const stream = newStream();
      const events = newEvents(2);
      const original = await t.store.append(stream, events, { expectedRevision: 'no_stream' });

      // The same request again, then again after the stream moved on, with every kind of expected revision.
      expect(original.written).toBe(true);
      const again = { ...original, written: false };
      expect(await t.store.append(stream, events, { expectedRevision: 'no_stream' })).toEqual(again);
      const later = await t.store.append(stream, newEvents(1), { expectedRevision: 1n });
      for (const expectedRevision of ['no_stream', 'any', 1n, later.nextRevision, 7n] as ExpectedRevision[]) {
        expect(await t.store.append(stream, events, { expectedRevision })).toEqual(again);
      }

      const read = await t.store.readStream(stream);
      expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      expect(read.slice(0, 2).map((event) => event.id)).toEqual(events.map((event) => event.id));
      expect(await t.store.headPosition()).toBe(later.position);
    });

    it('writes a retry racing its original once, and every copy gets the original result', async () => {
      const stream = newStream();
      const other = newStream();
      const events = newEvents(2);
      // All sent in one tick, behind another append: an adapter that groups waiting appends gets them together.
      const [, ...copies] = await Promise.all([
        t.store.append(other, newEvents(1), { expectedRevision: 'no_stream' }),
        t.store.append(stream, events, { expectedRevision: 'no_stream' }),
        t.store.append(stream, events, { expectedRevision: 'no_stream' }),
        t.store.append(stream, events, { expectedRevision: 'any' }),
        t.store.append(stream, events, { expectedRevision: 'no_stream' }),
      ]);

      const read = await t.store.readStream(stream);
      expect(read.map((event) => event.id)).toEqual(events.map((event) => event.id));
      // One copy wrote the events; the others found them recorded.
      expect(copies.map((copy) => copy.written).sort()).toEqual([false, false, false, true]);
      for (const copy of copies) {
        expect(copy).toEqual({ nextRevision: 1n, position: read[1]!.position, written: copy.written });
      }
    });

    it('rejects an append that repeats only some recorded event ids, writing nothing', async () => {
      const stream = newStream();
      const events = newEvents(2);
      await t.store.append(stream, events, { expectedRevision: 'no_stream' });

      for (const [overlap, expectedRevision] of [
        [[events[0]!, ...newEvents(1)], 'no_stream'],
        [[events[1]!, ...newEvents(1)], 0n],
        [[...newEvents(1), events[0]!], 1n],
        [[events[1]!, events[0]!], 'any'],
      ] as Array<[EventToAppend[], ExpectedRevision]>) {
        const error = await conflictOf(t.store.append(stream, overlap, { expectedRevision }));
        expect(error).toMatchObject({ stream, actual: 1n });
      }
      expect((await t.store.readStream(stream)).map((event) => event.id)).toEqual(events.map((event) => event.id));
    });

    it('checks the expected revision of an empty append and writes nothing', async () => {
      const stream = newStream();
      expect(await t.store.append(stream, [], { expectedRevision: 'no_stream' })).toEqual({
        nextRevision: -1n,
        position: -1n,
        written: false,
      });
      expect(await t.store.readStream(stream)).toEqual([]);
      const written = await t.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const nothing = { ...written, written: false };
      expect(await t.store.append(stream, [], { expectedRevision: 1n })).toEqual(nothing);
      expect(await t.store.append(stream, [], { expectedRevision: 'any' })).toEqual(nothing);
      expect(await conflictOf(t.store.append(stream, [], { expectedRevision: 0n }))).toMatchObject({ actual: 1n });
      expect(await t.store.readStream(stream)).toHaveLength(2);
    });
  });
}
