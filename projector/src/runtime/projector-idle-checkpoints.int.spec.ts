/**
 * Events no projection handles (an Idempotency-Key's claim before every command) cost no transaction: the runner
 * moves on past them and writes the checkpoints it left behind a moment later (one statement), when it catches up, or
 * when it stops.
 * Those writes are compare-and-sets like a batch's, so a runner that another one has overtaken meanwhile carries on
 * from the other's checkpoint instead of applying anything twice.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import type { EventStore } from '@stint/shared/infra/event-store/event-store.port';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import { capturingLogger } from '@stint/shared/infra/testing/capturing-logger';
import { counterStream } from '@stint/shared/testing/testing.streams';
import { checkpointName } from './projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';

const metadata = () => ({ correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() });

describe('ProjectorRunner past events no projection handles', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function setUp() {
    const sql = await cloneTestPglite();
    const eventStore = await SqlEventStore.open(sql);
    const store = await SqlReadStore.open(sql);
    closers.push(() => sql.close());
    // The runner's read store, counting the transactions it opens and its writes of checkpoints alone.
    let sessions = 0;
    let checkpointWrites = 0;
    const readStore: ReadStore = Object.assign(Object.create(store) as ReadStore, {
      withSession: (fn: Parameters<ReadStore['withSession']>[0]) => {
        sessions++;
        return store.withSession(fn);
      },
      setCheckpoints: (writes: Parameters<ReadStore['setCheckpoints']>[0]) => {
        checkpointWrites++;
        return store.setCheckpoints(writes);
      },
    });
    const stream = counterStream(randomUUID());
    const append = (type: string, amount = 1) =>
      eventStore.append(stream, [{ id: randomUUID(), type, data: { amount }, metadata: metadata() }], {
        expectedRevision: 'any',
      });
    const stored = () => store.getCheckpoint(checkpointName(countingProjection));
    const count = async () =>
      (await store.collection<{ _id: string; events: number }>(countsCollection).get(stream))?.events ?? 0;
    return {
      eventStore,
      store,
      readStore,
      append,
      stored,
      count,
      sessions: () => sessions,
      checkpointWrites: () => checkpointWrites,
    };
  }

  async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  function startedRunner(eventStore: EventStore, readStore: ReadStore) {
    const runner = countingRunner({ eventStore, readStore });
    closers.push(() => runner.stop());
    return runner;
  }

  it('opens no transaction for them and writes its checkpoint past them a moment later', async () => {
    const { eventStore, readStore, append, stored, count, sessions, checkpointWrites } = await setUp();
    await append('Counted');
    const runner = startedRunner(eventStore, readStore);
    await runner.start();
    await runner.caughtUp();
    await until('the counted event', async () => (await count()) === 1);
    const before = sessions();
    const writesBefore = checkpointWrites();

    for (let n = 0; n < 20; n++) await append('NobodyHandlesThis');
    const head = await eventStore.headPosition();
    await until('the runner past them', async () => runner.position === head);
    // Nothing to apply, so no transaction at all: the delayed checkpoint write(s) are a statement each.
    await until('the checkpoint written', async () => (await stored()) === head);
    expect(sessions()).toBe(before);
    expect(checkpointWrites() - writesBefore).toBeLessThanOrEqual(2);
    expect(checkpointWrites() - writesBefore).toBeGreaterThanOrEqual(1);

    // A handled event after them is applied and committed with the batch, as ever.
    await append('Counted');
    await until('the second counted event', async () => (await count()) === 2);
    expect(await stored()).toBe(await eventStore.headPosition());
  });

  it('writes the checkpoint it left behind when it stops, and starts from there', async () => {
    const { eventStore, readStore, append, stored, count } = await setUp();
    await append('Counted');
    const runner = startedRunner(eventStore, readStore);
    await runner.start();
    await until('the counted event', async () => (await count()) === 1);
    const applied = await stored();
    await append('NobodyHandlesThis');
    const head = await eventStore.headPosition();
    await until('the runner past it', async () => runner.position === head);
    await runner.stop();
    expect(await stored()).toBe(head);
    expect(head).not.toBe(applied);

    await runner.start();
    await append('Counted');
    await until('the second counted event', async () => (await count()) === 2);
    await runner.stop();
    expect(await count()).toBe(2);
  });

  it('carries on from another runner’s checkpoint when its delayed write finds it moved', async () => {
    const { eventStore, store, readStore, append, stored, count } = await setUp();
    const { logger, lines } = capturingLogger();
    await append('Counted');
    const runner = countingRunner({ eventStore, readStore, logger });
    closers.push(() => runner.stop());
    await runner.start();
    await until('the counted event', async () => (await count()) === 1);
    const applied = (await stored())!;

    // Past an event nobody handles this runner writes its checkpoint only a moment later; meanwhile another runner (a
    // lease handover) has moved past it and committed first.
    await append('NobodyHandlesThis');
    const head = (await eventStore.headPosition())!;
    await store.setCheckpoint(checkpointName(countingProjection), head, { expected: applied });
    await until('the runner past it', async () => runner.position === head);
    await until('the delayed write refused', async () =>
      lines.some((line) => line.msg === 'another projector committed; resuming from its checkpoint'),
    );
    expect(await stored()).toBe(head);

    // Resumed from the stored checkpoint, it expects what is stored: the next event is applied once and committed.
    await append('Counted');
    await until('the next counted event', async () => (await count()) === 2);
    expect(await stored()).toBe(await eventStore.headPosition());
    await runner.stop();
    expect(await count()).toBe(2);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
