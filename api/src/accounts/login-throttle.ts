/**
 * Login throttling (issue: accounts): after `maxFailures` failed sign-ins for one account, or from one IP,
 * further attempts get 429 until the window passes. `limit` caps other requests the same way (forgot-password). Counts live in express-rate-limit's stores — Redis when
 * REDIS_URL is set (shared by every api node), in memory otherwise.
 */
import { MemoryStore, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { RateLimitedError } from '@stint/shared';

export type LoginThrottleOptions = { maxFailures: number; windowMs: number; redisUrl?: string; prefix?: string };

export class LoginThrottle {
  private readonly store: Store;
  private readonly redis: Redis | null = null;

  constructor(private readonly options: LoginThrottleOptions) {
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      // Without a listener ioredis prints "Unhandled error event" on every failed reconnect; a command that fails
      // while Redis is away becomes a 503 (http/errors.ts).
      redis.on('error', () => {});
      this.redis = redis;
      this.store = new RedisStore({
        prefix: `${options.prefix ?? 'stint'}:login-failures:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
      });
    } else {
      this.store = new MemoryStore();
    }
    this.store.init?.({ windowMs: options.windowMs } as never);
  }

  /**
   * Throws 429 when any of the keys (account, IP) has used up its failures: `maxFailures`, the admins' max login
   * attempts (system settings) where one is set, else the configured number.
   */
  async check(keys: string[], maxFailures: number = this.options.maxFailures): Promise<void> {
    for (const key of keys) {
      const info = await this.store.get?.(key);
      if (info && info.totalHits >= maxFailures) {
        const minutes = minutesUntil(info.resetTime);
        throw new RateLimitedError(
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  }

  /**
   * Counts one request against each key and throws 429 once any of them went past `max` in the window: for
   * requests that cost something whether or not they succeed, such as a reset mail (forgot-password).
   */
  async limit(keys: string[], max: number, message: (minutes: number) => string): Promise<void> {
    const counts = await Promise.all(keys.map((key) => this.store.increment(key)));
    const over = counts.find((info) => info.totalHits > max);
    if (over) throw new RateLimitedError(message(minutesUntil(over.resetTime)));
  }

  async fail(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.increment(key)));
  }

  /** A successful sign-in clears the account's count (not the IP's). */
  async succeed(accountKey: string): Promise<void> {
    await this.store.resetKey(accountKey);
  }

  async close(): Promise<void> {
    if (this.store instanceof MemoryStore) this.store.shutdown();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

function minutesUntil(resetTime: Date | undefined): number {
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));
}
