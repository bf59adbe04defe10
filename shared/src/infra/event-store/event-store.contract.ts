/**
 * The event store contract (docs/architecture.md §Ports and adapters): one suite every adapter must pass. Tests share
 * one store and own random stream ids; subscriptions keep only the events of their own streams, so the suite also runs
 * against a long-lived server that holds other events.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type SubscribeOptions,
} from './event-store.port';

export type EventStoreFixture = {
  store: EventStore;
  /** After `store.close()`: a new store over the same data (a real close and reopen of the database). */
  reopen?: () => Promise<EventStore>;
  /**
   * Another store over the same data, open at the same time as `store`, with its own connections: what
   * another process sees. The test that asks for it closes it, and closing it releases what it opened.
   */
  openAnother?: () => Promise<EventStore>;
  /** Closes whatever the fixture opened (stores, connections, databases, temporary folders). */
  dispose(): Promise<void>;
};

export function describeEventStoreContract(name: string, open: () => Promise<EventStoreFixture>): void {
  describe(`event store contract: ${name}`, () => {
    let fixture: EventStoreFixture | undefined;
    let store: EventStore;

    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.store.close();
      await fixture?.dispose();
    });

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

        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });

        const read = await store.readStream(stream);
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
        expect(result).toEqual({ nextRevision: 2n, position: read[2]!.position });
      });

      it('rejects no_stream on an existing stream with the actual revision, writing nothing', async () => {
        const stream = newStream();
        await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });

        const error = await conflictOf(store.append(stream, newEvents(1), { expectedRevision: 'no_stream' }));

        expect(error).toMatchObject({ name: 'ConcurrencyError', stream, expected: 'no_stream', actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('appends at the exact expected revision and rejects a stale or future one, writing nothing', async () => {
        const stream = newStream();
        const first = await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
        const second = await store.append(stream, newEvents(1), { expectedRevision: first.nextRevision });
        expect(second.nextRevision).toBe(2n);
        expect(second.position).toBeGreaterThan(first.position);

        for (const stale of [0n, 1n, 3n, 10n]) {
          const error = await conflictOf(store.append(stream, newEvents(1), { expectedRevision: stale }));
          expect(error).toMatchObject({ stream, expected: stale, actual: 2n });
        }
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      });

      it('rejects an exact revision on a missing stream, creating nothing', async () => {
        const stream = newStream();
        const error = await conflictOf(store.append(stream, newEvents(1), { expectedRevision: 0n }));
        expect(error).toMatchObject({ stream, expected: 0n, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("appends with 'any' whether or not the stream exists", async () => {
        const stream = newStream();
        expect((await store.append(stream, newEvents(1), { expectedRevision: 'any' })).nextRevision).toBe(0n);
        expect((await store.append(stream, newEvents(2), { expectedRevision: 'any' })).nextRevision).toBe(2n);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('treats a retried append (the same event ids) as done: nothing new, the original result', async () => {
        const stream = newStream();
        const events = newEvents(2);
        const original = await store.append(stream, events, { expectedRevision: 'no_stream' });

        // The same request again, then again after the stream moved on, with every kind of expected revision.
        expect(await store.append(stream, events, { expectedRevision: 'no_stream' })).toEqual(original);
        const later = await store.append(stream, newEvents(1), { expectedRevision: 1n });
        for (const expectedRevision of ['no_stream', 'any', 1n, later.nextRevision, 7n] as ExpectedRevision[]) {
          expect(await store.append(stream, events, { expectedRevision })).toEqual(original);
        }

        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
        expect(read.slice(0, 2).map((event) => event.id)).toEqual(events.map((event) => event.id));
        expect(await store.headPosition()).toBe(later.position);
      });

      it('writes a retry racing its original once, and every copy gets the original result', async () => {
        const stream = newStream();
        const other = newStream();
        const events = newEvents(2);
        // All sent in one tick, behind another append: an adapter that groups waiting appends gets them together.
        const [, ...copies] = await Promise.all([
          store.append(other, newEvents(1), { expectedRevision: 'no_stream' }),
          store.append(stream, events, { expectedRevision: 'no_stream' }),
          store.append(stream, events, { expectedRevision: 'no_stream' }),
          store.append(stream, events, { expectedRevision: 'any' }),
          store.append(stream, events, { expectedRevision: 'no_stream' }),
        ]);

        const read = await store.readStream(stream);
        expect(read.map((event) => event.id)).toEqual(events.map((event) => event.id));
        for (const copy of copies) expect(copy).toEqual({ nextRevision: 1n, position: read[1]!.position });
      });

      it('rejects an append that repeats only some recorded event ids, writing nothing', async () => {
        const stream = newStream();
        const events = newEvents(2);
        await store.append(stream, events, { expectedRevision: 'no_stream' });

        for (const [overlap, expectedRevision] of [
          [[events[0]!, ...newEvents(1)], 'no_stream'],
          [[events[1]!, ...newEvents(1)], 0n],
          [[...newEvents(1), events[0]!], 1n],
          [[events[1]!, events[0]!], 'any'],
        ] as Array<[EventToAppend[], ExpectedRevision]>) {
          const error = await conflictOf(store.append(stream, overlap, { expectedRevision }));
          expect(error).toMatchObject({ stream, actual: 1n });
        }
        expect((await store.readStream(stream)).map((event) => event.id)).toEqual(events.map((event) => event.id));
      });

      it('checks the expected revision of an empty append and writes nothing', async () => {
        const stream = newStream();
        expect(await store.append(stream, [], { expectedRevision: 'no_stream' })).toEqual({
          nextRevision: -1n,
          position: -1n,
        });
        expect(await store.readStream(stream)).toEqual([]);
        const written = await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
        expect(await store.append(stream, [], { expectedRevision: 1n })).toEqual(written);
        expect(await store.append(stream, [], { expectedRevision: 'any' })).toEqual(written);
        expect(await conflictOf(store.append(stream, [], { expectedRevision: 0n }))).toMatchObject({ actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('reads forwards and backwards, from a revision, with maxCount', async () => {
        const stream = newStream();
        const events = newEvents(6);
        await store.append(stream, events.slice(0, 4), { expectedRevision: 'no_stream' });
        await store.append(stream, events.slice(4), { expectedRevision: 3n });
        const ids = (read: RecordedEvent[]) => read.map((event) => event.id);
        const all = events.map((event) => event.id);

        expect(ids(await store.readStream(stream))).toEqual(all);
        expect(ids(await store.readStream(stream, { direction: 'forwards' }))).toEqual(all);
        expect(ids(await store.readStream(stream, { direction: 'backwards' }))).toEqual([...all].reverse());
        expect(ids(await store.readStream(stream, { from: 2n }))).toEqual(all.slice(2));
        expect(ids(await store.readStream(stream, { from: 2n, maxCount: 3 }))).toEqual(all.slice(2, 5));
        expect(ids(await store.readStream(stream, { from: 3n, direction: 'backwards' }))).toEqual(
          all.slice(0, 4).reverse(),
        );
        expect(ids(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([all[5]]);
        expect(ids(await store.readStream(stream, { maxCount: 2 }))).toEqual(all.slice(0, 2));
        expect(await store.readStream(stream, { from: 6n })).toEqual([]);

        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
        expectStrictlyIncreasing(read.map((event) => event.position));
      });

      it('reads a missing stream as empty, in both directions', async () => {
        const stream = newStream();
        expect(await store.readStream(stream)).toEqual([]);
        expect(await store.readStream(stream, { direction: 'backwards', maxCount: 1 })).toEqual([]);
        expect(await store.readStream(stream, { from: 5n })).toEqual([]);
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
          results.push(await store.append(stream, newEvents(count), { expectedRevision }));
          expect(await store.headPosition()).toBe(results.at(-1)!.position);
        }
        expectStrictlyIncreasing(results.map((result) => result.position));

        const readA = await store.readStream(a);
        const readB = await store.readStream(b);
        expectStrictlyIncreasing(readA.map((event) => event.position));
        expectStrictlyIncreasing(readB.map((event) => event.position));
        // Each append's events sit between the previous append's last position and its own.
        const merged = [...readA, ...readB].sort(byPosition);
        expect(merged.map((event) => event.stream)).toEqual([a, a, b, a, a, b, a, a]);
        expect([readA[1], readB[0], readA[3], readB[1], readA[5]].map((event) => event!.position)).toEqual(
          results.map((result) => result.position),
        );
      });

      it('keeps every write when writers race on one stream (no lost update, no gap in revisions)', async () => {
        const stream = newStream('race');
        const writers = 8;
        const perWriter = 10;
        const written: string[] = [];
        await Promise.all(
          Array.from({ length: writers }, async () => {
            for (let done = 0; done < perWriter;) {
              const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
              const expectedRevision: ExpectedRevision = last ? last.revision : 'no_stream';
              const events = newEvents(1);
              try {
                const result = await store.append(stream, events, { expectedRevision });
                expect(result.nextRevision).toBe(last ? last.revision + 1n : 0n);
                written.push(events[0]!.id);
                done++;
              } catch (error) {
                if (!(error instanceof ConcurrencyError)) throw error;
                expect(error.actual).not.toEqual(expectedRevision);
              }
            }
          }),
        );

        const read = await store.readStream(stream);
        expect(read.map((event) => event.revision)).toEqual(
          Array.from({ length: writers * perWriter }, (_, i) => BigInt(i)),
        );
        expect(read.map((event) => event.id).sort()).toEqual([...written].sort());
        expectStrictlyIncreasing(read.map((event) => event.position));
      });

      it('holds exactly the accepted appends for any interleaving of appends and retries (property)', async () => {
        type Op =
          | {
              kind: 'append';
              stream: number;
              count: number;
              expect: 'current' | 'any' | 'no_stream' | 'stale' | 'ahead';
            }
          | { kind: 'retry'; pick: number; expect: 'original' | 'current' | 'any' | 'stale' };
        const op: fc.Arbitrary<Op> = fc.oneof(
          fc.record({
            kind: fc.constant('append' as const),
            stream: fc.integer({ min: 0, max: 2 }),
            count: fc.integer({ min: 1, max: 3 }),
            expect: fc.constantFrom(
              'current' as const,
              'any' as const,
              'no_stream' as const,
              'stale' as const,
              'ahead' as const,
            ),
          }),
          fc.record({
            kind: fc.constant('retry' as const),
            pick: fc.nat(),
            expect: fc.constantFrom('original' as const, 'current' as const, 'any' as const, 'stale' as const),
          }),
        );

        await fc.assert(
          fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
            const streams = [newStream('prop'), newStream('prop'), newStream('prop')];
            const model = new Map<string, EventToAppend[]>(streams.map((stream) => [stream, []]));
            const accepted: Array<{
              stream: string;
              events: EventToAppend[];
              expectedRevision: ExpectedRevision;
              result: AppendResult;
            }> = [];
            const current = (stream: string): ExpectedRevision => {
              const length = model.get(stream)!.length;
              return length === 0 ? 'no_stream' : BigInt(length - 1);
            };
            const staleFor = (stream: string): ExpectedRevision => {
              const length = model.get(stream)!.length;
              return length === 0 ? 0n : length === 1 ? 'no_stream' : BigInt(length - 2);
            };

            for (const step of ops) {
              if (step.kind === 'retry') {
                if (accepted.length === 0) continue;
                const original = accepted[step.pick % accepted.length]!;
                const expectedRevision =
                  step.expect === 'original'
                    ? original.expectedRevision
                    : step.expect === 'current'
                      ? current(original.stream)
                      : step.expect === 'any'
                        ? 'any'
                        : staleFor(original.stream);
                expect(await store.append(original.stream, original.events, { expectedRevision })).toEqual(
                  original.result,
                );
                continue;
              }
              const stream = streams[step.stream]!;
              const length = model.get(stream)!.length;
              const expectedRevision: ExpectedRevision =
                step.expect === 'current'
                  ? current(stream)
                  : step.expect === 'any'
                    ? 'any'
                    : step.expect === 'no_stream'
                      ? 'no_stream'
                      : step.expect === 'stale'
                        ? staleFor(stream)
                        : BigInt(length + 1);
              const shouldAccept = expectedRevision === 'any' || expectedRevision === current(stream);
              const events = newEvents(step.count);
              const outcome = await store.append(stream, events, { expectedRevision }).then(
                (result) => ({ result }),
                (error: unknown) => ({ error }),
              );
              if ('error' in outcome) {
                expect(outcome.error).toBeInstanceOf(ConcurrencyError);
                expect(shouldAccept).toBe(false);
                expect((outcome.error as ConcurrencyError).actual).toEqual(current(stream));
                continue;
              }
              expect(shouldAccept).toBe(true);
              expect(outcome.result.nextRevision).toBe(BigInt(length + step.count - 1));
              const previous = accepted.at(-1);
              if (previous) expect(outcome.result.position).toBeGreaterThan(previous.result.position);
              model.get(stream)!.push(...events);
              accepted.push({ stream, events, expectedRevision, result: outcome.result });
            }

            for (const stream of streams) {
              const read = await store.readStream(stream);
              expect(read.map(({ id, type, data }) => ({ id, type, data }))).toEqual(
                model.get(stream)!.map(({ id, type, data }) => ({ id, type, data })),
              );
              expect(read.map((event) => event.revision)).toEqual(read.map((_, index) => BigInt(index)));
              expectStrictlyIncreasing(read.map((event) => event.position));
            }
          }),
          { numRuns: 25 },
        );
      });
    });

    describe('subscribe to all', () => {
      it('catches up from the start, reports caught up once after the existing events, then delivers live ones', async () => {
        const [a, b] = [newStream('sub'), newStream('sub')];
        await store.append(a, newEvents(2), { expectedRevision: 'no_stream' });
        await store.append(b, newEvents(1), { expectedRevision: 'no_stream' });

        const ours = new Set([a, b]);
        const subscriber = collect(store, { from: 'start' }, (event) => ours.has(event.stream));
        await subscriber.until(() => subscriber.caughtUpCount === 1, 'caught up');
        expect(subscriber.eventsAtCaughtUp).toBe(3);

        await store.append(a, newEvents(2), { expectedRevision: 1n });
        await store.append(b, newEvents(1), { expectedRevision: 0n });
        await subscriber.until(() => subscriber.events.length >= 6, '6 events');
        await subscriber.close();

        const expected = [...(await store.readStream(a)), ...(await store.readStream(b))].sort(byPosition);
        expect(subscriber.events).toEqual(expected);
        expect(subscriber.caughtUpCount).toBe(1);
        expect(subscriber.errors).toEqual([]);
      });

      it('starts after the given position (exclusive), then goes live', async () => {
        const stream = newStream('from');
        await store.append(stream, newEvents(5), { expectedRevision: 'no_stream' });
        const recorded = await store.readStream(stream);
        const mine = (event: RecordedEvent) => event.stream === stream;

        const fromMiddle = collect(store, { from: recorded[2]!.position }, mine);
        const fromLast = collect(store, { from: recorded[4]!.position }, mine);
        await fromMiddle.until(() => fromMiddle.caughtUpCount === 1 && fromMiddle.events.length === 2, 'caught up');
        await fromLast.until(() => fromLast.caughtUpCount === 1, 'caught up');
        expect(fromMiddle.events).toEqual(recorded.slice(3));
        expect(fromLast.events).toEqual([]);

        const live = await store.append(stream, newEvents(1), { expectedRevision: 4n });
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
        const from = (await store.headPosition()) ?? 'start';
        for (let i = 0; i < 4; i++) {
          await store.append(stream, newEvents(4), { expectedRevision: i === 0 ? 'no_stream' : BigInt(i * 4 - 1) });
        }
        const subscriber = collect(
          store,
          { from, batchSize: 3 },
          (event) => event.stream === stream,
          () => pause(5),
        );
        await subscriber.until(() => subscriber.events.length === 16, '16 events');
        await store.append(stream, newEvents(5), { expectedRevision: 15n });
        await subscriber.until(() => subscriber.events.length === 21, '21 events');
        await subscriber.close();

        expect(Math.max(...subscriber.batchSizes)).toBeLessThanOrEqual(3);
        expect(subscriber.maxConcurrentBatches).toBe(1);
        expect(subscriber.events).toEqual(await store.readStream(stream));
      });

      it('stops and calls onError when the handler fails', async () => {
        const stream = newStream('fail');
        const from = (await store.headPosition()) ?? 'start';
        const failure = new Error('projection bug');
        const failing = collect(
          store,
          { from, batchSize: 1 },
          (event) => event.stream === stream,
          (batch) => {
            if (batch.some((event) => event.stream === stream)) throw failure;
          },
        );
        const witness = collect(store, { from }, (event) => event.stream === stream);

        await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
        await failing.until(() => failing.errors.length === 1, 'onError');
        await store.append(stream, newEvents(1), { expectedRevision: 0n });
        await witness.until(() => witness.events.length === 2, 'both events');
        await Promise.all([failing.close(), witness.close()]);

        expect(failing.errors).toEqual([failure]);
        expect(failing.events).toEqual([]);
        expect(failing.calls.filter((batch) => batch.some((event) => event.stream === stream))).toHaveLength(1);
      });

      it('close() waits for the in-flight batch, and nothing is delivered after it', async () => {
        const stream = newStream('close');
        const from = (await store.headPosition()) ?? 'start';
        const gate = deferred();
        const entered = deferred();
        const closing = collect(
          store,
          { from },
          (event) => event.stream === stream,
          async (batch) => {
            if (!batch.some((event) => event.stream === stream)) return;
            entered.resolve();
            await gate.promise;
          },
        );
        const witness = collect(store, { from }, (event) => event.stream === stream);

        await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
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

        await store.append(stream, newEvents(1), { expectedRevision: 0n });
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
        const from = (await store.headPosition()) ?? 'start';

        // Live subscribers with different batch sizes, and one that starts catching up while the writers run.
        const subscribers = [1, 7, 500].map((batchSize) => collect(store, { from, batchSize }, mine));
        await Promise.all(subscribers.map((s) => s.until(() => s.caughtUpCount === 1, 'caught up')));
        const results: AppendResult[][] = streams.map(() => []);
        let total = 0;
        await Promise.all(
          streams.map(async (stream, writer) => {
            let expectedRevision: ExpectedRevision = 'no_stream';
            for (let i = 0; i < appendsPerWriter; i++) {
              const count = 1 + ((writer + i) % 3);
              const result = await store.append(stream, newEvents(count), { expectedRevision });
              total += count;
              results[writer]!.push(result);
              expectedRevision = result.nextRevision;
              if (writer === 0 && i === appendsPerWriter / 2)
                subscribers.push(collect(store, { from, batchSize: 50 }, mine));
            }
          }),
        );

        const recorded = (await Promise.all(streams.map((stream) => store.readStream(stream)))).flat().sort(byPosition);
        expect(recorded).toHaveLength(total);
        expectStrictlyIncreasing(recorded.map((event) => event.position));
        const positions = new Set(recorded.map((event) => event.position));
        for (const perWriter of results) {
          expectStrictlyIncreasing(perWriter.map((result) => result.position));
          for (const result of perWriter) expect(positions.has(result.position)).toBe(true);
        }

        // A last event behind all the others: once a subscriber has it, it has had its chance at every one.
        const sentinel = await store.append(streams[0]!, newEvents(1), {
          expectedRevision: results[0]!.at(-1)!.nextRevision,
        });
        for (const subscriber of subscribers) {
          await subscriber.until(
            () => subscriber.events.at(-1)?.position === sentinel.position,
            'the sentinel',
            30_000,
          );
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
    });

    describe('several processes', () => {
      it('delivers every event exactly once in position order while writers in 4 processes append concurrently (no sequence gap)', async (context) => {
        if (!fixture?.openAnother) {
          console.warn(`[skip] event store contract ${name}: several processes (the fixture has no openAnother)`);
          context.skip();
          return;
        }
        // An adapter may serialise the appends of one process by itself; the order of commits across
        // processes is then up to the database, which is what this test is about.
        const stores = [store, ...(await Promise.all([1, 2, 3].map(() => fixture!.openAnother!())))];
        try {
          const writers = 8;
          const appendsPerWriter = 40;
          const streams = Array.from({ length: writers }, () => newStream('gaps'));
          const ours = new Set(streams);
          const mine = (event: RecordedEvent) => ours.has(event.stream);
          const from = (await store.headPosition()) ?? 'start';
          const subscribers = [1, 500].map((batchSize) => collect(store, { from, batchSize }, mine));
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
          const recorded = (await Promise.all(streams.map((stream) => store.readStream(stream))))
            .flat()
            .sort(byPosition);
          expect(recorded).toHaveLength(total);
          expect(recorded.at(-1)!.position).toBe(last!.position);

          // A last event behind all the others: once a subscriber has it, it has had its chance at every one.
          const sentinel = await store.append(streams[0]!, newEvents(1), { expectedRevision: 'any' });
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

    describe('durability', () => {
      it('keeps everything across close and reopen', async (context) => {
        const own = await open();
        try {
          if (!own.reopen) {
            console.warn(`[skip] event store contract ${name}: close and reopen (the fixture has no reopen)`);
            context.skip();
            return;
          }
          const stream = newStream('durable');
          await own.store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
          await own.store.append(stream, newEvents(1), { expectedRevision: 1n });
          const before = await own.store.readStream(stream);
          const head = await own.store.headPosition();
          await own.store.close();

          own.store = await own.reopen();
          expect(await own.store.readStream(stream)).toEqual(before);
          expect(await own.store.headPosition()).toBe(head);
          expect(await conflictOf(own.store.append(stream, newEvents(1), { expectedRevision: 1n }))).toMatchObject({
            actual: 2n,
          });
          const after = await own.store.append(stream, newEvents(1), { expectedRevision: 2n });
          expect(after.nextRevision).toBe(3n);
          expect(after.position).toBeGreaterThan(head!);

          const subscriber = collect(own.store, { from: 'start' }, (event) => event.stream === stream);
          await subscriber.until(() => subscriber.events.length === 4, '4 events');
          await subscriber.close();
          expect(subscriber.events).toEqual(await own.store.readStream(stream));
        } finally {
          await own.store.close();
          await own.dispose();
        }
      });
    });
  });
}

function newStream(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

function newEvents(count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: index % 2 === 0 ? 'ThingHappened' : 'OtherThingHappened',
    data: { index, label: `event ${index}`, tags: ['a', 'b'] },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { id: `user-${index}`, role: 'student' },
      at: new Date().toISOString(),
    },
  }));
}

async function conflictOf(append: Promise<unknown>): Promise<ConcurrencyError> {
  const error = await append.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ConcurrencyError);
  return error as ConcurrencyError;
}

function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i++) {
    if (positions[i]! <= positions[i - 1]!) {
      expect.fail(`positions not strictly increasing at ${i}: ${positions[i - 1]} then ${positions[i]}`);
    }
  }
}

function byPosition(a: RecordedEvent, b: RecordedEvent): number {
  return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
}

/** Simulated work inside a handler (never used to wait for a result). */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

type Collector = {
  /** The delivered events that pass the filter, in delivery order. */
  events: RecordedEvent[];
  /** Every batch as delivered (unfiltered). */
  calls: RecordedEvent[][];
  batchSizes: number[];
  caughtUpCount: number;
  /** How many filtered events had been delivered when onCaughtUp came. */
  eventsAtCaughtUp: number | null;
  errors: unknown[];
  maxConcurrentBatches: number;
  /** Resolves once `predicate` holds (checked after every callback); fails with what was seen on timeout. */
  until(predicate: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

function collect(
  store: EventStore,
  options: SubscribeOptions,
  filter: (event: RecordedEvent) => boolean,
  work?: (batch: RecordedEvent[]) => Promise<void> | void,
): Collector {
  const waiters = new Set<() => void>();
  let inFlight = 0;
  const check = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const collector: Collector = {
    events: [],
    calls: [],
    batchSizes: [],
    caughtUpCount: 0,
    eventsAtCaughtUp: null,
    errors: [],
    maxConcurrentBatches: 0,
    until(predicate, what, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const waiter = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `Timed out waiting for ${what}: ${collector.events.length} events, caught up ${collector.caughtUpCount}×, errors ${collector.errors.map(String).join('; ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
        waiter();
      });
    },
    close: () => subscription.close(),
  };
  const subscription = store.subscribeToAll(options, {
    async onEvents(batch) {
      inFlight++;
      collector.maxConcurrentBatches = Math.max(collector.maxConcurrentBatches, inFlight);
      try {
        collector.calls.push(batch);
        collector.batchSizes.push(batch.length);
        await work?.(batch);
        collector.events.push(...batch.filter(filter));
      } finally {
        inFlight--;
        check();
      }
    },
    onCaughtUp() {
      collector.caughtUpCount++;
      collector.eventsAtCaughtUp ??= collector.events.length;
      check();
    },
    onError(error) {
      collector.errors.push(error);
      check();
    },
  });
  return collector;
}
