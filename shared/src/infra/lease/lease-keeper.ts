/**
 * Drives one contender's lease: a standby tries to acquire every `retryMs`; the holder renews every third
 * of the ttl and runs the work. It steps down — stops the work at once, then releases — when a renew says
 * the lease is gone, or when its own deadline passes without a successful renew (Redis unreachable, the
 * process paused). The deadline counts from when the last successful call was *sent*, minus a margin for
 * clock drift, so it always falls before the key can expire in the store.
 */
import type { Logger } from '../logger';
import type { Lease } from './lease.port';

export type LeaseKeeperOptions = {
  lease: Lease;
  logger: Logger;
  /** Starts the work; a rejection steps down (and the keeper tries again later). */
  onAcquired(): Promise<void> | void;
  /** Stops the work; called the moment the lease is lost, even while `onAcquired` is still running. */
  onLost(reason: LeaseLossReason): Promise<void> | void;
  /** Called when this contender settles as a standby: after a failed first try, and after each step-down. */
  onStandby?(): void;
  /** How often a standby tries to acquire (default 500 ms). */
  retryMs?: number;
  /** How often the holder renews (default a third of the ttl). */
  renewMs?: number;
};

export type LeaseLossReason = 'taken' | 'deadline' | 'failed-to-start' | 'stopping';

type State = 'stopped' | 'standby' | 'holder';

const now = () => performance.now();

export class LeaseKeeper {
  private state: State = 'stopped';
  private timer: NodeJS.Timeout | null = null;
  /** The acquire or renew call in progress, which `stop` waits for. */
  private running: Promise<void> = Promise.resolve();
  private deadlineTimer: NodeJS.Timeout | null = null;
  /** Starting and stopping the work, in order: the next start waits for the last stop. */
  private work: Promise<void> = Promise.resolve();
  private announcedStandby = false;
  private storeFailing = false;
  private readonly logger: Logger;
  private readonly retryMs: number;
  private readonly renewMs: number;
  /** How long a successful call holds the lease by our own clock: the ttl less 1% drift and 2 ms. */
  private readonly validityMs: number;

  constructor(private readonly options: LeaseKeeperOptions) {
    const { lease } = options;
    this.logger = options.logger.child({ module: 'lease', lease: lease.key });
    this.retryMs = options.retryMs ?? 500;
    this.renewMs = options.renewMs ?? Math.max(1, Math.floor(lease.ttlMs / 3));
    this.validityMs = lease.ttlMs - Math.ceil(lease.ttlMs * 0.01) - 2;
  }

  /** True while this contender holds the lease by its own deadline. */
  get isHolder(): boolean {
    return this.state === 'holder';
  }

  start(): void {
    if (this.state !== 'stopped') return;
    this.state = 'standby';
    this.announcedStandby = false;
    this.schedule(0, () => this.tryAcquire());
  }

  /** Stops contending: a holder stops the work and then releases, so a standby takes over at once. */
  async stop(): Promise<void> {
    const wasHolder = this.state === 'holder';
    this.state = 'stopped';
    this.clearTimers();
    if (wasHolder) this.stopWork('stopping');
    await this.running;
    await this.work;
    if (wasHolder) await this.release();
  }

  private async tryAcquire(): Promise<void> {
    if (this.state !== 'standby') return;
    const sentAt = now();
    let acquired = false;
    try {
      acquired = await this.options.lease.acquire();
      this.storeReachable();
    } catch (error) {
      this.storeUnreachable(error);
    }
    if (this.state !== 'standby') {
      // Stopped while the call was out: give back what it may have taken.
      if (acquired) await this.release();
      return;
    }
    if (acquired && now() < sentAt + this.validityMs) {
      this.becomeHolder(sentAt);
      return;
    }
    // Acquired but answered too late to use: hand it back rather than block everyone until it expires.
    if (acquired) await this.release();
    if (!this.announcedStandby) {
      this.announcedStandby = true;
      this.options.onStandby?.();
    }
    this.schedule(this.retryMs, () => this.tryAcquire());
  }

  private becomeHolder(sentAt: number): void {
    this.state = 'holder';
    this.extendDeadline(sentAt);
    this.schedule(this.renewMs, () => this.renew());
    this.logger.info({ token: this.options.lease.token }, 'lease acquired');
    const previous = this.work;
    this.work = previous.then(async () => {
      if (this.state !== 'holder') return;
      try {
        await this.options.onAcquired();
      } catch (error) {
        this.logger.error({ err: error }, 'lease holder could not start its work; stepping down');
        if (this.state === 'holder') this.stepDown('failed-to-start');
      }
    });
  }

  private async renew(): Promise<void> {
    if (this.state !== 'holder') return;
    const sentAt = now();
    let renewed: boolean;
    try {
      renewed = await this.options.lease.renew();
      this.storeReachable();
    } catch (error) {
      this.storeUnreachable(error);
      // Keep trying until the deadline timer steps down.
      if (this.state === 'holder') this.schedule(Math.min(this.renewMs, this.retryMs), () => this.renew());
      return;
    }
    if (this.state !== 'holder') return;
    if (!renewed) {
      this.stepDown('taken');
      return;
    }
    this.extendDeadline(sentAt);
    this.schedule(this.renewMs, () => this.renew());
  }

  private extendDeadline(sentAt: number): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    const remaining = sentAt + this.validityMs - now();
    this.deadlineTimer = setTimeout(() => {
      this.deadlineTimer = null;
      if (this.state === 'holder') this.stepDown('deadline');
    }, remaining);
  }

  private stepDown(reason: LeaseLossReason): void {
    this.logger.warn({ reason }, 'lease lost; stopping the work and standing by');
    this.state = 'standby';
    this.clearTimers();
    this.stopWork(reason);
    this.work = this.work.then(async () => {
      // After the work stopped: a renew that answered late may have left our token in the store.
      await this.release();
      if (this.state !== 'standby') return;
      this.announcedStandby = true;
      this.options.onStandby?.();
      this.schedule(this.retryMs, () => this.tryAcquire());
    });
  }

  /** Calls onLost now (not after a start still in progress) and makes the next start wait for it. */
  private stopWork(reason: LeaseLossReason): void {
    const stopping = (async () => {
      try {
        await this.options.onLost(reason);
      } catch (error) {
        this.logger.error({ err: error }, 'error while stopping the lease holder work');
      }
    })();
    const previous = this.work;
    this.work = Promise.all([previous, stopping]).then(() => undefined);
  }

  private async release(): Promise<void> {
    try {
      await this.options.lease.release();
    } catch (error) {
      // The key expires by itself within its ttl.
      this.logger.debug({ err: error }, 'could not release the lease');
    }
  }

  private schedule(ms: number, run: () => Promise<void>): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = run();
    }, ms);
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.timer = null;
    this.deadlineTimer = null;
  }

  private storeUnreachable(error: unknown): void {
    if (!this.storeFailing) this.logger.warn({ err: error }, 'lease store unreachable; retrying');
    this.storeFailing = true;
  }

  private storeReachable(): void {
    if (this.storeFailing) this.logger.info('lease store reachable again');
    this.storeFailing = false;
  }
}
