/**
 * Catch-up mode: a runner far behind takes thousands of events in one batch. A poison event in the middle of such a
 * batch is parked for the projection that fails on it alone, and the events around it still commit in a few large
 * transactions (halving), not one transaction per event.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import { counterStream } from '@stint/shared/testing/testing.streams';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { listParkedEvents } from './parked-events';
import { checkpointName, defineProjection } from './projection';

const EVENTS = 3_000;
const POISON = 1_777;
const pickyCounts = { name: 'test_picky_counts' };

/** Counts like countingProjection, but cannot apply the event carrying POISON. */
const pickyProjection = defineProjection({
  name: 'test-picky-counting',
  version: 1,
  collections: [pickyCounts],
  handles: ['Counted'],
  async apply(event, context) {
    const { amount } = z.object({ amount: z.number().int() }).parse(event.data);
    if (amount === POISON) throw new Error('cannot apply this one');
    const counts = context.collection<{ _id: string; events: number; sum: number }>(pickyCounts);
    const current = (await counts.get(event.stream)) ?? { _id: event.stream, events: 0, sum: 0 };
    await counts.upsert({ _id: event.stream, events: current.events + 1, sum: current.sum + amount });
  },
});

/** The store, counting its sessions (each one transaction). */
function countingSessions(store: ReadStore, counter: { sessions: number }): ReadStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'withSession') {
        return (fn: Parameters<ReadStore['withSession']>[0]) => {
          counter.sessions++;
          return target.withSession(fn);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('ProjectorRunner catching up in large batches', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('parks only the poison event in the middle of a batch of thousands, in a few transactions', async () => {
    const sql = await cloneTestPglite();
    closers.push(() => sql.close());
    const eventStore = await SqlEventStore.open(sql);
    const readStore = await SqlReadStore.open(sql);
    const streams = Array.from({ length: 10 }, () => counterStream(randomUUID()));
    const expected = new Map(streams.map((stream) => [stream, { events: 0, sum: 0 }]));
    const per = EVENTS / streams.length;
    for (const [index, stream] of streams.entries()) {
      const amounts = Array.from({ length: per }, (_, offset) => index * per + offset + 1);
      const totals = expected.get(stream)!;
      for (const amount of amounts) {
        totals.events++;
        totals.sum += amount;
      }
      await eventStore.append(
        stream,
        amounts.map((amount) => ({
          id: randomUUID(),
          type: 'Counted',
          data: { amount },
          metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
        })),
        { expectedRevision: 'any' },
      );
    }
    const head = (await eventStore.headPosition())!;
    const counter = { sessions: 0 };
    const runner = countingRunner({
      eventStore,
      readStore: countingSessions(readStore, counter),
      projections: [countingProjection, pickyProjection],
      retryDelayMs: 10,
      attemptsBeforeParking: 2,
    });
    closers.push(() => runner.stop());
    await runner.start();
    counter.sessions = 0;
    await runner.caughtUp();

    expect(runner.position).toBe(head);
    const counts = async (name: string) =>
      new Map(
        (await readStore.collection<{ _id: string; events: number; sum: number }>(name).find()).map((doc) => [
          doc._id,
          { events: doc.events, sum: doc.sum },
        ]),
      );
    expect(await counts(countsCollection.name)).toEqual(expected);
    const poisoned = streams[Math.floor((POISON - 1) / per)]!;
    const picky = new Map(expected);
    const hit = picky.get(poisoned)!;
    picky.set(poisoned, { events: hit.events - 1, sum: hit.sum - POISON });
    expect(await counts(pickyCounts.name)).toEqual(picky);

    const parked = await listParkedEvents(readStore, [countingProjection, pickyProjection]);
    expect(parked.map(({ projection, stream, attempts }) => ({ projection, stream, attempts }))).toEqual([
      { projection: pickyProjection.name, stream: poisoned, attempts: 2 },
    ]);
    expect(await readStore.getCheckpoint(checkpointName(pickyProjection))).toBe(head);
    expect(await readStore.getCheckpoint(checkpointName(countingProjection))).toBe(head);
    // The batch, each projection alone, two halves per level down to the poison event, its tries and its parking:
    // a few dozen transactions where going event by event would take thousands.
    expect(counter.sessions).toBeLessThan(2 * Math.log2(EVENTS) + 10);
  });
});
