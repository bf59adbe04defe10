import type { Config } from '../config';
import type { Logger } from '../logger';
import { leaseKey, type Lease } from './lease.port';
import { LocalLease } from './local-lease';
import { LocalMembership, membershipKey, RedisMembership, type Membership } from './membership';
import { RedisLease } from './redis-lease';
import { Redis } from 'ioredis';

export type { Lease } from './lease.port';
export { leaseKey } from './lease.port';
export { LeaseKeeper, type LeaseKeeperOptions, type LeaseLossReason } from './lease-keeper';
export { LocalLease, LocalLeaseRegistry } from './local-lease';
export { RedisLease } from './redis-lease';
export { LeasePool, type LeasePoolOptions, type PooledWork } from './lease-pool';
export {
  LocalMembership,
  LocalMembershipRegistry,
  membershipKey,
  RedisMembership,
  type Membership,
} from './membership';

/**
 * The lease named `name` (e.g. 'projector'): on Redis when REDIS_URL is set, so processes on several
 * machines share it; otherwise in-process, where a lone process holds it at once.
 */
export function openLease(
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  name: string,
  options: { ttlMs: number; logger: Logger },
): Lease {
  const key = leaseKey(config.QUEUE_PREFIX, name);
  return config.REDIS_URL
    ? RedisLease.open(config.REDIS_URL, { key, ttlMs: options.ttlMs, logger: options.logger, connectionName: name })
    : new LocalLease(key, options.ttlMs);
}

/**
 * The tokens (`<host>:<pid>:<random>`) holding the leases named `names` now, for the ops views; null where none does.
 * Without REDIS_URL there is no lease to share (role `all` projects without one): every answer is null. A connection
 * of its own, closed after the one read: ops pages are read rarely, and the api keeps no lease open.
 */
export async function readLeaseHolders(
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  names: readonly string[],
): Promise<Array<string | null>> {
  if (!config.REDIS_URL || names.length === 0) return names.map(() => null);
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 0, lazyConnect: true });
  connection.on('error', () => {});
  try {
    return await connection.mget(names.map((name) => leaseKey(config.QUEUE_PREFIX, name)));
  } finally {
    connection.disconnect();
  }
}

/** The members of the pool named `name` (e.g. 'projector'), on the same store as `openLease` picks. */
export function openMembership(
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>,
  name: string,
  options: { ttlMs: number },
): Membership {
  const key = membershipKey(config.QUEUE_PREFIX, name);
  return config.REDIS_URL
    ? RedisMembership.open(config.REDIS_URL, { key, ttlMs: options.ttlMs, connectionName: name })
    : new LocalMembership(key, options.ttlMs);
}
