import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The live members of a pool (e.g. the `projector` processes): each announces itself for a ttl, again and again, and
 * learns who else did. A member that stops announcing (killed, paused, cut off) drops out once its ttl passes. The
 * `LeasePool` uses it to share leases fairly; the leases themselves still decide who holds what.
 */
export type Membership = {
  readonly kind: 'redis' | 'local';
  /** The store key, namespaced (e.g. `stint:members:projector`). */
  readonly key: string;
  readonly ttlMs: number;
  /** This member's token: host, pid and a random part. */
  readonly token: string;
  /** Announces this member for ttlMs and answers every live member's token, sorted (this one included). */
  heartbeat(): Promise<string[]>;
  /** Withdraws this member at once (on a clean stop), so the others rebalance without waiting for the ttl. */
  leave(): Promise<void>;
  close(): Promise<void>;
};

/** `<namespace>:members:<name>`. */
export function membershipKey(namespace: string, name: string): string {
  return `${namespace}:members:${name}`;
}

const newToken = (prefix: string) => `${prefix}:${process.pid}:${randomBytes(6).toString('hex')}`;

/**
 * One sorted set per pool, scored by each member's expiry on the Redis server's clock (so the members' clocks may
 * differ): drop the expired, add or refresh this member, answer the rest, in one script. The set itself expires
 * once nobody refreshes it. `replicate_commands` lets a script write after reading TIME on Redis before 7.
 */
const HEARTBEAT = `redis.replicate_commands()
local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
redis.call('zadd', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('pexpire', KEYS[1], tonumber(ARGV[2]) * 2)
return redis.call('zrange', KEYS[1], 0, -1)`;

export class RedisMembership implements Membership {
  readonly kind = 'redis' as const;
  readonly token = newToken(hostname());

  constructor(
    /** Public for tests, which cut it to play a member that died. */
    readonly connection: Redis,
    readonly key: string,
    readonly ttlMs: number,
  ) {}

  /** Fails fast like the lease's connection: an answer after the ttl would describe a pool that has moved on. */
  static open(url: string, options: { key: string; ttlMs: number; connectionName?: string }): RedisMembership {
    const connection = new Redis(url, {
      connectionName: `${options.connectionName ?? 'stint'}:members`,
      maxRetriesPerRequest: 0,
      commandTimeout: Math.max(100, Math.floor(options.ttlMs / 3)),
    });
    // The pool logs failed heartbeats; without a listener ioredis reports each failed reconnect as unhandled.
    connection.on('error', () => {});
    return new RedisMembership(connection, options.key, options.ttlMs);
  }

  async heartbeat(): Promise<string[]> {
    const members = (await this.connection.eval(HEARTBEAT, 1, this.key, this.token, this.ttlMs)) as string[];
    return [...members].sort();
  }

  async leave(): Promise<void> {
    await this.connection.zrem(this.key, this.token);
  }

  async close(): Promise<void> {
    try {
      await this.connection.quit();
    } catch {
      this.connection.disconnect();
    }
  }
}

/** The members of pools in one process (tests share one between several pools; a lone process is its only member). */
export class LocalMembershipRegistry {
  private readonly pools = new Map<string, Map<string, number>>();

  refresh(key: string, token: string, ttlMs: number): string[] {
    const now = performance.now();
    const pool = this.pools.get(key) ?? new Map<string, number>();
    this.pools.set(key, pool);
    for (const [member, expiresAt] of pool) if (expiresAt <= now) pool.delete(member);
    pool.set(token, now + ttlMs);
    return [...pool.keys()].sort();
  }

  remove(key: string, token: string): void {
    this.pools.get(key)?.delete(token);
  }
}

const processRegistry = new LocalMembershipRegistry();

export class LocalMembership implements Membership {
  readonly kind = 'local' as const;
  readonly token = newToken('local');
  private cut = false;

  constructor(
    readonly key: string,
    readonly ttlMs: number,
    private readonly registry: LocalMembershipRegistry = processRegistry,
  ) {}

  /** From now on every call fails, as if the store were unreachable (or the member had died). */
  sever(): void {
    this.cut = true;
  }

  async heartbeat(): Promise<string[]> {
    this.assertReachable();
    return this.registry.refresh(this.key, this.token, this.ttlMs);
  }

  async leave(): Promise<void> {
    this.assertReachable();
    this.registry.remove(this.key, this.token);
  }

  async close(): Promise<void> {}

  private assertReachable(): void {
    if (this.cut) throw new Error('membership store unreachable');
  }
}
