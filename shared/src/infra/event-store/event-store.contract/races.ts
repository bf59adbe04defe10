/** The event store contract (event-store.contract.ts): races. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, type AppendResult, type EventToAppend, type ExpectedRevision } from '../event-store.port';
import { newStream, newEvents, expectStrictlyIncreasing, type EventStoreContractContext } from './helpers';

export function describeRaces(t: EventStoreContractContext): void {
  describe('append and read', () => {
    it('keeps every write when writers race on one stream (no lost update, no gap in revisions)', async () => {
      const stream = newStream('race');
      const writers = 8;
      const perWriter = 10;
      const written: string[] = [];
      await Promise.all(
        Array.from({ length: writers }, async () => {
          for (let done = 0; done < perWriter;) {
            const [last] = await t.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
            const expectedRevision: ExpectedRevision = last ? last.revision : 'no_stream';
            const events = newEvents(1);
            try {
              const result = await t.store.append(stream, events, { expectedRevision });
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

      const read = await t.store.readStream(stream);
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
              expect(await t.store.append(original.stream, original.events, { expectedRevision })).toEqual({
                ...original.result,
                written: false,
              });
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
            const outcome = await t.store.append(stream, events, { expectedRevision }).then(
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
            expect(outcome.result.written).toBe(step.count > 0);
            const previous = accepted.at(-1);
            if (previous) expect(outcome.result.position).toBeGreaterThan(previous.result.position);
            model.get(stream)!.push(...events);
            accepted.push({ stream, events, expectedRevision, result: outcome.result });
          }

          for (const stream of streams) {
            const read = await t.store.readStream(stream);
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
}
