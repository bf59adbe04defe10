/** Projection lag as /metrics reports it: events behind the head, and the age of the oldest one not applied. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointName } from '@stint/projector';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { openTestPlatform, profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { measureProjectionLag } from './metrics';

describe.each<TestProfile>(['embedded', 'server'])('projection lag (%s profile)', (profile) => {
  const skip = announceSkip(`projection lag (${profile})`, profileSkipReason(profile));
  let platform: Awaited<ReturnType<typeof openTestPlatform>>;

  beforeAll(async () => {
    if (!skip) platform = await openTestPlatform(profile);
  });
  afterAll(async () => {
    await platform?.dispose();
  });

  it.skipIf(skip)('counts the events past each checkpoint and dates the oldest of them', async () => {
    const ahead = { name: `lag-ahead-${randomUUID().slice(0, 6)}`, version: 1 };
    const behind = { name: `lag-behind-${randomUUID().slice(0, 6)}`, version: 1 };
    const never = { name: `lag-never-${randomUUID().slice(0, 6)}`, version: 1 };
    const positions: bigint[] = [];
    const streams = [0, 1, 2].map(() => `lagtest-${randomUUID()}`);
    for (const [i, stream] of streams.entries()) {
      const result = await platform.eventStore.append(
        stream,
        [
          {
            id: randomUUID(),
            type: 'LagProbed',
            data: { i },
            metadata: { correlationId: 'c', causationId: 'c', actor: null, at: new Date().toISOString() },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      positions.push(result.position);
    }
    const [first, second, head] = positions as [bigint, bigint, bigint];
    const secondEvent = (await platform.eventStore.readStream(streams[1]!))[0]!;
    expect(secondEvent.position).toBe(second);
    await platform.readStore.setCheckpoint(checkpointName(ahead), head);
    await platform.readStore.setCheckpoint(checkpointName(behind), first);

    const now = secondEvent.recordedAt.getTime() + 5000;
    const lag = await measureProjectionLag(platform, { projections: [ahead, behind, never], checkpointName }, now);
    expect(lag[0]).toEqual({ projection: ahead.name, events: 0, seconds: 0 });
    expect(lag[1]).toEqual({ projection: behind.name, events: Number(head - first), seconds: 5 });
    expect(lag[2]!.events).toBe(Number(head));
    expect(lag[2]!.seconds).toBeGreaterThanOrEqual(5);
  });
});
