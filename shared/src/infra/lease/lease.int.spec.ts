import { Redis } from 'ioredis';
import { pino } from 'pino';
import { redisSkipReason } from '../testing/test-databases';
import { describeLeaseContract } from './lease.contract';
import { LocalLease, LocalLeaseRegistry } from './local-lease';
import { RedisLease } from './redis-lease';

const logger = pino({ level: 'silent' });

const registry = new LocalLeaseRegistry();
describeLeaseContract('in-process', null, () => ({
  contender: (key, ttlMs) => new LocalLease(key, ttlMs, registry),
  steal: async (key, token, ttlMs) => registry.set(key, token, ttlMs),
  expire: async (key) => registry.delete(key),
  cut: (lease) => (lease as LocalLease).sever(),
  unreachable(key, ttlMs) {
    const lease = new LocalLease(key, ttlMs, registry);
    lease.sever();
    return lease;
  },
}));

const redisUrl = process.env.TEST_REDIS_URL ?? '';
async function withAdmin(run: (admin: Redis) => Promise<unknown>): Promise<void> {
  const admin = new Redis(redisUrl);
  try {
    await run(admin);
  } finally {
    await admin.quit();
  }
}

describeLeaseContract('Redis', redisSkipReason(), () => ({
  contender: (key, ttlMs) => RedisLease.open(redisUrl, { key, ttlMs, logger, connectionName: 'lease-contract' }),
  steal: (key, token, ttlMs) => withAdmin((admin) => admin.set(key, token, 'PX', ttlMs)),
  expire: (key) => withAdmin((admin) => admin.del(key)),
  // No reconnect after disconnect(): every later call fails at once, as with Redis out of reach.
  cut: (lease) => (lease as RedisLease).connection.disconnect(),
  // Port 9 (discard) on loopback is closed: connecting is refused, again and again.
  unreachable: (key, ttlMs) => RedisLease.open('redis://127.0.0.1:9', { key, ttlMs, logger }),
}));
