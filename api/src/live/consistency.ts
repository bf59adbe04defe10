/**
 * Read-your-writes (docs/architecture.md §Projections): each projector runner publishes how far its projections have
 * got (one runner per projector group, maybe in several processes); a command waits (bounded) until the projections
 * that apply what it appended — those whose `handles` name one of its event types — have passed its position, so the
 * screen that refetches sees its write. A projection that handles none of them shows the same documents before and
 * after the write, so a group that is behind (busy, or handed over from a process that died) holds up only the
 * commands whose events it applies. Past the bound the command answers anyway — the write is safe in the log and the
 * live channel will catch the screen up.
 */
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import { channels } from '@stint/shared/infra/channels';

/** What a command appended, as it waits on it: where its last event is, and the types of its events. */
export type Appended = { position: bigint | null; events: readonly { type: string }[] };

/** A projection the deployment runs, by name, and the event types it applies. */
export type WaitedProjection = { name: string; handles: readonly string[] };

/** Null: every projection (all those named, or heard of). */
type Scope = readonly string[] | null;

type Waiter = { position: bigint; scope: Scope; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

export class ConsistencyWaiter {
  private reached: bigint | null = null;
  private waiters: Waiter[] = [];
  private unsubscribe: (() => Promise<void>) | null = null;
  /** How far a progress that named no projections (every projection) has got. */
  private everyProjection: bigint | null = null;
  private readonly byProjection = new Map<string, bigint>();
  /** Event types → the projections that handle any of them, by the types joined (a handful of commands' worth). */
  private readonly scopes = new Map<string, Scope>();

  constructor(
    private readonly bus: Bus,
    private readonly timeoutMs: number,
    /** The projections the deployment runs, each of which must pass a position; by default those heard of. */
    private readonly projections: readonly WaitedProjection[] = [],
  ) {}

  async start(initial: bigint | null): Promise<void> {
    this.everyProjection = initial;
    this.advance();
    this.unsubscribe = await this.bus.subscribe(channels.progress, (message) => {
      const { position, projections } = (message ?? {}) as { position?: unknown; projections?: unknown };
      if (typeof position !== 'string' || !/^\d+$/.test(position)) return;
      const at = BigInt(position);
      if (Array.isArray(projections)) {
        for (const name of projections) {
          if (typeof name === 'string') this.byProjection.set(name, max(this.byProjection.get(name) ?? null, at)!);
        }
      } else this.everyProjection = max(this.everyProjection, at);
      this.advance();
    });
  }

  /**
   * The lowest position over the projections of `scope` (each at least where a progress for every projection put it);
   * an empty scope has nothing to wait for.
   */
  private lowest(scope: Scope): bigint | null {
    const names =
      scope ?? (this.projections.length > 0 ? this.projections.map((p) => p.name) : [...this.byProjection.keys()]);
    let lowest: bigint | null = names.length === 0 && scope === null ? this.everyProjection : null;
    for (const name of names) {
      const at = max(this.byProjection.get(name) ?? null, this.everyProjection);
      if (at === null) return null;
      if (lowest === null || at < lowest) lowest = at;
    }
    return lowest;
  }

  /** How far the projections of `scope` have got: for every projection, the most the lowest of them ever was. */
  private progressOf(scope: Scope): bigint | null {
    return scope === null ? this.reached : this.lowest(scope);
  }

  /** The projections that apply events of these types; every projection when the deployment's are not known. */
  private scopeOf(types: readonly string[] | undefined): Scope {
    if (types === undefined || this.projections.length === 0) return null;
    const key = [...new Set(types)].sort().join(' ');
    let scope = this.scopes.get(key);
    if (scope === undefined) {
      const named = new Set(key.split(' '));
      scope = this.projections.filter((p) => p.handles.some((type) => named.has(type))).map((p) => p.name);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  /** How far every projection has got (readiness reports the lag behind it). */
  get position(): bigint | null {
    return this.reached;
  }

  /** Waits (bounded) until every projection has passed `position`; see `reach` for whether they did. */
  async waitFor(position: bigint | null): Promise<void> {
    await this.reach(position);
  }

  /** Waits (bounded) until the projections that apply what a command appended have passed it; false if they did not. */
  async settle(appended: readonly Appended[]): Promise<boolean> {
    const reached = await Promise.all(
      appended.map((each) =>
        this.reach(
          each.position,
          each.events.map((event) => event.type),
        ),
      ),
    );
    return reached.every(Boolean);
  }

  /**
   * Resolves true once the projections that handle events of `types` (every projection without them) have passed
   * `position`, false when the bound ran out first (the projector is behind or its progress cannot reach this node,
   * e.g. while Redis is away): the caller's read may then not show its own write yet.
   */
  reach(position: bigint | null, types?: readonly string[]): Promise<boolean> {
    const scope = this.scopeOf(types);
    if (position === null || scope?.length === 0 || passed(this.progressOf(scope), position)) {
      return Promise.resolve(true);
    }
    if (this.timeoutMs === 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        scope,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          resolve(false);
        }, this.timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private advance(): void {
    this.reached = max(this.reached, this.lowest(null));
    if (this.waiters.length === 0) return;
    const lowestOf = new Map<Scope, bigint | null>();
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      let lowest = lowestOf.get(waiter.scope);
      if (lowest === undefined) lowestOf.set(waiter.scope, (lowest = this.progressOf(waiter.scope)));
      if (!passed(lowest, waiter.position)) {
        waiting.push(waiter);
        continue;
      }
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
    this.waiters = waiting;
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
  }
}

const passed = (at: bigint | null, position: bigint) => at !== null && at >= position;

function max(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  return b === null || a >= b ? a : b;
}
