/**
 * Two projectors on one PostgreSQL database running the same projection at the same time (a lease handover
 * that overlaps): the checkpoint compare-and-set lets only one of them commit each stretch of events, so
 * the read model equals a single clean run; the loser reloads the checkpoint and carries on.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { CheckpointConflictError, type ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { announceSkip, openTestPostgres, postgresSkipReason } from '@stint/shared/infra/testing/test-databases';
import { checkpointName } from './projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { counterStream } from '@stint/shared/testing/testing.streams';

/** The store, counting the batches it refused because another runner had committed them. */
function countingConflicts(store: ReadStore, onConflict: () => void): ReadStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'withSession') {
        return async (fn: Parameters<ReadStore['withSession']>[0]) => {
          try {
            return await target.withSession(fn);
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

describe.skipIf(announceSkip('projector fencing test', postgresSkipReason()))('projector fencing (PostgreSQL)', () => {
  it('two runners over the same events apply each event once', async () => {
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
            return eventStore.append(
              stream,
              amounts.map((value) => ({
                id: randomUUID(),
                type: 'Counted',
                data: { amount: value },
                metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
              })),
              { expectedRevision: 'any' },
            );
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
});
