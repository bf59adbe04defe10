/**
 * Projector lag while commands run (issue 16 item 1): for each event appended, the time from its append until the
 * projector's checkpoint has passed it — the lowest checkpoint over every live projection (and every projector
 * group), since a screen waits for the slowest. Measured from the stores the server profile shares: every
 * SAMPLE_MS the sampler reads that lowest checkpoint with the database's clock, and each event it has newly passed
 * counts `sample time − the event's recorded_at` (both PostgreSQL's clock_timestamp(), so no two clocks are
 * compared). The figure is an upper bound by at most one sample interval plus one query. When the step ends the
 * sampler goes on until the checkpoint passes the head of that moment (at most DRAIN_MS); events still not passed
 * then count their age, so a projector that falls behind shows as lag, never as fewer events.
 *
 * The embedded profile keeps its PGlite inside Stint's process, out of this process's reach: there each event's lag
 * is counted where Stint reports it (metricsLagSampler), by histogram bucket.
 */
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { CHECKPOINTS_COLLECTION } from '@stint/shared/infra/read-store/filter';
import type { HttpClient } from './http-load';
import { summarize, type Latencies } from './results';

const SAMPLE_MS = 20;
const DRAIN_MS = 10_000;

export type ProjectorLag = {
  /**
   * `event`: each event's append → checkpoint, sampled from the store; `bucket`: each event's append → commit as
   * Stint's histogram counts it, by the upper bound of its bucket.
   */
  per: 'event' | 'bucket';
  /** Lag per event passed (or still pending at the end), ms. */
  lag: Latencies;
  events: number;
  /** Events the checkpoint had not passed when the sampler stopped. */
  pendingAtEnd: number;
  /** Reads of the checkpoints, or of /metrics, made. */
  samples: number;
};

type Watermark = { position: bigint | null; nowMs: number };

export type LagSampler = { stop(): Promise<ProjectorLag> };

/** Opens one connection to the store at `url` and samples while `start()`ed steps run. */
export function projectorLagSampler(url: string) {
  const sql = new PostgresSql(url, { max: 1 });

  /** The live projections' checkpoint names (shadow rebuilds and other checkpoints apart), read once per step. */
  const liveCheckpoints = async () =>
    (
      await sql.query<{ name: string }>(
        `select name from ${CHECKPOINTS_COLLECTION} where name like 'projection:%' and name not like '%\\_\\_shadow@%'`,
      )
    ).map((row) => row.name);

  const watermark = async (names: string[]): Promise<Watermark> => {
    const [row] = await sql.query<{ position: string | null; now_ms: number }>(
      `select (select min(coalesce(position, -1)) from ${CHECKPOINTS_COLLECTION} where name = any($1::text[]))::text ` +
        `as position, extract(epoch from clock_timestamp()) * 1000 as now_ms`,
      [names],
    );
    return { position: row?.position == null ? null : BigInt(row.position), nowMs: Number(row?.now_ms) };
  };

  /** recorded_at (ms since the epoch) of the events in (from, to]. */
  const recordedBetween = async (from: bigint | null, to: bigint | null) => {
    const rows = await sql.query<{ at: number }>(
      `select extract(epoch from recorded_at) * 1000 as at from events where position > $1::bigint` +
        (to === null ? '' : ' and position <= $2::bigint'),
      to === null ? [String(from ?? -1n)] : [String(from ?? -1n), String(to)],
    );
    return rows.map((row) => Number(row.at));
  };

  return {
    /** Starts sampling; `stop()` ends it and answers the step's lag. */
    async start(): Promise<LagSampler> {
      const names = await liveCheckpoints();
      let last = (await watermark(names)).position;
      const lags: number[] = [];
      let samples = 0;
      /** Set by stop(): the head the checkpoint must pass, and until when to wait for it. */
      let until: { head: bigint | null; by: number } | null = null;
      const done = () =>
        until !== null &&
        (performance.now() > until.by || until.head === null || (last !== null && last >= until.head));
      const loop = (async () => {
        while (!done()) {
          const started = performance.now();
          const mark = await watermark(names);
          samples++;
          if (mark.position !== null && (last === null || mark.position > last)) {
            for (const at of await recordedBetween(last, mark.position)) lags.push(mark.nowMs - at);
            last = mark.position;
          }
          const rest = SAMPLE_MS - (performance.now() - started);
          if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        }
      })();
      return {
        async stop() {
          const [head] = await sql.query<{ position: string | null }>(
            'select max(position)::text as position from events',
          );
          until = { head: head?.position == null ? null : BigInt(head.position), by: performance.now() + DRAIN_MS };
          await loop;
          const end = await watermark(names);
          const pending = await recordedBetween(last, null);
          for (const at of pending) lags.push(end.nowMs - at);
          return { per: 'event', lag: summarize(lags), events: lags.length, pendingAtEnd: pending.length, samples };
        },
      };
    },
    close: () => sql.close(),
  };
}

