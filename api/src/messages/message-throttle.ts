/**
 * Message rate limit (issue 17): at most `max` messages per person in each window, then 429 until it passes. Counts
 * live in express-rate-limit's stores, as the contact form's and the login throttle's do — Redis when REDIS_URL is set
 * (shared by every api node), in memory otherwise.
 */
import type { EventEmitter } from 'node:events';
import type { Request } from 'express';
import { MemoryStore, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { RateLimitedError } from '@stint/shared';
import { MESSAGE_RATE_LIMITED_MESSAGE } from '@stint/shared/messages/messages.constants';
import type { ApiDeps } from '../platform/api-deps';

export type MessageThrottleOptions = { max: number; windowMs: number; redisUrl?: string; prefix?: string };

export class MessageThrottle {
  private readonly store: Store;
  private readonly redis: Redis | null = null;

  constructor(private readonly options: MessageThrottleOptions) {
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
      // Without a listener ioredis prints "Unhandled error event" on every failed reconnect; a command that fails
      // while Redis is away becomes a 503 (http/errors.ts).
      redis.on('error', () => {});
      this.redis = redis;
      this.store = new RedisStore({
        prefix: `${options.prefix ?? 'stint'}:thread-messages:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
      });
    } else {
      this.store = new MemoryStore();
    }
    this.store.init?.({ windowMs: options.windowMs } as never);
  }

  /** Counts one message of this person; throws 429 (with Retry-After) once the window's allowance is used up. */
  async hit(req: Request, userId: string): Promise<void> {
    const { totalHits, resetTime } = await this.store.increment(`user:${userId}`);
    if (totalHits <= this.options.max) return;
    const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
    req.res?.setHeader('Retry-After', String(seconds));
    throw new RateLimitedError(MESSAGE_RATE_LIMITED_MESSAGE);
  }

  async close(): Promise<void> {
    if (this.store instanceof MemoryStore) this.store.shutdown();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

const throttles = new WeakMap<ApiDeps, MessageThrottle>();

/** The server's throttle, made on first use from its configuration and closed with the HTTP server. */
export function messageThrottleFor(deps: ApiDeps, req: Request): MessageThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    const { config } = deps.platform;
    const created = new MessageThrottle({
      max: config.MESSAGES_MAX_PER_WINDOW,
      windowMs: config.MESSAGES_WINDOW_SECONDS * 1000,
      redisUrl: config.REDIS_URL,
      prefix: config.QUEUE_PREFIX,
    });
    throttles.set(deps, created);
    // The demo data calls routes without a socket: its throttle lives as long as the process.
    const server = (req.socket as { server?: EventEmitter } | undefined)?.server;
    server?.once('close', () => void created.close());
    throttle = created;
  }
  return throttle;
}
