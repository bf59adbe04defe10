/**
 * A runner is stopped and started again whenever its process loses and regains the projector lease
 * (launcher/src/main.ts). Each restart resumes from the committed checkpoints: every event is applied exactly
 * once, including when a stop lands during a start or in the middle of a batch.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import { checkpointName } from './projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { counterStream } from '@stint/shared/testing/testing.streams';

describe('ProjectorRunner stopped and started again', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function setUp() {
    const sql = await cloneTestPglite();
    const eventStore = await SqlEventStore.open(sql);
    const readStore = await SqlReadStore.open(sql);
    closers.push(() => sql.close());
    const streams = Array.from({ length: 5 }, () => counterStream(randomUUID()));
    const appendRound = () =>
      Promise.all(
        streams.map((stream) =>
          eventStore.append(
            stream,
            [{ amount: 1 }, { amount: 2 }].map((data) => ({
              id: randomUUID(),
              type: 'Counted',
              data,
              metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
            })),
            { expectedRevision: 'any' },
          ),
        ),
      );
    const runner = countingRunner({
      eventStore,
      readStore,
      batchSize: 7,
    });
    closers.push(() => runner.stop());
    const reachedHead = async () => {
      const head = await eventStore.headPosition();
      while ((await readStore.getCheckpoint(checkpointName(countingProjection))) !== head) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const counts = () => readStore.collection(countsCollection).find({}, { sort: { _id: 1 } });
    return { streams, appendRound, runner, reachedHead, counts };
  }

  it('resumes where it stopped, applying every event once', async () => {
    const { streams, appendRound, runner, reachedHead, counts } = await setUp();
    for (let round = 0; round < 4; round++) await appendRound();
    await runner.start();
    await reachedHead();
    await runner.stop();

    // Appended while stopped: nothing is applied until the next start.
    for (let round = 0; round < 3; round++) await appendRound();
    expect((await counts()).map((doc) => doc.events)).toEqual(streams.map(() => 8));
    await runner.start();
    await reachedHead();
    await runner.stop();
    await runner.start();
    await appendRound();
    await reachedHead();
    expect((await counts()).map((doc) => [doc.events, doc.sum])).toEqual(streams.map(() => [16, 24]));
  });

  it('applies every event once when stops land during a start and mid-batch', async () => {
    const { streams, appendRound, runner, reachedHead, counts } = await setUp();
    for (let round = 0; round < 20; round++) await appendRound();
    // A lease lost while the runner was still starting: the start finishes without subscribing.
    const starting = runner.start();
    await runner.stop();
    await starting;
    expect(await counts()).toEqual([]);
    // Stopped a few times with batches (7 events each) in flight.
    for (let restart = 0; restart < 4; restart++) {
      await runner.start();
      await new Promise((resolve) => setTimeout(resolve, 15));
      await runner.stop();
    }
    await runner.start();
    await reachedHead();
    expect((await counts()).map((doc) => [doc.events, doc.sum])).toEqual(streams.map(() => [40, 60]));
  });
});