const APPLIED_BUCKET = /^stint_projection_applied_lag_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm;
const LAG_EVENTS = /^stint_projection_lag_events\{[^}]*\} (\S+)$/gm;

/** The applied-lag histogram's cumulative counts by upper bound (s; +Inf as Infinity), null when /metrics has none. */
export function appliedLagBuckets(metrics: string): Map<number, number> | null {
  const buckets = new Map<number, number>();
  for (const match of metrics.matchAll(APPLIED_BUCKET)) {
    buckets.set(match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]), Number(match[2]));
  }
  return buckets.size ? buckets : null;
}

/**
 * The events counted between two readings of the histogram, each as its bucket's upper bound in ms (so every figure
 * made from them is an upper bound, by at most one bucket); one past the largest bound counts as that bound.
 */
export function lagsBetween(before: Map<number, number> | null, after: Map<number, number>): number[] {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const largest = bounds.filter(Number.isFinite).at(-1) ?? 0;
  const lags: number[] = [];
  let below = 0;
  for (const bound of bounds) {
    const cumulative = (after.get(bound) ?? 0) - (before?.get(bound) ?? 0);
    const here = Math.max(0, cumulative - below);
    below = Math.max(below, cumulative);
    for (let i = 0; i < here; i++) lags.push((Number.isFinite(bound) ? bound : largest) * 1000);
  }
  return lags;
}

/**
 * The embedded profile's projector lag, from Stint's own `GET /metrics` (it answers loopback): its projector runs in
 * the api's process and counts each event it commits in `stint_projection_applied_lag_seconds` (append → commit of
 * its batch). The step's events are the histogram's growth between `start()` and `stop()`, each read as its bucket's
 * upper bound. A point sample of the oldest unapplied event's age (`stint_projection_lag_seconds`) cannot serve:
 * PGlite answers one statement at a time, and the projector, woken by the append, holds it until its batch commits,
 * so every such read found the projections caught up (0.0 ms, issue 16 item 6).
 */
export function metricsLagSampler(http: HttpClient) {
  const read = async () => {
    const answer = await http.send('GET', '/metrics', { timeoutMs: 30_000 });
    if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
    const behind = [...answer.text.matchAll(LAG_EVENTS)].map((match) => Number(match[1]));
    return { buckets: appliedLagBuckets(answer.text), behind: behind.length ? Math.max(...behind) : 0 };
  };
  return {
    async start(): Promise<LagSampler> {
      const before = await read();
      return {
        async stop() {
          const after = await read();
          if (!after.buckets) throw new Error('Stint reports no stint_projection_applied_lag_seconds');
          const lags = lagsBetween(before.buckets, after.buckets);
          return { per: 'bucket', lag: summarize(lags), events: lags.length, pendingAtEnd: after.behind, samples: 2 };
        },
      };
    },
    close: async () => {},
  };
}
