/**
 * A catch-up batch on PostgreSQL is committed projection by projection, a few side by side (ProjectorRunner's
 * applySideBySide): a projection that fails holds back none of the others, which commit their documents and announce
 * them once; the one that fails parks its event alone, and one another projector committed meanwhile is left to it. On
 * PGlite (one connection) the same batch is one transaction, retried projection by projection when it fails: the same
 * documents, parked events and notices.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { channels } from '@stint/shared/infra/channels';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { createLogger } from '@stint/shared/infra/logger';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { announceSkip, openTestSql, postgresSkipReason } from '@stint/shared/infra/testing/test-databases';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { topics } from '@stint/shared/live/topics';
import { counterStream } from '@stint/shared/testing/testing.streams';
import { listParkedEvents } from './parked-events';
import { checkpointName, defineProjection, type Projection } from './projection';
import { ProjectorRunner } from './projector-runner';

/** More than a catch-up batch needs (500), in one batch. */
const EVENTS = 600;
const POISON_AMOUNT = 300;
const counted = z.object({ amount: z.number().int() });
type Total = { _id: string; events: number; sum: number };

/** Sums the amounts per stream into a collection of its own and announces each stream; counts its applies. */
function summing(name: string, options: { failOn?: number } = {}) {
  const spec = { name: `test_${name}` };
  const applied = { count: 0 };
  const projection: Projection = defineProjection({
    name: `test-${name}`,
    version: 1,
    collections: [spec],
    handles: ['Counted'],
    async apply(event, context) {
      applied.count++;
      const { amount } = counted.parse(event.data);
      if (amount === options.failOn) throw new Error(`${name} cannot apply ${amount}`);
      const totals = context.collection<Total>(spec);
      const current = (await totals.get(event.stream)) ?? { _id: event.stream, events: 0, sum: 0 };
      await totals.upsert({ _id: event.stream, events: current.events + 1, sum: current.sum + amount });
      context.notify({ topic: topics.pings, rooms: [name], ids: [event.stream] });
    },
  });
  return { projection, spec, applied };
}

