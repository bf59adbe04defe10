import type { Config } from '../config';
import type { Logger } from '../logger';
import { leaseKey, type Lease } from './lease.port';
import { LocalLease } from './local-lease';
import { LocalMembership, membershipKey, RedisMembership, type Membership } from './membership';
import { RedisLease } from './redis-lease';

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
