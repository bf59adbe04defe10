/**
 * The projector lag each committed event saw (issue 16 item 1): seconds from its append (its recorded time) to the
 * commit of its batch, kept once asked for (`keep`) until taken. Where the api runs in the runner's process (the
 * embedded profile), its /metrics reports them.
 */
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';

/** Figures kept at most (nobody taking them): then the newest half of them. */
const KEPT = 50_000;

export class AppliedLags {
  /** Null until kept. */
  private lags: number[] | null = null;

  keep(): void {
    this.lags ??= [];
  }

  /** The lags recorded since the last call, each answered once. */
  take(): number[] {
    const taken = this.lags ?? [];
    if (this.lags) this.lags = [];
    return taken;
  }

  record(events: readonly RecordedEvent[]): void {
    if (!this.lags) return;
    const now = Date.now();
    for (const event of events) this.lags.push(Math.max(0, now - event.recordedAt.getTime()) / 1000);
    // Nobody taking them (no scrape): the older half goes, at once rather than one by one.
    if (this.lags.length > KEPT) this.lags = this.lags.slice(-KEPT / 2);
  }
}
