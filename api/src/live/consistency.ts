/**
 * Read-your-writes (docs/architecture.md §Projections): each projector runner publishes how far its projections have
 * got (one runner per projector group, maybe in several processes); a command waits (bounded) until the lowest of
 * them passes its own position, so the screen that refetches sees its write. Past the bound the command answers
 * anyway — the write is safe in the log and the live channel will catch the screen up.
 */
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import { channels } from '@stint/shared/infra/channels';

type Waiter = { position: bigint; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

export class ConsistencyWaiter {
  private reached: bigint | null = null;
  private waiters: Waiter[] = [];
  private unsubscribe: (() => Promise<void>) | null = null;
  /** How far a progress that named no projections (every projection) has got. */
  private everyProjection: bigint | null = null;
  private readonly byProjection = new Map<string, bigint>();

  constructor(
    private readonly bus: Bus,
    private readonly timeoutMs: number,
    /** The projections the deployment runs, each of which must pass a position; by default those heard of. */
    private readonly projections: readonly string[] = [],
  ) {}

  async start(initial: bigint | null): Promise<void> {
    this.everyProjection = initial;
    this.advance(initial);
    this.unsubscribe = await this.bus.subscribe(channels.progress, (message) => {
      const { position, projections } = (message ?? {}) as { position?: unknown; projections?: unknown };
      if (typeof position !== 'string' || !/^\d+$/.test(position)) return;
      const at = BigInt(position);
      if (Array.isArray(projections)) {
        for (const name of projections) {
          if (typeof name === 'string') this.byProjection.set(name, max(this.byProjection.get(name) ?? null, at)!);
        }
      } else this.everyProjection = max(this.everyProjection, at);
      this.advance(this.lowest());
    });
  }

  /** The lowest position over the projections (each at least where a progress for every projection put it). */
  private lowest(): bigint | null {
    const names = this.projections.length > 0 ? this.projections : [...this.byProjection.keys()];
    let lowest: bigint | null = names.length === 0 ? this.everyProjection : null;
    for (const name of names) {
      const at = max(this.byProjection.get(name) ?? null, this.everyProjection);
      if (at === null) return null;
      if (lowest === null || at < lowest) lowest = at;
    }
    return lowest;
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

function max(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  return b === null || a >= b ? a : b;
}
