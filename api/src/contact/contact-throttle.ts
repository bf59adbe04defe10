/**
 * Contact-form rate limit: at most `max` messages per client IP in each window, then 429 until the window passes.
 * Counts live in express-rate-limit's stores, as the login throttle's do — Redis when REDIS_URL is set (shared by
 * every api node), in memory otherwise.
 */
import type { EventEmitter } from 'node:events';
import type { Request } from 'express';
import { ipKeyGenerator, MemoryStore, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { RateLimitedError } from '@stint/shared';
import { CONTACT_RATE_LIMITED_MESSAGE } from '@stint/shared/contact/contact.constants';
import type { ApiDeps } from '../platform/api-deps';

export type ContactThrottleOptions = { max: number; windowMs: number; redisUrl?: string; prefix?: string };

export class ContactThrottle {
  private readonly store: Store;
  private readonly redis: Redis | null = null;

  constructor(private readonly options: ContactThrottleOptions) {
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
      // Without a listener ioredis prints "Unhandled error event" on every failed reconnect; a command that fails
      // while Redis is away becomes a 503 (http/errors.ts).
      redis.on('error', () => {});
      this.redis = redis;
      this.store = new RedisStore({
        prefix: `${options.prefix ?? 'stint'}:contact-messages:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
      });
    } else {
      this.store = new MemoryStore();
    }
    this.store.init?.({ windowMs: options.windowMs } as never);
  }

  /**
   * Counts one message from this client; throws 429 (with Retry-After) once the window's allowance is used up.
   * IPv6 clients are grouped by /56, so one host cannot walk its own prefix to get round the limit.
   */
  async hit(req: Request): Promise<void> {
    const key = `ip:${ipKeyGenerator(req.ip ?? 'unknown', 56)}`;
    const { totalHits, resetTime } = await this.store.increment(key);
    if (totalHits <= this.options.max) return;
    const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
    req.res?.setHeader('Retry-After', String(seconds));
    throw new RateLimitedError(CONTACT_RATE_LIMITED_MESSAGE);
  }

  async close(): Promise<void> {
    if (this.store instanceof MemoryStore) this.store.shutdown();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

const throttles = new WeakMap<ApiDeps, ContactThrottle>();

/**
 * The server's throttle, made on first use from its configuration. It lives as long as the HTTP server that
 * received the request: closing that server closes the throttle (and its Redis connection).
 */
export function contactThrottleFor(deps: ApiDeps, req: Request): ContactThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    const { config } = deps.platform;
    const created = new ContactThrottle({
      max: config.CONTACT_MAX_MESSAGES,
      windowMs: config.CONTACT_WINDOW_MINUTES * 60_000,
      redisUrl: config.REDIS_URL,
      prefix: config.QUEUE_PREFIX,
    });
    throttles.set(deps, created);
    const server = (req.socket as { server?: EventEmitter }).server;
    server?.once('close', () => void created.close());
    throttle = created;
  }
  return throttle;
}
