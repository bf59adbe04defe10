/**
 * The Lease contract, driven through the LeaseKeeper and run against every adapter (lease.int.spec.ts).
 * Keys are random per test because the Redis server is shared by every test file of the run. The ttl is
 * short so takeovers are quick, but long enough that a loaded machine does not lose a lease by accident.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { announceSkip } from '../testing/test-databases';
import { LeaseKeeper, type LeaseLossReason } from './lease-keeper';
import type { Lease } from './lease.port';

export type LeaseUnderTest = {
  /** A new contender for `key`; contenders stand for separate processes. */
  contender(key: string, ttlMs: number): Lease;
  /** Puts another token in the store under `key`, as a holder that took over behind our back would. */
  steal(key: string, token: string, ttlMs: number): Promise<void>;
  /** Deletes `key` in the store. */
  expire(key: string): Promise<void>;
  /** Makes the store unreachable for this contender only. */
  cut(lease: Lease): void;
  /** A contender whose store is unreachable from the start (Redis: a closed port). */
  unreachable(key: string, ttlMs: number): Lease;
};

const TTL_MS = 1200;
const RETRY_MS = 100;
const logger = pino({ level: 'silent' });

type Transition = { at: number; what: 'acquired' | 'standby' | `lost:${LeaseLossReason}` };

