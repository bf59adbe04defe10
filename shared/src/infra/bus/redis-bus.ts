import { Redis, type RedisOptions } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Bus } from './bus.port';
import { deliverMessage, encodeMessage } from './memory-bus';

type Handler = (message: unknown) => void;

/** How long a publish may wait for Redis's answer before it fails (see the class comment). */
export const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Redis pub/sub. A connection in subscriber mode can run no other command, hence two connections: one to
 * publish, one to subscribe, shared by all the subscriptions of this process (Redis fans out per
 * connection, we fan out per handler).
 *
 * Pub/sub is at-most-once: a message published while the subscriber is reconnecting is lost. That is fine
 * for what travels here (change notices are hints; clients revalidate on reconnect), and ioredis
 * re-subscribes every channel by itself after a reconnect (`autoResubscribe`, on by default), which the
 * contract suite checks by killing the subscriber connection.
 *
 * Publishing never waits for Redis to come back: while the publisher is not connected a publish rejects at once
 * (no offline queue), and one Redis does not answer within `PUBLISH_TIMEOUT_MS` rejects too. A queued notice would
 * be delivered after the outage at best (to subscribers that may not have subscribed again yet) and would hold
 * its publisher for as long as Redis is away; the projector commits to the read store and must not stall behind
 * the bus, and /readyz must say "not ready" rather than hang.
 */
export class RedisBus implements Bus {
  readonly kind = 'redis' as const;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly logger: Logger;
  private closed = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    logger: Logger,
    private readonly namespace: string,
  ) {
    this.logger = logger;
    subscriber.on('message', (channel: string, json: string) => {
      // A copy: a handler that unsubscribes while we iterate must not skip its neighbour.
      for (const handler of [...(this.handlers.get(channel) ?? [])]) deliverMessage(handler, json, channel, logger);
    });
  }

  /** Resolves once Redis answers, so a wrong REDIS_URL fails at boot rather than at the first notice. */
  static async open(
    url: string,
    options: { logger?: Logger; connectionName?: string; namespace?: string } = {},
  ): Promise<RedisBus> {
    const logger = (options.logger ?? pino()).child({ module: 'bus' });
    const connect = (role: string, extra: RedisOptions) => {
      const redis = new Redis(url, {
        connectionName: `${options.connectionName ?? 'stint'}:bus:${role}`,
        lazyConnect: true,
        ...extra,
      });
      // Without a listener ioredis prints "Unhandled error event" on every failed reconnect attempt.
      redis.on('error', (error: Error) => logger.warn({ err: error, role }, 'redis bus connection error'));
      return redis;
    };
    const publisher = connect('pub', { enableOfflineQueue: false, commandTimeout: PUBLISH_TIMEOUT_MS });
    // The subscriber keeps its offline queue: SUBSCRIBE sent while reconnecting goes out once it is back.
    const subscriber = connect('sub', {});
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await Promise.all([publisher.ping(), subscriber.ping()]);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBus(publisher, subscriber, logger, options.namespace ?? 'stint');
  }

  /** The Redis channel of a bus channel: `<namespace>:<channel>` (the namespace is QUEUE_PREFIX). */
  private key(channel: string): string {
    return `${this.namespace}:${channel}`;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('RedisBus is closed');
    await this.publisher.publish(this.key(channel), encodeMessage(message));
  }

  async subscribe(name: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('RedisBus is closed');
    const channel = this.key(name);
    // Wrapped so the same function subscribed twice is two subscriptions, each removable on its own.
    const handler: Handler = (message) => onMessage(message);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    // Sent every time (SUBSCRIBE is idempotent): commands on one connection run in order, so racing with the
    // last unsubscribe of the channel (UNSUBSCRIBE sent synchronously before this) still ends subscribed.
    // ioredis resolves when Redis acknowledges the subscription.
    try {
      await this.subscriber.subscribe(channel);
    } catch (error) {
      set.delete(handler);
      throw error;
    }
    let active = true;
    return async () => {
      if (!active) return;
      active = false;
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(handler);
      if (current.size > 0) return;
      this.handlers.delete(channel);
      if (!this.closed) await this.subscriber.unsubscribe(channel);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }
}

async function quit(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Already ended (or never connected): nothing left to close gracefully.
    redis.disconnect();
  }
}
