/**
 * The keeper's ordering of the work, on the in-process lease: a loss stops the work at once even while it
 * is still starting, and the next start waits until that stop has finished (a projector runner must never
 * run twice in one process).
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { LeaseKeeper } from './lease-keeper';
import { LocalLease, LocalLeaseRegistry } from './local-lease';

const logger = pino({ level: 'silent' });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 3000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('LeaseKeeper', () => {
  it('stops the work at once when the lease goes during a slow start, and starts again only after the stop', async () => {
    const registry = new LocalLeaseRegistry();
    const lease = new LocalLease('test:keeper', 600, registry);
    const log: string[] = [];
    const starting = deferred();
    const stopping = deferred();
    let starts = 0;
    let losses = 0;
    const keeper = new LeaseKeeper({
      lease,
      logger,
      retryMs: 20,
      async onAcquired() {
        starts++;
        log.push(`start ${starts}`);
        if (starts === 1) await starting.promise;
        log.push(`started ${starts}`);
      },
      async onLost(reason) {
        losses++;
        log.push(losses === 1 ? 'stop (first)' : `stop (${reason})`);
        if (losses === 1) await stopping.promise;
        log.push('stopped');
      },
    });
    keeper.start();
    await until(() => log.includes('start 1'));

    // Someone else holds the key; the next renew (every 200 ms) finds out while the first start still runs.
    registry.set('test:keeper', 'someone-else', 300);
    await until(() => log.includes('stop (first)'));
    expect(keeper.isHolder).toBe(false);
    expect(log).toEqual(['start 1', 'stop (first)']);

    // The other holder's key expires; the keeper may acquire again, but must not start before the stop ends.
    starting.resolve();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(log).toEqual(['start 1', 'stop (first)', 'started 1']);
    stopping.resolve();
    await until(() => log.includes('started 2'));
    expect(log).toEqual(['start 1', 'stop (first)', 'started 1', 'stopped', 'start 2', 'started 2']);
    expect(keeper.isHolder).toBe(true);

    await keeper.stop();
    expect(log.at(-2)).toBe('stop (stopping)');
    expect(await lease.holder()).toBeNull();
  });
});
