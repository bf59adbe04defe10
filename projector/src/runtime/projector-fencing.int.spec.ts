/**
 * Two projectors on one PostgreSQL database running the same projection at the same time (a lease handover
 * that overlaps): the checkpoint compare-and-set lets only one of them commit each stretch of events, so
 * the read model equals a single clean run; the loser reloads the checkpoint and carries on, and lets go of the
 * documents it held in memory during a bulk load.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import type { EventToAppend } from '@stint/shared/infra/event-store/event-store.port';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { CheckpointConflictError, type ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { announceSkip, openTestPostgres, postgresSkipReason } from '@stint/shared/infra/testing/test-databases';
import { checkpointName } from './projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { defineProjection } from './projection';
import { deferred } from '@stint/shared/infra/event-store/event-store.contract/helpers';
import { counterStream } from '@stint/shared/testing/testing.streams';

/** The store, counting the batches it refused because another runner had committed them. */
function countingConflicts(store: ReadStore, onConflict: () => void): ReadStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'withSession') {
        return async (...args: Parameters<ReadStore['withSession']>) => {
          try {
            return await target.withSession(...args);
          } catch (error) {
            if (error instanceof CheckpointConflictError) onConflict();
            throw error;
          }
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Events of `type`, one per amount. */
function amountEvents(type: string, amounts: number[]): EventToAppend[] {
  return amounts.map((amount) => ({
    id: randomUUID(),
    type,
    data: { amount },
    metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
  }));
}

describe.skipIf(announceSkip('projector fencing test', postgresSkipReason()))('projector fencing (PostgreSQL)', () => {
  it.each([
    ['', 5_000n],
    // Both empty the collection and bulk-load it, each holding it in its memory: the one that loses a batch must let go.
    [', both bulk-loading from the first event', 1n],
  ])('two runners over the same events apply each event once%s', async (_, bulkLoadFrom) => {
    const db = await openTestPostgres();
    const eventStore = await SqlEventStore.open(db.sql);
    const streams = Array.from({ length: 10 }, () => counterStream(randomUUID()));
    const expected = new Map(streams.map((stream) => [stream, { events: 0, sum: 0 }]));
    let amount = 0;
    const appendRounds = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          streams.map((stream) => {
            const amounts = [++amount, ++amount];
            const totals = expected.get(stream)!;
            totals.events += 2;
            totals.sum += amounts[0]! + amounts[1]!;
            return eventStore.append(stream, amountEvents('Counted', amounts), { expectedRevision: 'any' });
          }),
        );
      }
    };
    await appendRounds(100);

    // Two "processes": each its own pool, stores and runner.
    let conflicts = 0;
    const processes = await Promise.all(
      [0, 1].map(async () => {
        const sql = new PostgresSql(db.url, { max: 3 });
        const events = await SqlEventStore.open(sql);
        const readStore = await SqlReadStore.open(sql);
        const runner = countingRunner({
          eventStore: events,
          readStore: countingConflicts(readStore, () => conflicts++),
          batchSize: 25,
          retryDelayMs: 10,
          bulkLoadFrom,
        });
        return { sql, events, readStore, runner };
      }),
    );
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const bothAt = async (head: bigint) => {
      while (processes.some(({ runner }) => runner.position !== head)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const counts = async () => {
      const docs = await first.readStore
        .collection<{ _id: string; events: number; sum: number }>(countsCollection)
        .find();
      return new Map(docs.map((doc) => [doc._id, { events: doc.events, sum: doc.sum }]));
    };

    await Promise.all(processes.map(({ runner }) => runner.start()));
    await bothAt((await eventStore.headPosition())!);
    expect(await counts()).toEqual(expected);
    expect(await first.readStore.getCheckpoint(checkpointName(countingProjection))).toBe(
      await eventStore.headPosition(),
    );
    expect(conflicts, 'the runners never overlapped on a batch').toBeGreaterThan(0);

    // Restarted while the other keeps running (a handover back), with new events arriving meanwhile.
    await first.runner.stop();
    const appending = appendRounds(30);
    await first.runner.start();
    await second.runner.stop();
    await second.runner.start();
    await appending;
    await bothAt((await eventStore.headPosition())!);
    expect(await counts()).toEqual(expected);

    for (const { runner, events, readStore, sql } of processes) {
      await runner.stop();
      await events.close();
      await readStore.close();
      await sql.close();
    }
    await eventStore.close();
    await db.drop();
  });

  it('lets go of what it held in a bulk load once another runner is found to have moved its checkpoint', async () => {
    // A runner bulk-loading the counting projection beside one that notes other events. Between its batches "another
    // runner" (direct writes here) moves the counting checkpoint on and changes its document; this runner finds out
    // when writing the checkpoint it left behind, reloads the checkpoints, and must then read the document anew.
    const db = await openTestPostgres();
    const eventStore = await SqlEventStore.open(db.sql);
    const counter = counterStream(randomUUID());
    const noted = counterStream(randomUUID());
    const append = (stream: string, type: string, values: number[]) =>
      eventStore.append(stream, amountEvents(type, values), { expectedRevision: 'any' });
    const ones = Array.from({ length: 10 }, () => 1);
    await append(counter, 'Counted', ones);
    // The batch after the refused write notes again: the counting projection meets no batch of its own, which would be
    // refused too, until it has reloaded the checkpoints.
    for (let batch = 0; batch < 3; batch++) await append(noted, 'Noted', ones);
    await append(counter, 'Counted', ones);

    // The noting projection waits at the first event of its two batches until the test lets it go.
    const gates = [deferred(), deferred()];
    const waiting = [deferred(), deferred()];
    let notedEvents = 0;
    const notes = { name: 'test_noted' };
    const noting = defineProjection({
      name: 'test-noting',
      version: 1,
      collections: [notes],
      handles: ['Noted'],
      async apply(event, context) {
        const batch = [0, 10].indexOf(notedEvents++);
        if (batch >= 0) {
          waiting[batch]!.resolve();
          await gates[batch]!.promise;
        }
        await context.collection(notes).upsert({ _id: event.id });
      },
    });
    const sql = new PostgresSql(db.url, { max: 3 });
    const readStore = await SqlReadStore.open(sql);
    const runner = countingRunner({
      eventStore: await SqlEventStore.open(sql),
      readStore,
      projections: [countingProjection, noting],
      batchSize: 10,
      bulkLoadFrom: 1n,
    });
    await runner.start();

    await waiting[0]!.promise;
    const other = await SqlReadStore.open(db.sql);
    await other.withSession(async (session) => {
      const counts = session.collection<{ _id: string; events: number; sum: number }>(countsCollection);
      expect(await counts.get(counter)).toEqual({ _id: counter, events: 10, sum: 10 });
      await counts.upsert({ _id: counter, events: 10, sum: 1010 });
      await session.setCheckpoint(checkpointName(countingProjection), 20n, { expected: 10n });
    });
    gates[0]!.resolve();
    // The second noting batch is held while the checkpoint left behind is written and refused.
    await waiting[1]!.promise;
    await new Promise((resolve) => setTimeout(resolve, 200));
    gates[1]!.resolve();
    await runner.caughtUp();

    expect(await readStore.collection(countsCollection).get(counter)).toEqual({ _id: counter, events: 20, sum: 1020 });
    await runner.stop();
    await other.close();
    await readStore.close();
    await sql.close();
    await eventStore.close();
    await db.drop();
  });
});
