/**
 * Read-your-writes with projector groups: several runners report progress for their own projections, and a command
 * waits until the lowest of them has passed its position — not until the first runner that happens to be ahead.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { channels } from '@stint/shared/infra/channels';
import { ConsistencyWaiter } from './consistency';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConsistencyWaiter', () => {
  const bus = new MemoryBus({ logger: pino({ level: 'silent' }) });
  const waiters: ConsistencyWaiter[] = [];
  afterEach(async () => {
    await Promise.all(waiters.splice(0).map((waiter) => waiter.stop()));
  });
  const start = async (projections: string[], initial: bigint | null = null) => {
    const waiter = new ConsistencyWaiter(bus, 5_000, projections);
    waiters.push(waiter);
    await waiter.start(initial);
    return waiter;
  };
  const progress = (position: number, projections?: string[]) =>
    bus.publish(channels.progress, { position: String(position), ...(projections ? { projections } : {}) });

  it('waits until every group has passed the position', async () => {
    const waiter = await start(['users', 'applications', 'notifications']);
    let reached: boolean | null = null;
    void waiter.reach(10n).then((result) => (reached = result));
    await progress(12, ['users', 'applications']);
    await settle();
    expect(reached).toBeNull();
    expect(waiter.position).toBeNull();
    await progress(9, ['notifications']);
    await settle();
    expect(reached).toBeNull();
    expect(waiter.position).toBe(9n);
    await progress(10, ['notifications']);
    await settle();
    expect(reached).toBe(true);
    expect(waiter.position).toBe(10n);
  });

  it('counts a progress that names no projections (one runner for every projection) for all of them', async () => {
    const waiter = await start(['users', 'notifications'], 5n);
    expect(waiter.position).toBe(5n);
    await progress(7, ['users']);
    await settle();
    expect(waiter.position).toBe(5n);
    await progress(8);
    await settle();
    expect(waiter.position).toBe(8n);
    expect(await waiter.reach(8n)).toBe(true);
  });

  it('without a list of projections, waits for those it has heard of', async () => {
    const waiter = await start([]);
    await progress(4, ['users', 'notifications']);
    await settle();
    expect(waiter.position).toBe(4n);
    await progress(6, ['users']);
    await settle();
    expect(waiter.position).toBe(4n);
  });

  it('ignores progress it cannot read', async () => {
    const waiter = await start(['users']);
    await bus.publish(channels.progress, { position: 'soon', projections: ['users'] });
    await bus.publish(channels.progress, { position: '3', projections: [42, 'users'] });
    await bus.publish(channels.progress, null);
    await settle();
    expect(waiter.position).toBe(3n);
  });
});
