/**
 * Sign-in and password-reset throttling (issue 14).
 *
 * Every attempt is counted before the password is checked, with one atomic increment per key (a Lua script in
 * Redis, a synchronous update in memory), and refused once the count is past its limit: so N guesses sent at once
 * get at most `limit` password checks, however they interleave. Checking first and counting after the verify, the
 * obvious way, lets every guess that arrives while the first ones are being verified through.
 *
 * Counts are kept per account and client address together: failures lock the account only for the address they
 * came from, so nobody can lock the owner out from the owner's own address. A second, higher cap per address
 * across all accounts holds back one address trying many accounts (credential stuffing). The client address is
 * `req.ip` (TRUST_PROXY), IPv6 grouped by /56 as the contact form's limit does, so one host cannot walk its own
 * prefix to get round either count.
 *
 * Counts live in express-rate-limit's stores — Redis when REDIS_URL is set (shared by every api node), in memory
 * otherwise — in fixed windows of LOGIN_LOCK_MINUTES from a key's first count.
 */
import type { Request } from 'express';
import { ipKeyGenerator, MemoryStore, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { RateLimitedError } from '@stint/shared';

export type LoginThrottleOptions = {
  /** Sign-in attempts from one address across all accounts in a window (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  maxPerAddress: number;
  windowMs: number;
  redisUrl?: string;
  prefix?: string;
};

/** One count to take: refused once it goes past `max` in its window. */
export type ThrottleCount = { key: string; max: number };

const signInRefusal = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * rate-limit-redis's decrement is a bare DECR: on a key whose window has just ended it would leave a -1 that never
 * expires. This takes one off only while the window is still running.
 */
const DECREMENT_WITHIN_WINDOW = `if redis.call('PTTL', KEYS[1]) > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

/** The client's address as the throttles count it: `req.ip`, an IPv6 client by its /56. */
export function clientAddress(req: Pick<Request, 'ip'>): string {
  return ipKeyGenerator(req.ip ?? 'unknown', 56);
}

export class LoginThrottle {
  private readonly store: Store;
  private readonly redis: Redis | null = null;
  private readonly redisPrefix: string;
  private memoryTurn: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LoginThrottleOptions) {
    this.redisPrefix = `${options.prefix ?? 'stint'}:login-failures:`;
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      // Without a listener ioredis prints "Unhandled error event" on every failed reconnect; a command that fails
      // while Redis is away becomes a 503 (http/errors.ts).
      redis.on('error', () => {});
      this.redis = redis;
      this.store = new RedisStore({
        prefix: this.redisPrefix,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
      });
    } else {
      this.store = new MemoryStore();
    }
    this.store.init?.({ windowMs: options.windowMs } as never);
  }

  /**
   * Counts a sign-in attempt for the account from the address, before its password is checked, and throws 429
   * once the account has had more than `maxPerAccount` attempts from this address (the admins' max login
   * attempts) or the address more than the per-address cap across all accounts. A refused attempt is not checked.
   */
  async attempt(account: string, address: string, maxPerAccount: number): Promise<void> {
    await this.take(
      [
        { key: `${account}:ip:${address}`, max: maxPerAccount },
        { key: `ip:${address}`, max: this.options.maxPerAddress },
      ],
      signInRefusal,
    );
  }

  /**
   * The password was right: the account's count from this address starts again, and this attempt no longer counts
   * against the address, whose cap is for failures (a campus behind one address signs in all day).
   */
  async succeed(account: string, address: string): Promise<void> {
    await Promise.all([this.store.resetKey(`${account}:ip:${address}`), this.decrement(`ip:${address}`)]);
  }

  /** Lifts the account's lock for this address (a password reset proved the mailbox from it). */
  async lift(account: string, address: string): Promise<void> {
    await this.store.resetKey(`${account}:ip:${address}`);
  }

  /**
   * Counts one request against each key, in order, and throws 429 at the first that went past its `max` in the
   * window (later keys are then not counted): for requests that cost something whether or not they succeed, such
   * as a reset mail (forgot-password).
   */
  async take(counts: ThrottleCount[], message: (minutes: number) => string): Promise<void> {
    for (const { key, max } of counts) {
      const { totalHits, resetTime } = await this.increment(key);
      if (totalHits > max) throw new RateLimitedError(message(minutesUntil(resetTime)));
    }
  }

  async close(): Promise<void> {
    if (this.store instanceof MemoryStore) this.store.shutdown();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }

  /**
   * The count right after this increment. Redis answers with it. MemoryStore hands back its live record, in which
   * requests resumed in the same tick (all waiting on one settings read, say) would go on counting before this one
   * reads it, and a burst would all see the last count and all be refused: its increments take turns instead.
   */
  private increment(key: string): Promise<{ totalHits: number; resetTime: Date | undefined }> {
    const count = async () => {
      const { totalHits, resetTime } = await this.store.increment(key);
      return { totalHits, resetTime };
    };
    if (this.redis) return count();
    const counted = this.memoryTurn.then(count);
    this.memoryTurn = counted.catch(() => undefined);
    return counted;
  }

  private async decrement(key: string): Promise<void> {
    if (this.redis) await this.redis.eval(DECREMENT_WITHIN_WINDOW, 1, `${this.redisPrefix}${key}`);
    else await this.store.decrement(key);
  }
}

function minutesUntil(resetTime: Date | undefined): number {
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));
}
