/**
 * Change notices and progress are published after a batch commits. When the bus is away (Redis restarting) the
 * publish fails: the runner logs it and goes on projecting, rather than treating a committed batch as failed and
 * pausing after every batch until the bus is back.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { cloneTestPglite } from '@stint/shared/infra/testing/test-databases';
import { checkpointName } from './projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { counterStream } from '@stint/shared/testing/testing.streams';

class UnreachableBus extends MemoryBus {
  attempts = 0;
  override async publish(): Promise<void> {
    this.attempts++;
    throw new Error('Connection is closed.');
  }
}

describe('ProjectorRunner while the bus is unavailable', () => {
  it('keeps projecting every batch without the retry pause', async () => {
    const sql = await cloneTestPglite();
    const eventStore = await SqlEventStore.open(sql);
    const readStore = await SqlReadStore.open(sql);
    const stream = counterStream(randomUUID());
    for (let round = 0; round < 10; round++) {
      await eventStore.append(
        stream,
        [
          {
            id: randomUUID(),
            type: 'Counted',
            data: { amount: 1 },
            metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
          },
        ],
        { expectedRevision: 'any' },
      );
    }
    const bus = new UnreachableBus();
    const runner = countingRunner({
      eventStore,
      readStore,
      bus,
      batchSize: 2,
      // A failed batch would wait this long before resuming: five of them would not fit in the test's time.
      retryDelayMs: 60_000,
    });
    await runner.start();
    await runner.caughtUp();
    expect(await readStore.getCheckpoint(checkpointName(countingProjection))).toBe(await eventStore.headPosition());
    expect(await readStore.collection(countsCollection).get(stream)).toMatchObject({ events: 10, sum: 10 });
    expect(bus.attempts).toBeGreaterThanOrEqual(5);
    await runner.stop();
    await sql.close();
  });
});
