/**
 * Bulk load: a projection rebuilt from the first event over a long log drops its collections' secondary indexes and
 * builds each once it has caught up (ReadStoreSession.dropCollection); a short log keeps them; a runner started again
 * after stopping mid-load has them back before it reads. Meanwhile the runner holds the collections whole between
 * batches (ReadStore.sessionMemory) and reads none of them back, until it has caught up.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import type { Sql } from '@stint/shared/infra/sql/sql.port';
import { announceSkip, openTestSql, postgresSkipReason } from '@stint/shared/infra/testing/test-databases';
import { recordingSql, selectsFrom } from '@stint/shared/infra/testing/recording-sql';
import { counterStream } from '@stint/shared/testing/testing.streams';
import { countingRunner } from '../testing/counting-projection';
import { checkpointName, defineProjection } from './projection';

const EVENTS = 120;
const totals = { name: 'test_bulk_totals', ordered: ['sum', 'events'], search: ['label'] };
type Total = { _id: string; events: number; sum: number; label: string };

const totalling = defineProjection({
  name: 'test-bulk-totals',
  version: 1,
  collections: [totals],
  handles: ['Counted'],
  async apply(event, context) {
    const amount = (event.data as { amount: number }).amount;
    const collection = context.collection<Total>(totals);
    const current = (await collection.get(event.stream)) ?? { _id: event.stream, events: 0, sum: 0, label: '' };
    await collection.upsert({
      _id: event.stream,
      events: current.events + 1,
      sum: current.sum + amount,
      label: `stream ${event.stream}`,
    });
  },
});

const indexesOf = async (sql: Sql) =>
  (
    await sql.query<{ def: string }>(
      `select indexdef as def from pg_indexes where tablename = 'rm_${totals.name}' order by indexname`,
    )
  ).map(({ def }) => def);

describe('ProjectorRunner bulk load', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** A log of `events` on PGlite, or on a PostgreSQL database of its own (another connection can look mid-batch). */
  async function logOf(events: number, on: 'pglite' | 'postgres' = 'pglite') {
    const { sql: opened, close } = await openTestSql(on);
    closers.push(close);
    // Every statement is kept: what the runner reads back of its collections.
    const { sql, statements } = recordingSql(opened);
    const eventStore = await SqlEventStore.open(sql);
    const readStore = await SqlReadStore.open(sql);
    const streams = [counterStream(randomUUID()), counterStream(randomUUID())];
    for (let amount = 1; amount <= events; amount++) {
      await eventStore.append(
        streams[amount % 2]!,
        [
          {
            id: randomUUID(),
            type: 'Counted',
            data: { amount },
            metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
          },
        ],
        { expectedRevision: 'any' },
      );
    }
    // The indexes a collection has when made by ensureCollection, what a bulk load must end with.
    await readStore.ensureCollection(totals);
    const made = await indexesOf(sql);
    const expected = streams.map((stream) => {
      const amounts = Array.from({ length: events }, (_, i) => i + 1).filter((a) => streams[a % 2] === stream);
      return {
        _id: stream,
        events: amounts.length,
        sum: amounts.reduce((a, b) => a + b, 0),
        label: `stream ${stream}`,
      };
    });
    return { sql, eventStore, readStore, made, expected, statements, streams };
  }

  it.skipIf(announceSkip('bulk load on PostgreSQL', postgresSkipReason()))(
    'builds a long log without the secondary indexes and has them all once caught up',
    async () => {
      const { sql, eventStore, readStore, made, expected } = await logOf(EVENTS, 'postgres');
      expect(made.length).toBeGreaterThan(2);
      // Looked at from another connection while the first batch is held: the indexes are gone during the load.
      let duringLoad: string[] | null = null;
      const watching = defineProjection({
        ...totalling,
        async apply(event, context) {
          duringLoad ??= await indexesOf(sql);
          await totalling.apply(event, context);
        },
      });
      const runner = countingRunner({ eventStore, readStore, projections: [watching], bulkLoadFrom: 100n });
      closers.push(() => runner.stop());
      await runner.start();
      await runner.caughtUp();

      expect(duringLoad).toEqual(made.filter((def) => def.includes('_pkey')));
      expect(await indexesOf(sql)).toEqual(made);
      const collection = readStore.collection<Total>(totals);
      expect(await collection.find({}, { sort: { sum: -1 } })).toEqual([...expected].sort((a, b) => b.sum - a.sum));
      expect(await collection.find({ label: { $contains: expected[0]!._id.slice(-6) } })).toEqual([expected[0]]);
    },
  );

  it('reads none of the collections it bulk-loads back between batches, and reads them again once caught up', async () => {
    const { eventStore, readStore, expected, statements, streams } = await logOf(EVENTS);
    const runner = countingRunner({
      eventStore,
      readStore,
      projections: [totalling],
      bulkLoadFrom: 100n,
      batchSize: 10,
    });
    closers.push(() => runner.stop());
    statements.length = 0;
    await runner.start();
    await runner.caughtUp();
    // Twelve batches, each reading the two streams' totals: held whole since the start emptied them.
    expect(selectsFrom(statements, totals.name)).toStrictEqual([]);
    const collection = readStore.collection<Total>(totals);
    expect(await collection.find({}, { sort: { _id: 1 } })).toEqual(
      [...expected].sort((a, b) => (a._id < b._id ? -1 : 1)),
    );

    // Caught up, the memory is let go: a live batch reads the total it adds to from the database.
    statements.length = 0;
    await eventStore.append(
      streams[0]!,
      [
        {
          id: randomUUID(),
          type: 'Counted',
          data: { amount: 1000 },
          metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );
    const head = (await eventStore.headPosition())!;
    while (runner.position !== head) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(selectsFrom(statements, totals.name).length).toBeGreaterThan(0);
    const first = expected.find((total) => total._id === streams[0])!;
    expect(await collection.get(streams[0]!)).toEqual({ ...first, events: first.events + 1, sum: first.sum + 1000 });
  });

  it('makes a new collection without the secondary indexes, and builds each of them once, when caught up', async () => {
    const { sql: recorded, eventStore, made, expected, statements } = await logOf(EVENTS);
    // A database that never had the collection, and a store that never saw it.
    await recorded.query(`drop table rm_${totals.name}`);
    const readStore = await SqlReadStore.open(recorded);
    statements.length = 0;
    const runner = countingRunner({ eventStore, readStore, projections: [totalling], bulkLoadFrom: 100n });
    closers.push(() => runner.stop());
    await runner.start();
    await runner.caughtUp();

    const ddl = statements.filter(
      (text) => /^\s*(create|drop) index/i.test(text) && text.includes(`rm_${totals.name}`),
    );
    // Every index but the primary key, made once: none made at the start only for the load to drop it.
    expect(ddl.filter((text) => /^\s*create/i.test(text))).toHaveLength(made.length - 1);
    expect(ddl.filter((text) => /^\s*drop/i.test(text))).toEqual([]);
    expect(await indexesOf(recorded)).toEqual(made);
    expect(await readStore.collection<Total>(totals).find({}, { sort: { _id: 1 } })).toEqual(
      [...expected].sort((a, b) => (a._id < b._id ? -1 : 1)),
    );
  });

  it('keeps the indexes for a short log', async () => {
    const { sql, eventStore, readStore, made, expected } = await logOf(20);
    const runner = countingRunner({ eventStore, readStore, projections: [totalling], bulkLoadFrom: 100n });
    closers.push(() => runner.stop());
    await runner.start();
    expect(await indexesOf(sql)).toEqual(made);
    await runner.caughtUp();
    expect(await indexesOf(sql)).toEqual(made);
    expect(await readStore.collection<Total>(totals).find({}, { sort: { _id: 1 } })).toEqual(
      [...expected].sort((a, b) => (a._id < b._id ? -1 : 1)),
    );
  });

  it('builds the indexes again when started after stopping mid-load', async () => {
    const { sql, eventStore, readStore, made } = await logOf(20);
    // What a runner stopped between its first batch and catching up leaves: a checkpoint and no indexes.
    await readStore.withSession(async (session) => {
      await session.dropCollection(totals.name, { bulkLoad: true });
      await session.setCheckpoint(checkpointName(totalling), 5n, { expected: null });
    });
    expect(await indexesOf(sql)).toEqual(made.filter((def) => def.includes('_pkey')));
    const runner = countingRunner({ eventStore, readStore, projections: [totalling], bulkLoadFrom: 100n });
    closers.push(() => runner.stop());
    await runner.start();
    expect(await indexesOf(sql)).toEqual(made);
  });
});
