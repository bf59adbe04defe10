/**
 * The pool's sharing, on in-process leases and membership (a shared registry plays the Redis every process sees):
 * members split the works floor/ceiling, a newcomer gets its share handed over, a member that dies (its store calls
 * failing, as after a SIGKILL) loses its works to the others within the ttl plus a heartbeat and a retry, and a
 * member that stops hands its works over at once. Every work is run by one member at a time throughout.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { LeasePool } from './lease-pool';
import { LocalLease, LocalLeaseRegistry } from './local-lease';
import { LocalMembership, LocalMembershipRegistry } from './membership';

const logger = pino({ level: 'silent' });
const TTL_MS = 600;
const RETRY_MS = 25;
const WORKS = ['a', 'b', 'c', 'd'];

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('LeasePool', () => {
  const leases = new LocalLeaseRegistry();
  const members = new LocalMembershipRegistry();
  /** Who runs each work now (by member name); a second runner at once is recorded as an overlap. */
  const running = new Map<string, string>();
  const overlaps: string[] = [];
  const pools: LeasePool[] = [];

  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.stop()));
    running.clear();
    overlaps.length = 0;
  });

  function member(name: string, key: string) {
    const membership = new LocalMembership(key, TTL_MS, members);
    const memberLeases = WORKS.map((work) => new LocalLease(`${key}:${work}`, TTL_MS, leases));
    const pool = new LeasePool({
      membership,
      logger,
      retryMs: RETRY_MS,
      works: WORKS.map((work, index) => ({
        name: work,
        lease: memberLeases[index]!,
        onAcquired() {
          if (running.has(work)) overlaps.push(`${work}: ${running.get(work)} and ${name}`);
          running.set(work, name);
        },
        onLost() {
          if (running.get(work) === name) running.delete(work);
        },
      })),
    });
    pools.push(pool);
    pool.start();
    return {
      pool,
      /** Every later call to its stores fails, as when the process is killed: its works are left to expire. */
      kill() {
        membership.sever();
        for (const lease of memberLeases) lease.sever();
      },
    };
  }

  const counts = () => [...new Set(running.values())].map((name) => [...running.values()].filter((n) => n === name));
  const shares = (...named: Array<ReturnType<typeof member>>) => named.map((m) => m.pool.held().length).sort();

  it('shares the works floor/ceiling among the members, handing some to each newcomer', async () => {
    const key = `pool-${Math.random()}`;
    const one = member('one', key);
    await until(() => one.pool.held().length === 4, 2000, 'the first member to hold every work');
    const two = member('two', key);
    await until(() => two.pool.held().length === 2 && one.pool.held().length === 2, 2000, 'a split in two');
    const three = member('three', key);
    await until(() => shares(one, two, three).join() === '1,1,2', 2000, 'a split in three');
    expect([...running.keys()].sort()).toEqual(WORKS);
    expect(
      counts()
        .map((held) => held.length)
        .sort(),
    ).toEqual([1, 1, 2]);
    expect(overlaps).toEqual([]);
  });

  it('gives a dead member’s works to the others within the ttl, a heartbeat and a retry', async () => {
    const key = `pool-${Math.random()}`;
    const [one, two, three] = ['one', 'two', 'three'].map((name) => member(name, key));
    await until(() => shares(one!, two!, three!).join() === '1,1,2', 2000, 'a split in three');
    const victim = [one!, two!, three!].find((m) => m.pool.held().length === 2)!;
    const survivors = [one!, two!, three!].filter((m) => m !== victim);
    const killedAt = performance.now();
    victim.kill();
    await until(() => survivors.every((m) => m.pool.held().length === 2), 3000, 'the survivors to hold every work');
    expect(performance.now() - killedAt).toBeLessThan(TTL_MS + TTL_MS / 6 + RETRY_MS + 500);
    // The victim stepped down by its own deadline (its renews failed), so nobody ran a work twice at once.
    expect(victim.pool.held()).toEqual([]);
    expect(overlaps).toEqual([]);
  });

  it('hands its works over at once when a member stops', async () => {
    const key = `pool-${Math.random()}`;
    const one = member('one', key);
    const two = member('two', key);
    await until(() => shares(one, two).join() === '2,2', 2000, 'a split in two');
    const stoppedAt = performance.now();
    await one.pool.stop();
    await until(() => two.pool.held().length === 4, 2000, 'the other to hold every work');
    // It left the pool and released its leases: no waiting for its entry or its leases to expire.
    expect(performance.now() - stoppedAt).toBeLessThan(TTL_MS / 2);
    expect(overlaps).toEqual([]);
  });

  it('computes a share from the sorted members', () => {
    expect([...LeasePool.shareOf(WORKS, ['m1', 'm2', 'm3'], 'm1')]).toEqual(['a', 'd']);
    expect([...LeasePool.shareOf(WORKS, ['m1', 'm2', 'm3'], 'm3')]).toEqual(['c']);
    expect([...LeasePool.shareOf(WORKS, ['m1'], 'm1')]).toEqual(WORKS);
    expect([...LeasePool.shareOf(WORKS, ['m1', 'm2'], 'm9')]).toEqual([]);
  });
});
