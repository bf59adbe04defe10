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
 * The embedded profile keeps its PGlite inside Stint's process, out of this process's reach: there the lag is read
 * where Stint reports it (metricsLagSampler), a coarser figure.
 */
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { CHECKPOINTS_COLLECTION } from '@stint/shared/infra/read-store/filter';
import type { HttpClient } from './http-load';
import { summarize, type Latencies } from './results';

const SAMPLE_MS = 20;
const DRAIN_MS = 10_000;

export type ProjectorLag = {
  /** `event`: each event's append → checkpoint; `sample`: the oldest unapplied event's age at each sample. */
  per: 'event' | 'sample';
  /** Lag per event passed (or still pending at the end), or per sample, ms. */
  lag: Latencies;
  events: number;
  /** Events the checkpoint had not passed when the sampler stopped. */
  pendingAtEnd: number;
  /** Checkpoint reads made (one each SAMPLE_MS while the step ran). */
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

const METRICS_SAMPLE_MS = 1000;
const LAG_SECONDS = /^stint_projection_lag_seconds\{[^}]*\} (\S+)$/gm;

/**
 * The embedded profile's projector lag, from Stint's own `GET /metrics` (it answers loopback): the largest
 * `stint_projection_lag_seconds` — the age of the oldest event a projection has not applied — once a second (the
 * api measures it at most that often). The worst event's lag at each sample, not every event's.
 */
export function metricsLagSampler(http: HttpClient) {
  const worst = async () => {
    const answer = await http.send('GET', '/metrics', { timeoutMs: 10_000 });
    if (answer.status !== 200) return Number.NaN;
    const seconds = [...answer.text.matchAll(LAG_SECONDS)].map((match) => Number(match[1]));
    return seconds.length ? Math.max(...seconds) * 1000 : Number.NaN;
  };
  return {
    async start(): Promise<LagSampler> {
      const lags: number[] = [];
      let running = true;
      const loop = (async () => {
        while (running) {
          const started = performance.now();
          const lag = await worst().catch(() => Number.NaN);
          if (Number.isFinite(lag)) lags.push(lag);
          const rest = METRICS_SAMPLE_MS - (performance.now() - started);
          if (running && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        }
      })();
      return {
        async stop() {
          running = false;
          await loop;
          return { per: 'sample', lag: summarize(lags), events: 0, pendingAtEnd: 0, samples: lags.length };
        },
      };
    },
    close: async () => {},
  };
}
