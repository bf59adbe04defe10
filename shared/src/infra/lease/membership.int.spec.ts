/**
 * The membership, on both adapters: each member sees itself and the others, sorted; one that leaves is gone at once;
 * one that stops heartbeating (killed) is gone once its ttl passes, while the others keep theirs by heartbeating.
 * Keys are random per test: the Redis server is shared by every test file of the run.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSkip, redisSkipReason } from '../testing/test-databases';
import { LocalMembership, LocalMembershipRegistry, RedisMembership, type Membership } from './membership';

const TTL_MS = 800;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeMembership(name: string, skipReason: string | null, open: (key: string) => Membership) {
  describe.skipIf(announceSkip(`membership on ${name}`, skipReason))(`Membership on ${name}`, () => {
    const opened: Membership[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((member) => member.close()));
    });
    const members = (count: number) => {
      const key = `test:members:${randomBytes(6).toString('hex')}`;
      const made = Array.from({ length: count }, () => open(key));
      opened.push(...made);
      return made;
    };

    it('answers every live member, sorted, to each of them', async () => {
      const [a, b, c] = members(3);
      expect(await a!.heartbeat()).toEqual([a!.token]);
      await b!.heartbeat();
      const all = [a!.token, b!.token, c!.token].sort();
      expect(await c!.heartbeat()).toEqual(all);
      expect(await a!.heartbeat()).toEqual(all);
    });

    it('drops a member that leaves at once, and one that stops heartbeating after its ttl', async () => {
      const [a, b, c] = members(3);
      for (const member of [a, b, c]) await member!.heartbeat();
      await b!.leave();
      expect(await a!.heartbeat()).toEqual([a!.token, c!.token].sort());
      // c is silent from now on; a keeps heartbeating, within its ttl.
      await pause(TTL_MS / 2);
      expect(await a!.heartbeat()).toEqual([a!.token, c!.token].sort());
      await pause(TTL_MS / 2 + 100);
      expect(await a!.heartbeat()).toEqual([a!.token]);
    });
  });
}

const registry = new LocalMembershipRegistry();
describeMembership('in-process', null, (key) => new LocalMembership(key, TTL_MS, registry));

const redisUrl = process.env.TEST_REDIS_URL ?? '';
describeMembership('Redis', redisSkipReason(), (key) =>
  RedisMembership.open(redisUrl, { key, ttlMs: TTL_MS, connectionName: 'membership-spec' }),
);
