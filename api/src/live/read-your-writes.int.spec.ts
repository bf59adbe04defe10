/**
 * Read-your-writes with a projector group behind (docs/architecture.md §Projections): a command waits for the
 * projections that apply its events, so a group that is not projecting — its process killed, its lease not yet taken
 * over — holds up only the commands whose events it applies; the others answer as soon as their own projections have
 * caught up, and what they wrote is there to read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { defineProjection } from '@stint/projector/runtime/projection';

const WAIT_MS = 3000;

/** A projection of another group that never gets past anything here. */
const lagging = (handles: string[]) =>
  defineProjection({ name: 'lagging-group', version: 1, collections: [], handles, async apply() {} });

describe('a command waits for the projections its events change', () => {
  let api: TestApi | null = null;
  afterEach(async () => {
    await api?.close();
    api = null;
  });

  const sendPing = async (note: string) => {
    const user = api!.user('student');
    const started = performance.now();
    const answer = await api!.post('/test/pings', { note }, await user.token(), { 'idempotency-key': note });
    return { answer, ms: performance.now() - started, user };
  };

  it('answers without waiting for a group that is behind but applies none of its events', async () => {
    api = await startTestApi('embedded', {
      lagging: [lagging(['InternshipBookmarked'])],
      env: { CONSISTENCY_WAIT_MS: String(WAIT_MS) },
    });
    const { answer, ms, user } = await sendPing('read-your-writes-a');
    expect(answer.status).toBe(201);
    expect(ms).toBeLessThan(WAIT_MS / 2);
    const ping = await api.platform.readStore.collection({ name: 'test_pings', indexes: ['by'] }).find({ by: user.id });
    expect(ping.map((doc) => doc.note)).toEqual(['read-your-writes-a']);
  });

  it('waits, bounded, for a group that is behind and applies its events', async () => {
    api = await startTestApi('embedded', {
      lagging: [lagging(['PingSent'])],
      env: { CONSISTENCY_WAIT_MS: String(WAIT_MS) },
    });
    const { answer, ms } = await sendPing('read-your-writes-b');
    expect(answer.status).toBe(201);
    expect(ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
  });
});
