import type { Logger } from 'pino';
import type { Bus } from './bus.port';
import { MemoryBus } from './memory-bus';
import { RedisBus } from './redis-bus';

export type { Bus } from './bus.port';
export { MemoryBus } from './memory-bus';
export { RedisBus } from './redis-bus';

/**
 * Redis when REDIS_URL is set (processes may be separate), otherwise in-process (embedded profile). `namespace`
 * (QUEUE_PREFIX) prefixes the Redis channels.
 */
export async function openBus(redisUrl?: string, options: { logger?: Logger; namespace?: string } = {}): Promise<Bus> {
  return redisUrl ? RedisBus.open(redisUrl, options) : new MemoryBus(options);
}
