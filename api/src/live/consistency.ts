/**
 * Read-your-writes (docs/architecture.md §Projections): the projector publishes how far every projection has got; a
 * command waits (bounded) until that passes its own position, so the screen that refetches sees its write. Past the
 * bound the command answers anyway — the write is safe in the log and the live channel will catch the screen up.
 */
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import { channels } from '@stint/shared/infra/channels';

type Waiter = { position: bigint; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

export class ConsistencyWaiter {
  private reached: bigint | null = null;
  private waiters: Waiter[] = [];
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly timeoutMs: number,
  ) {}

  async start(initial: bigint | null): Promise<void> {
    this.advance(initial);
    this.unsubscribe = await this.bus.subscribe(channels.progress, (message) => {
      const position = (message as { position?: unknown }).position;
      if (typeof position === 'string' && /^\d+$/.test(position)) this.advance(BigInt(position));
    });
  }

  get position(): bigint | null {
    return this.reached;
  }

  /** Waits (bounded) until the projections have passed `position`; see `reach` for whether they did. */
  async waitFor(position: bigint | null): Promise<void> {
    await this.reach(position);
  }

  /**
   * Resolves true once the projections have passed `position`, false when the bound ran out first (the projector
   * is behind or its progress cannot reach this node, e.g. while Redis is away): the caller's read may then not
   * show its own write yet.
   */
  reach(position: bigint | null): Promise<boolean> {
    if (position === null || (this.reached !== null && this.reached >= position)) return Promise.resolve(true);
    if (this.timeoutMs === 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          resolve(false);
        }, this.timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private advance(position: bigint | null): void {
    if (position === null || (this.reached !== null && position <= this.reached)) return;
    this.reached = position;
    const ready = this.waiters.filter((waiter) => waiter.position <= position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > position);
    for (const waiter of ready) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
  }
}
