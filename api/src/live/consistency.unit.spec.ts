/**
 * Read-your-writes with projector groups: several runners report progress for their own projections, and a command
 * waits until the lowest of those that apply its events has passed its position — not until the first runner that
 * happens to be ahead, and not for a runner whose projections its events do not change.
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
  /** Projections by name; each handles the event type named after it (`users` handles `users-event`) and `Shared`. */
  const start = async (projections: string[], initial: bigint | null = null) => {
    const waiter = new ConsistencyWaiter(
      bus,
      5_000,
      projections.map((name) => ({ name, handles: [`${name}-event`, 'Shared'] })),
    );
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

  const appended = (position: bigint | null, ...types: string[]) => ({
    position,
    events: types.map((type) => ({ type })),
  });

  it("waits only for the projections that apply the command's events", async () => {
    const waiter = await start(['users', 'applications', 'notifications']);
    let reached: boolean | null = null;
    void waiter.settle([appended(10n, 'users-event', 'applications-event')]).then((result) => (reached = result));
    await progress(12, ['users']);
    await progress(3, ['notifications']);
    await settle();
    expect(reached).toBeNull();
    await progress(10, ['applications']);
    await settle();
    // Notifications is far behind, and the read models its events change have caught up all the same.
    expect(reached).toBe(true);
    expect(waiter.position).toBe(3n);
  });

  it('waits for every append of a command, each for the projections that apply it', async () => {
    const waiter = await start(['users', 'applications']);
    let reached: boolean | null = null;
    void waiter.settle([appended(5n, 'users-event'), appended(9n, 'applications-event')]).then((r) => (reached = r));
    await progress(9, ['users']);
    await progress(8, ['applications']);
    await settle();
    expect(reached).toBeNull();
    await progress(9, ['applications']);
    await settle();
    expect(reached).toBe(true);
  });

  it('answers at once for events no projection applies, and for an append that wrote nothing', async () => {
    const waiter = await start(['users']);
    expect(await waiter.settle([appended(7n, 'Unprojected')])).toBe(true);
    expect(await waiter.settle([appended(null, 'users-event')])).toBe(true);
    expect(await waiter.settle([])).toBe(true);
  });

  it('an event several projections apply waits for the lowest of them', async () => {
    const waiter = await start(['users', 'notifications']);
    let reached: boolean | null = null;
    void waiter.settle([appended(4n, 'Shared')]).then((result) => (reached = result));
    await progress(4, ['users']);
    await settle();
    expect(reached).toBeNull();
    await progress(4);
    await settle();
    expect(reached).toBe(true);
  });

  it('a scoped wait runs out like any other', async () => {
    const waiter = new ConsistencyWaiter(bus, 20, [{ name: 'users', handles: ['users-event'] }]);
    waiters.push(waiter);
    await waiter.start(null);
    await progress(2, ['users']);
    await settle();
    expect(await waiter.settle([appended(1n, 'users-event'), appended(3n, 'users-event')])).toBe(false);
  });

  it('without a list of projections, a command waits for every projection heard of', async () => {
    const waiter = new ConsistencyWaiter(bus, 5_000);
    waiters.push(waiter);
    await waiter.start(null);
    await progress(4, ['users', 'notifications']);
    let reached: boolean | null = null;
    void waiter.settle([appended(6n, 'users-event')]).then((result) => (reached = result));
    await progress(6, ['users']);
    await settle();
    expect(reached).toBeNull();
    await progress(6, ['notifications']);
    await settle();
    expect(reached).toBe(true);
  });
});
