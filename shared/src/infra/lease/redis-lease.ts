import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Lease } from './lease.port';

/** Extends the key's expiry only while it still holds our token (another holder's key is left alone). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the key only while it still holds our token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export type RedisLeaseOptions = { key: string; ttlMs: number; logger?: Logger; connectionName?: string };

/**
 * The lease on one Redis key: `SET key token NX PX ttl` to acquire, compare-and-pexpire to renew and
 * compare-and-del to release (Lua, so the compare and the write are one step).
 *
 * Its connection fails fast: a command waits for the first connection, but once it is lost the waiting
 * commands fail at the first failed reconnect (no retries per request), and any command without an answer
 * fails after a third of the ttl. A lease call that waited out an outage would answer after the holder's
 * deadline, when the answer is worthless.
 */
export class RedisLease implements Lease {
  readonly kind = 'redis' as const;
  readonly token = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;

  constructor(
    /** Public for tests, which cut it to play an unreachable Redis. */
    readonly connection: Redis,
    readonly key: string,
    readonly ttlMs: number,
  ) {}

  /** Connects in the background: an unreachable Redis makes the calls fail, which the keeper retries. */
  static open(url: string, options: RedisLeaseOptions): RedisLease {
    const logger = (options.logger ?? pino()).child({ module: 'lease', lease: options.key });
    const connection = new Redis(url, {
      connectionName: `${options.connectionName ?? 'stint'}:lease`,
      maxRetriesPerRequest: 0,
      commandTimeout: Math.max(100, Math.floor(options.ttlMs / 3)),
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled error event.
    let reported = false;
    connection.on('error', (error: Error) => {
      if (!reported) logger.warn({ err: error }, 'lease: redis connection error');
      reported = true;
    });
    connection.on('ready', () => {
      if (reported) logger.info('lease: redis connection back');
      reported = false;
    });
    return new RedisLease(connection, options.key, options.ttlMs);
  }

  async acquire(): Promise<boolean> {
    return (await this.connection.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async renew(): Promise<boolean> {
    return Number(await this.connection.eval(RENEW, 1, this.key, this.token, this.ttlMs)) === 1;
  }

  async release(): Promise<void> {
    await this.connection.eval(RELEASE, 1, this.key, this.token);
  }

  holder(): Promise<string | null> {
    return this.connection.get(this.key);
  }

  async close(): Promise<void> {
    try {
      await this.connection.quit();
    } catch {
      // Never connected or already cut: nothing to close gracefully.
      this.connection.disconnect();
    }
  }
}
