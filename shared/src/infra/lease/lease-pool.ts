/**
 * Shares several leases among the members of a pool (e.g. the projector groups among the `projector` processes):
 * every member heartbeats its membership every sixth of the ttl and contends only for its share, the works whose
 * index modulo the number of live members is its own place among the members (sorted by token). Each member so holds
 * the floor or the ceiling of works/members. When a member joins, the others stop contending for what moved to it
 * (stopping the work, then releasing, so it takes over within its retry); when one dies, its entry and its leases
 * expire within the ttl and the survivors' next heartbeat gives its works to them.
 *
 * Members that briefly disagree on who is live (one heartbeat apart) may both contend for a work: the lease still
 * gives it to one, and the fencing of the work (the projector's compare-and-set checkpoints) covers an overlap.
 */
import type { Logger } from '../logger';
import type { Lease } from './lease.port';
import { LeaseKeeper, type LeaseLossReason } from './lease-keeper';
import type { Membership } from './membership';

export type PooledWork = {
  /** What the logs and `held` call it (e.g. the projector group). */
  name: string;
  lease: Lease;
  /** Starts the work once its lease is held; a rejection gives the lease back (the keeper tries again later). */
  onAcquired(): Promise<void> | void;
  /** Stops the work: the lease is lost, or this member gave the work up. */
  onLost(reason: LeaseLossReason): Promise<void> | void;
  onStandby?(): void;
};

export type LeasePoolOptions = {
  membership: Membership;
  works: PooledWork[];
  logger: Logger;
  /** How often a contender tries to acquire a lease it waits for (default 500 ms). */
  retryMs?: number;
  /** How often the member heartbeats and rebalances (default a sixth of the membership ttl). */
  heartbeatMs?: number;
};

type Entry = { work: PooledWork; keeper: LeaseKeeper; contending: boolean };

export class LeasePool {
  private readonly entries: Entry[];
  private readonly logger: Logger;
  private readonly heartbeatMs: number;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> = Promise.resolve();
  private rebalancing: Promise<void> | null = null;
  private storeFailing = false;
  private lastShare = '';

  constructor(private readonly options: LeasePoolOptions) {
    const names = new Set(options.works.map((work) => work.name));
    if (names.size !== options.works.length) throw new Error('Every pooled work needs a name of its own');
    this.logger = options.logger.child({ module: 'lease-pool', pool: options.membership.key });
    this.heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(options.membership.ttlMs / 6));
    this.entries = options.works.map((work) => ({
      work,
      contending: false,
      keeper: new LeaseKeeper({
        lease: work.lease,
        logger: options.logger,
        retryMs: options.retryMs,
        onAcquired: () => work.onAcquired(),
        onLost: (reason) => work.onLost(reason),
        onStandby: () => work.onStandby?.(),
      }),
    }));
  }

  /** The works whose lease this member holds now. */
  held(): string[] {
    return this.entries.filter((entry) => entry.keeper.isHolder).map((entry) => entry.work.name);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Leaves the pool first, so the others contend at once, then stops every work and releases its lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.beating;
    await this.rebalancing;
    await this.options.membership.leave().catch((error: unknown) => {
      // The entry expires by itself within its ttl.
      this.logger.debug({ err: error }, 'could not leave the pool');
    });
    await Promise.all(this.entries.map((entry) => entry.keeper.stop()));
  }

  /** This member's share: the works at its place among the live members, then every members-th one. */
  static shareOf(works: readonly string[], members: readonly string[], token: string): Set<string> {
    const place = members.indexOf(token);
    if (place === -1) return new Set();
    return new Set(works.filter((_, index) => index % members.length === place));
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.beating = this.heartbeat();
    }, ms);
  }

  private async heartbeat(): Promise<void> {
    if (this.stopped) return;
    const { membership } = this.options;
    try {
      const members = await membership.heartbeat();
      if (this.storeFailing) this.logger.info('membership store reachable again');
      this.storeFailing = false;
      // One rebalance at a time; a heartbeat that comes while one runs is the next one's input.
      if (!this.stopped && !this.rebalancing) {
        this.rebalancing = this.rebalance(members).finally(() => (this.rebalancing = null));
      }
    } catch (error) {
      // Keep contending for the current share: the leases themselves step down if the store stays away.
      if (!this.storeFailing) this.logger.warn({ err: error }, 'membership store unreachable; retrying');
      this.storeFailing = true;
    }
    if (!this.stopped) this.schedule(this.heartbeatMs);
  }

  private async rebalance(members: string[]): Promise<void> {
    const names = this.entries.map((entry) => entry.work.name);
    const share = LeasePool.shareOf(names, members, this.options.membership.token);
    const summary = [...share].join(',');
    if (summary !== this.lastShare) {
      this.lastShare = summary;
      this.logger.info({ members: members.length, share: [...share] }, 'lease pool share');
    }
    const giveUp = this.entries.filter((entry) => entry.contending && !share.has(entry.work.name));
    await Promise.all(
      giveUp.map(async (entry) => {
        entry.contending = false;
        await entry.keeper.stop();
      }),
    );
    if (this.stopped) return;
    for (const entry of this.entries) {
      if (entry.contending || !share.has(entry.work.name)) continue;
      entry.contending = true;
      entry.keeper.start();
    }
  }
}