describe('a catch-up batch with a projection that fails', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** The stores on a database of the test's own, holding EVENTS amounts over two streams (one batch). */
  async function logOf(on: 'pglite' | 'postgres') {
    const { sql, close } = await openTestSql(on);
    closers.push(close);
    const eventStore = await SqlEventStore.open(sql);
    const readStore = await SqlReadStore.open(sql);
    const streams = [counterStream(randomUUID()), counterStream(randomUUID())];
    const metadata = { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() };
    let poisonId = '';
    for (const [index, stream] of streams.entries()) {
      const amounts = Array.from({ length: EVENTS / 2 }, (_, i) => 2 * i + index + 1);
      const events = amounts.map((amount) => ({ id: randomUUID(), type: 'Counted', data: { amount }, metadata }));
      poisonId ||= events.find((event) => event.data.amount === POISON_AMOUNT)?.id ?? '';
      await eventStore.append(stream, events, { expectedRevision: 'any' });
    }
    const head = (await eventStore.headPosition())!;
    const bus = new MemoryBus();
    const notices: ChangeNotice[] = [];
    await bus.subscribe(channels.changes, (message) => notices.push(message as ChangeNotice));
    const runnerOf = (projections: Projection[]) => {
      const runner = new ProjectorRunner({
        eventStore,
        readStore,
        bus,
        logger: createLogger('silent'),
        projections,
        cipher: new PersonalDataCipher(new MemoryKeyStore()),
        retryDelayMs: 20,
      });
      closers.push(() => runner.stop());
      return runner;
    };
    /** The rooms of the notices heard, each once per notice. */
    const announced = () =>
      notices
        .filter((notice) => notice.topic === topics.pings)
        .map((notice) => notice.rooms.join())
        .sort();
    return { readStore, streams, poisonId, head, notices, announced, runnerOf };
  }

  async function run(on: 'pglite' | 'postgres') {
    const { readStore, streams, poisonId, head, notices, announced, runnerOf } = await logOf(on);

    const [first, second, failing] = [
      summing('first'),
      summing('second'),
      summing('failing', { failOn: POISON_AMOUNT }),
    ];
    const runner = runnerOf([first.projection, failing.projection, second.projection]);
    await runner.start();
    await runner.caughtUp();
    await new Promise((resolve) => setImmediate(resolve)); // the in-process bus delivers on the next turn

    const totalsOf = (spec: { name: string }) => readStore.collection<Total>(spec).find({}, { sort: { _id: 1 } });
    const expected = (without?: number) =>
      streams
        .map((stream, index) => {
          const amounts = Array.from({ length: EVENTS / 2 }, (_, i) => 2 * i + index + 1).filter((a) => a !== without);
          return { _id: stream, events: amounts.length, sum: amounts.reduce((a, b) => a + b, 0) };
        })
        .sort((a, b) => (a._id < b._id ? -1 : 1));
    expect(await totalsOf(first.spec)).toEqual(expected());
    expect(await totalsOf(second.spec)).toEqual(expected());
    expect(await totalsOf(failing.spec)).toEqual(expected(POISON_AMOUNT));
    const parked = await listParkedEvents(readStore, [first.projection, second.projection, failing.projection]);
    expect(parked.map(({ projection, eventId }) => ({ projection, eventId }))).toEqual([
      { projection: 'test-failing', eventId: poisonId },
    ]);
    for (const { projection } of [first, second, failing]) {
      expect(await readStore.getCheckpoint(checkpointName(projection))).toBe(head);
    }
    // Every projection's notice, once: those that committed before the failure are announced with the rest.
    expect(announced()).toEqual(['failing', 'first', 'second']);
    for (const notice of notices) expect([...notice.ids].sort()).toEqual([...streams].sort());
    return { first, second };
  }

  it.skipIf(announceSkip('side-by-side catch-up on PostgreSQL', postgresSkipReason()))(
    'on PostgreSQL: the others commit once, each in its own transaction, and the failing one parks its event',
    async () => {
      const { first, second } = await run('postgres');
      // Applied once: their transactions did not roll back with the failing projection's.
      expect(first.applied.count).toBe(EVENTS);
      expect(second.applied.count).toBe(EVENTS);
    },
  );

  it.skipIf(announceSkip('side-by-side catch-up on PostgreSQL', postgresSkipReason()))(
    'on PostgreSQL: when another projector commits one projection meanwhile, the others that committed are announced',
    async () => {
      const { readStore, head, announced, runnerOf } = await logOf('postgres');
      const [first, second, taken] = [summing('first'), summing('second'), summing('taken')];
      let takenOver = false;
      const overtaken: Projection = {
        ...taken.projection,
        async apply(event, context) {
          // Another projector (a lease handover) commits this projection's whole batch while this one works on it.
          if (!takenOver) {
            takenOver = true;
            await readStore.setCheckpoint(checkpointName(taken.projection), head, { expected: null });
          }
          await taken.projection.apply(event, context);
        },
      };
      const runner = runnerOf([first.projection, overtaken, second.projection]);
      await runner.start();
      await runner.caughtUp();
      await new Promise((resolve) => setImmediate(resolve));

      expect(first.applied.count).toBe(EVENTS);
      expect(second.applied.count).toBe(EVENTS);
      // Its transaction rolled back on the compare-and-set: nothing of it, and not applied again here.
      expect(await readStore.collection(taken.spec).find()).toEqual([]);
      expect(taken.applied.count).toBe(EVENTS);
      for (const { projection } of [first, second, taken]) {
        expect(await readStore.getCheckpoint(checkpointName(projection))).toBe(head);
      }
      expect(announced()).toEqual(['first', 'second']);
    },
  );

  it('on PGlite: the batch is one transaction, applied again projection by projection after the failure', async () => {
    const { first, second } = await run('pglite');
    // `first` ran before the failure in the transaction that rolled back; `second` came after it, so only once.
    expect(first.applied.count).toBe(2 * EVENTS);
    expect(second.applied.count).toBe(EVENTS);
  });
});
