/**
 * SIGKILL a projector process mid-batch, again and again, on PostgreSQL: because each batch commits with its
 * checkpoint, the read model after the last restart equals a clean rebuild.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { announceSkip, openTestPostgres, postgresSkipReason } from '@stint/shared/infra/testing/test-databases';
import { checkpointName } from './projection';
import { resetProjection } from './reset-projection';
import { countingProjection, countingRunner, countsCollection } from '../testing/counting-projection';
import { counterStream } from '@stint/shared/testing/testing.streams';

const fixture = fileURLToPath(new URL('../testing/crash-fixture.ts', import.meta.url));

function startFixture(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, CRASH_PG_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve(child));
    child.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
  });
}

describe.skipIf(announceSkip('projector crash test', postgresSkipReason()))(
  'projector crash recovery (PostgreSQL)',
  () => {
    it('ends equal to a clean rebuild after being SIGKILLed mid-batch several times', async () => {
      const seed = Date.now();
      const db = await openTestPostgres();
      const eventStore = await SqlEventStore.open(db.sql);
      const readStore = await SqlReadStore.open(db.sql);
      const streams = Array.from({ length: 20 }, () => counterStream(randomUUID()));
      let amount = 0;
      for (let round = 0; round < 100; round++) {
        await Promise.all(
          streams.map((stream) =>
            eventStore.append(
              stream,
              [1, 2].map(() => ({
                id: randomUUID(),
                type: 'Counted',
                data: { amount: ++amount },
                metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
              })),
              { expectedRevision: 'any' },
            ),
          ),
        );
      }
      const head = (await eventStore.headPosition())!;
      const checkpoint = () => readStore.getCheckpoint(checkpointName(countingProjection));

      let kills = 0;
      while (kills < 5) {
        const before = (await checkpoint()) ?? 0n;
        const child = await startFixture(db.url);
        // Kill once it has committed at least one more batch, a few milliseconds into the next one.
        while (((await checkpoint()) ?? 0n) <= before) await new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise((resolve) => setTimeout(resolve, (seed + kills * 7) % 40));
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        kills++;
        if ((await checkpoint()) === head) break;
      }
      expect(kills, `seed ${seed}`).toBeGreaterThanOrEqual(3);

      const last = await startFixture(db.url);
      while ((await checkpoint()) !== head) await new Promise((resolve) => setTimeout(resolve, 20));
      last.kill('SIGTERM');
      await new Promise((resolve) => last.once('exit', resolve));
      const afterCrashes = await readStore.collection(countsCollection).find({}, { sort: { _id: 1 } });

      await resetProjection(readStore, countingProjection);
      const clean = countingRunner({
        eventStore,
        readStore,
      });
      await clean.start();
      await clean.caughtUp();
      await clean.stop();
      const rebuilt = await readStore.collection(countsCollection).find({}, { sort: { _id: 1 } });

      expect(rebuilt).toHaveLength(streams.length);
      expect(rebuilt.every((doc) => doc.events === 200)).toBe(true);
      expect(afterCrashes, `seed ${seed}`).toEqual(rebuilt);
      await eventStore.close();
      await readStore.close();
      await db.drop();
    });
  },
);
