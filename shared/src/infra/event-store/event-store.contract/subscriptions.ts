/** The event store contract (event-store.contract.ts): subscriptions. */
import { describe, expect, it } from 'vitest';
import type { AppendResult, ExpectedRevision, RecordedEvent } from '../event-store.port';
import {
  newStream,
  newEvents,
  expectStrictlyIncreasing,
  byPosition,
  pause,
  deferred,
  collect,
  type EventStoreContractContext,
} from './helpers';

export function describeSubscriptions(t: EventStoreContractContext): void {
  describe('subscribe to all', () => {
    it('catches up from the start, reports caught up once after the existing events, then delivers live ones', async () => {
      const [a, b] = [newStream('sub'), newStream('sub')];
      await t.store.append(a, newEvents(2), { expectedRevision: 'no_stream' });
      await t.store.append(b, newEvents(1), { expectedRevision: 'no_stream' });

      const ours = new Set([a, b]);
      const subscriber = collect(t.store, { from: 'start' }, (event) => ours.has(event.stream));
      await subscriber.until(() => subscriber.caughtUpCount === 1, 'caught up');
      expect(subscriber.eventsAtCaughtUp).toBe(3);

      await t.store.append(a, newEvents(2), { expectedRevision: 1n });
      await t.store.append(b, newEvents(1), { expectedRevision: 0n });
      await subscriber.until(() => subscriber.events.length >= 6, '6 events');
      await subscriber.close();

      const expected = [...(await t.store.readStream(a)), ...(await t.store.readStream(b))].sort(byPosition);
      expect(subscriber.events).toEqual(expected);
      expect(subscriber.caughtUpCount).toBe(1);
      expect(subscriber.errors).toEqual([]);
    });

    it('starts after the given position (exclusive), then goes live', async () => {
      const stream = newStream('from');
      await t.store.append(stream, newEvents(5), { expectedRevision: 'no_stream' });
      const recorded = await t.store.readStream(stream);
      const mine = (event: RecordedEvent) => event.stream === stream;

      const fromMiddle = collect(t.store, { from: recorded[2]!.position }, mine);
      const fromLast = collect(t.store, { from: recorded[4]!.position }, mine);
      await fromMiddle.until(() => fromMiddle.caughtUpCount === 1 && fromMiddle.events.length === 2, 'caught up');
      await fromLast.until(() => fromLast.caughtUpCount === 1, 'caught up');
      expect(fromMiddle.events).toEqual(recorded.slice(3));
      expect(fromLast.events).toEqual([]);

      const live = await t.store.append(stream, newEvents(1), { expectedRevision: 4n });
      await fromMiddle.until(() => fromMiddle.events.length === 3, 'the live event');
      await fromLast.until(() => fromLast.events.length === 1, 'the live event');
      await Promise.all([fromMiddle.close(), fromLast.close()]);
      expect(fromMiddle.events.map((event) => event.position)).toEqual([
        recorded[3]!.position,
        recorded[4]!.position,
        live.position,
      ]);
      expect(fromLast.events.map((event) => event.revision)).toEqual([5n]);
    });

    it('hands out batches of at most batchSize and waits for each one (back-pressure)', async () => {
      const stream = newStream('batch');
      const from = (await t.store.headPosition()) ?? 'start';
      for (let i = 0; i < 4; i++) {
        await t.store.append(stream, newEvents(4), { expectedRevision: i === 0 ? 'no_stream' : BigInt(i * 4 - 1) });
      }
      const subscriber = collect(
        t.store,
        { from, batchSize: 3 },
        (event) => event.stream === stream,
        () => pause(5),
      );
      await subscriber.until(() => subscriber.events.length === 16, '16 events');
      await t.store.append(stream, newEvents(5), { expectedRevision: 15n });
      await subscriber.until(() => subscriber.events.length === 21, '21 events');
      await subscriber.close();

      expect(Math.max(...subscriber.batchSizes)).toBeLessThanOrEqual(3);
      expect(subscriber.maxConcurrentBatches).toBe(1);
      expect(subscriber.events).toEqual(await t.store.readStream(stream));
    });

    it('stops and calls onError when the handler fails', async () => {
      const stream = newStream('fail');
      const from = (await t.store.headPosition()) ?? 'start';
      const failure = new Error('projection bug');
      const failing = collect(
        t.store,
        { from, batchSize: 1 },
        (event) => event.stream === stream,
        (batch) => {
          if (batch.some((event) => event.stream === stream)) throw failure;
        },
      );
      const witness = collect(t.store, { from }, (event) => event.stream === stream);

      await t.store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await failing.until(() => failing.errors.length === 1, 'onError');
      await t.store.append(stream, newEvents(1), { expectedRevision: 0n });
      await witness.until(() => witness.events.length === 2, 'both events');
      await Promise.all([failing.close(), witness.close()]);

      expect(failing.errors).toEqual([failure]);
      expect(failing.events).toEqual([]);
      expect(failing.calls.filter((batch) => batch.some((event) => event.stream === stream))).toHaveLength(1);
    });

    it('close() waits for the in-flight batch, and nothing is delivered after it', async () => {
      const stream = newStream('close');
      const from = (await t.store.headPosition()) ?? 'start';
      const gate = deferred();
      const entered = deferred();
      const closing = collect(
        t.store,
        { from },
        (event) => event.stream === stream,
        async (batch) => {
          if (!batch.some((event) => event.stream === stream)) return;
          entered.resolve();
          await gate.promise;
        },
      );
      const witness = collect(t.store, { from }, (event) => event.stream === stream);

      await t.store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await entered.promise;
      let closed = false;
      const close = closing.close().then(() => {
        closed = true;
      });
      await pause(50);
      expect(closed).toBe(false);
      gate.resolve();
      await close;
      expect(closed).toBe(true);

      await t.store.append(stream, newEvents(1), { expectedRevision: 0n });
      await witness.until(() => witness.events.length === 2, 'both events');
      await witness.close();
      expect(closing.events).toHaveLength(1);
      expect(closing.errors).toEqual([]);
    });

    it('delivers every event exactly once in position order while 8 writers append concurrently (no sequence gap)', async () => {
      const writers = 8;
      const appendsPerWriter = 50;
      const streams = Array.from({ length: writers }, () => newStream('gap'));
      const ours = new Set(streams);
      const mine = (event: RecordedEvent) => ours.has(event.stream);
      const from = (await t.store.headPosition()) ?? 'start';

      // Live subscribers with different batch sizes, and one that starts catching up while the writers run.
      const subscribers = [1, 7, 500].map((batchSize) => collect(t.store, { from, batchSize }, mine));
      await Promise.all(subscribers.map((s) => s.until(() => s.caughtUpCount === 1, 'caught up')));
      const results: AppendResult[][] = streams.map(() => []);
      let total = 0;
      await Promise.all(
        streams.map(async (stream, writer) => {
          let expectedRevision: ExpectedRevision = 'no_stream';
          for (let i = 0; i < appendsPerWriter; i++) {
            const count = 1 + ((writer + i) % 3);
            const result = await t.store.append(stream, newEvents(count), { expectedRevision });
            total += count;
            results[writer]!.push(result);
            expectedRevision = result.nextRevision;
            if (writer === 0 && i === appendsPerWriter / 2)
              subscribers.push(collect(t.store, { from, batchSize: 50 }, mine));
          }
        }),
      );

      const recorded = (await Promise.all(streams.map((stream) => t.store.readStream(stream)))).flat().sort(byPosition);
      expect(recorded).toHaveLength(total);
      expectStrictlyIncreasing(recorded.map((event) => event.position));
      const positions = new Set(recorded.map((event) => event.position));
      for (const perWriter of results) {
        expectStrictlyIncreasing(perWriter.map((result) => result.position));
        for (const result of perWriter) expect(positions.has(result.position)).toBe(true);
      }

      // A last event behind all the others: once a subscriber has it, it has had its chance at every one.
      const sentinel = await t.store.append(streams[0]!, newEvents(1), {
        expectedRevision: results[0]!.at(-1)!.nextRevision,
      });
      for (const subscriber of subscribers) {
        await subscriber.until(() => subscriber.events.at(-1)?.position === sentinel.position, 'the sentinel', 30_000);
      }
      await Promise.all(subscribers.map((subscriber) => subscriber.close()));
      const expectedPositions = [...recorded.map((event) => event.position), sentinel.position];
      for (const subscriber of subscribers) {
        expect(subscriber.errors).toEqual([]);
        expect(subscriber.maxConcurrentBatches).toBe(1);
        expect(subscriber.events.map((event) => event.position)).toEqual(expectedPositions);
        expect(subscriber.events.slice(0, -1)).toEqual(recorded);
      }
    });

    it('delivers a quiet append in its place, by the next append at the latest', async () => {
      const [claim, command] = [newStream('quiet'), newStream('quiet')];
      const ours = new Set([claim, command]);
      const subscriber = collect(t.store, { from: 'start' }, (event) => ours.has(event.stream));
      await subscriber.until(() => subscriber.caughtUpCount === 1, 'caught up');
      await t.store.append(claim, newEvents(1), { expectedRevision: 'no_stream', quiet: true });
      await t.store.append(command, newEvents(2), { expectedRevision: 'no_stream' });
      await subscriber.until(() => subscriber.events.length === 3, 'the three events');
      await subscriber.close();
      expect(subscriber.events).toEqual([...(await t.store.readStream(claim)), ...(await t.store.readStream(command))]);
    });
  });
}
