/**
 * Shadow rebuilds (shadow-rebuild.ts) with a projection that is wrong unless each event is applied exactly once: a new
 * version builds in a shadow while the old documents serve, and a projector stopped mid-rebuild resumes the shadow from
 * its checkpoint. Both end equal to a clean rebuild, and a take-over is announced on the bus. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestPlatform, profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { channels } from '@stint/shared/infra/channels';
import { counterStream } from '@stint/shared/testing/testing.streams';
import { countingProjection, countsCollection } from '../testing/counting-projection';
import { readModelDigest } from '../testing/read-model-digest';
import { checkpointName, type Projection } from './projection';
import { ProjectorRunner } from './projector-runner';
import { resetProjection } from './reset-projection';
import { listRebuilds, shadowCheckpointName } from './shadow-rebuild';

type Platform = Awaited<ReturnType<typeof openTestPlatform>>;

/** The counting projection at `version`, a little slower per event so a rebuild lasts long enough to watch. */
const counting = (version: number): Projection => ({
  ...countingProjection,
  version,
  async apply(event, context) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await countingProjection.apply(event, context);
  },
});

async function appendHistory(platform: Platform, rounds: number): Promise<bigint> {
  const streams = Array.from({ length: 5 }, () => counterStream(randomUUID()));
  let head = 0n;
  for (let round = 0; round < rounds; round++) {
    for (const stream of streams) {
      const events = Array.from({ length: 10 }, (_, index) => ({
        id: randomUUID(),
        type: 'Counted',
        data: { amount: round * 10 + index },
        metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
      }));
      head = (await platform.eventStore.append(stream, events, { expectedRevision: 'any' })).position;
    }
  }
  return head;
}

const runnerOf = (platform: Platform, projection: Projection) =>
  new ProjectorRunner({ ...platform, projections: [projection], batchSize: 100, retryDelayMs: 50 });

const counts = (platform: Platform) => platform.readStore.collection(countsCollection).find({}, { sort: { _id: 1 } });

async function cleanDigest(platform: Platform, projection: Projection) {
  await resetProjection(platform.readStore, projection);
  const runner = runnerOf(platform, countingProjection);
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  const digest = await readModelDigest(platform.readStore, [countingProjection]);
  return digest.collections;
}

for (const profile of ['embedded', 'server'] satisfies TestProfile[]) {
  const skip = profileSkipReason(profile);
  describe.skipIf(skip)(`shadow rebuilds (${profile}${skip ? `: ${skip}` : ''})`, () => {
    let platform: Platform | undefined;
    const runners: ProjectorRunner[] = [];
    afterEach(async () => {
      for (const runner of runners.splice(0)) await runner.stop();
      await platform?.dispose();
      platform = undefined;
    });

    it('builds a new version in a shadow while the old documents serve, then takes over', async () => {
      platform = await openTestPlatform(profile);
      const head = await appendHistory(platform, 30);
      const first = runnerOf(platform, counting(1));
      await first.start();
      await first.caughtUp();
      await first.stop();
      const before = await counts(platform);
      expect(before).toHaveLength(5);

      const replaced: unknown[] = [];
      await platform.bus.subscribe(channels.readModelsReplaced, (message) => replaced.push(message));
      const second = runnerOf(platform, counting(2));
      runners.push(second);
      await second.start();
      await vi.waitFor(async () => expect(await listRebuilds(platform!.readStore)).toHaveLength(1), {
        timeout: 10_000,
        interval: 5,
      });
      let served = 0;
      for (;;) {
        const rebuilds = await listRebuilds(platform.readStore);
        // The old documents, whole, until the moment the shadow takes over.
        if (rebuilds.length === 0) break;
        expect(rebuilds).toMatchObject([{ projection: 'test-counting', version: 2, reason: 'version' }]);
        expect(await counts(platform)).toEqual(before);
        served++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(served).toBeGreaterThan(2);
      // The api's caches hear that the collections were replaced (no change notice went out per document).
      await vi.waitFor(() => expect(replaced).toEqual([{ projection: 'test-counting' }]));
      expect(await platform.readStore.getCheckpoint(checkpointName(counting(2)))).toBe(head);
      expect(await platform.readStore.getCheckpoint(checkpointName(counting(1)))).toBeNull();
      expect(await platform.readStore.getCheckpoint(shadowCheckpointName(counting(2)))).toBeNull();
      expect(await counts(platform)).toEqual(before);
      await second.stop();
      const afterTakeOver = (await readModelDigest(platform.readStore, [countingProjection])).collections;
      expect(afterTakeOver).toEqual(await cleanDigest(platform, countingProjection));
    }, 120_000);

    it('resumes a shadow from its checkpoint after the projector stops mid-rebuild', async () => {
      platform = await openTestPlatform(profile);
      const head = await appendHistory(platform, 30);
      const live = runnerOf(platform, counting(1));
      runners.push(live);
      await live.start();
      await live.caughtUp();
      const before = await counts(platform);
      expect(await live.rebuild('test-counting')).toBe(true);
      const shadow = shadowCheckpointName(countingProjection);
      const halfway = await vi.waitFor(
        async () => {
          const position = await platform!.readStore.getCheckpoint(shadow);
          expect(position).not.toBeNull();
          return position!;
        },
        { timeout: 30_000, interval: 5 },
      );
      await live.stop(); // the crash
      const stoppedAt = await platform.readStore.getCheckpoint(shadow);
      expect(stoppedAt).not.toBeNull();
      expect(stoppedAt! >= halfway && stoppedAt! < head).toBe(true);
      expect(await listRebuilds(platform.readStore)).toMatchObject([{ projection: 'test-counting', reason: 'asked' }]);
      expect(await counts(platform)).toEqual(before);

      const restarted = runnerOf(platform, counting(1));
      runners.push(restarted);
      await restarted.start();
      // Taken up where it stopped, not from the first event.
      await vi.waitFor(
        async () => {
          const [resumed] = await listRebuilds(platform!.readStore);
          expect(resumed?.measuredFrom.position).toBe(stoppedAt!.toString());
        },
        { timeout: 10_000, interval: 5 },
      );
      await vi.waitFor(async () => expect(await listRebuilds(platform!.readStore)).toEqual([]), {
        timeout: 60_000,
        interval: 20,
      });
      expect(await platform.readStore.getCheckpoint(checkpointName(countingProjection))).toBe(head);
      await restarted.stop();
      const afterTakeOver = (await readModelDigest(platform.readStore, [countingProjection])).collections;
      expect(afterTakeOver).toEqual(await cleanDigest(platform, countingProjection));
    }, 120_000);
  });
}