/** A keeper whose work only records what happened and when. */
function contend(lease: Lease, name: string, options: { failToStart?: number } = {}) {
  const log: Transition[] = [];
  let failures = options.failToStart ?? 0;
  const keeper = new LeaseKeeper({
    lease,
    logger,
    retryMs: RETRY_MS,
    onAcquired() {
      log.push({ at: performance.now(), what: 'acquired' });
      if (failures > 0) {
        failures--;
        throw new Error(`${name} cannot start`);
      }
    },
    onLost(reason) {
      log.push({ at: performance.now(), what: `lost:${reason}` });
    },
    onStandby() {
      log.push({ at: performance.now(), what: 'standby' });
    },
  });
  return {
    name,
    lease,
    keeper,
    log,
    count: (what: Transition['what']) => log.filter((entry) => entry.what === what).length,
    first: (what: Transition['what'], after = 0) => log.find((entry) => entry.what === what && entry.at >= after),
  };
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function describeLeaseContract(label: string, skipReason: string | null, target: () => LeaseUnderTest): void {
  describe.skipIf(announceSkip(`Lease contract (${label})`, skipReason))(`Lease contract: ${label}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const keyName = () => `test:lease:${randomBytes(6).toString('hex')}`;
    const start = (key: string, name: string, options?: { failToStart?: number }) => {
      const lease = target().contender(key, TTL_MS);
      const contender = contend(lease, name, options);
      cleanups.push(async () => {
        await contender.keeper.stop();
        await lease.close();
      });
      contender.keeper.start();
      return contender;
    };

    it('gives the lease to exactly one of several contenders; the others stand by', async () => {
      const key = keyName();
      const contenders = ['a', 'b', 'c'].map((name) => start(key, name));
      await until(() => contenders.some((c) => c.keeper.isHolder), 3000, 'a holder');
      // Several retry rounds of the standbys: none of them may acquire meanwhile.
      await pause(RETRY_MS * 5);
      const holders = contenders.filter((c) => c.keeper.isHolder);
      expect(holders).toHaveLength(1);
      expect(contenders.reduce((sum, c) => sum + c.count('acquired'), 0)).toBe(1);
      expect(await holders[0]!.lease.holder()).toBe(holders[0]!.lease.token);
      for (const standby of contenders.filter((c) => !c.keeper.isHolder)) {
        expect(standby.log.map((entry) => entry.what)).toEqual(['standby']);
      }
    });

    it('renews while held: the holder keeps the lease for several ttls', async () => {
      const key = keyName();
      const a = start(key, 'a');
      await until(() => a.keeper.isHolder, 3000, 'a to hold');
      const b = start(key, 'b');
      await until(() => b.count('standby') === 1, 3000, 'b to stand by');
      await pause(TTL_MS * 2.5);
      expect(a.keeper.isHolder).toBe(true);
      expect(a.log.map((entry) => entry.what)).toEqual(['acquired']);
      expect(b.count('acquired')).toBe(0);
      expect(await b.lease.holder()).toBe(a.lease.token);
    });

    it('hands over at once on release: the standby acquires within its retry interval', async () => {
      const key = keyName();
      const a = start(key, 'a');
      await until(() => a.keeper.isHolder, 3000, 'a to hold');
      const b = start(key, 'b');
      await until(() => b.count('standby') === 1, 3000, 'b to stand by');
      const stoppedAt = performance.now();
      await a.keeper.stop();
      await until(() => b.keeper.isHolder, TTL_MS, 'b to take over');
      const handover = b.first('acquired')!.at - stoppedAt;
      expect(a.first('lost:stopping')!.at).toBeLessThan(b.first('acquired')!.at);
      // Far below a ttl: the key was deleted, not left to expire.
      expect(handover).toBeLessThan(RETRY_MS + 500);
      expect(await b.lease.holder()).toBe(b.lease.token);
    });

    it('takes over from a holder that stops renewing within ttl + retry, after the holder stepped down', async () => {
      const key = keyName();
      const a = start(key, 'a');
      await until(() => a.keeper.isHolder, 3000, 'a to hold');
      const b = start(key, 'b');
      await until(() => b.count('standby') === 1, 3000, 'b to stand by');
      const cutAt = performance.now();
      target().cut(a.lease);
      await until(() => b.keeper.isHolder, TTL_MS + RETRY_MS + 1000, 'b to take over');
      const takeover = b.first('acquired')!.at - cutAt;
      const stepDown = a.first('lost:deadline');
      expect(stepDown, JSON.stringify(a.log)).toBeDefined();
      // The old holder stopped its work by its own deadline, before the new one started.
      expect(stepDown!.at - cutAt).toBeLessThanOrEqual(TTL_MS + 200);
      expect(stepDown!.at).toBeLessThan(b.first('acquired')!.at);
      expect(takeover).toBeLessThanOrEqual(TTL_MS + RETRY_MS + 500);
      expect(a.keeper.isHolder).toBe(false);
    });

    it('notices a stolen or expired key at the next renew and steps down', async () => {
      const key = keyName();
      const a = start(key, 'a');
      await until(() => a.keeper.isHolder, 3000, 'a to hold');
      const stolenAt = performance.now();
      await target().steal(key, 'someone-else', 60_000);
      await until(() => a.count('lost:taken') === 1, TTL_MS, 'a to notice');
      expect(a.first('lost:taken')!.at - stolenAt).toBeLessThan(TTL_MS / 3 + 400);
      expect(a.keeper.isHolder).toBe(false);
      // It stands by: its release must not delete the other holder's key.
      await until(() => a.count('standby') === 1, 1000, 'a to stand by');
      await pause(RETRY_MS * 3);
      expect(await a.lease.holder()).toBe('someone-else');
      expect(a.count('acquired')).toBe(1);

      // Once that key is gone (expired, deleted), a standby acquires it again.
      await target().expire(key);
      await until(() => a.keeper.isHolder, 2000, 'a to acquire again');
      expect(await a.lease.holder()).toBe(a.lease.token);

      // Expired under it (e.g. a pause longer than the ttl): the same.
      await target().expire(key);
      await until(() => a.count('lost:taken') === 2, TTL_MS, 'a to notice again');
      await until(() => a.count('acquired') === 3, 2000, 'a to acquire once more');
    });

    it('steps down and retries when its work fails to start', async () => {
      const key = keyName();
      const a = start(key, 'a', { failToStart: 1 });
      await until(() => a.count('acquired') === 2, 3000, 'a to try again');
      expect(a.log.map((entry) => entry.what).slice(0, 4)).toEqual([
        'acquired',
        'lost:failed-to-start',
        'standby',
        'acquired',
      ]);
      expect(a.keeper.isHolder).toBe(true);
    });

    it('stands by without crashing while the store is unreachable', async () => {
      const lease = target().unreachable(keyName(), TTL_MS);
      const contender = contend(lease, 'a');
      cleanups.push(async () => {
        await contender.keeper.stop();
        await lease.close();
      });
      contender.keeper.start();
      await until(() => contender.count('standby') === 1, 3000, 'a to stand by');
      await pause(RETRY_MS * 4);
      expect(contender.keeper.isHolder).toBe(false);
      expect(contender.count('acquired')).toBe(0);
    });
  });
}
