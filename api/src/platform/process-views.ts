/**
 * What the api reports of the processes it does not run: readiness, /metrics and the ops pages show the projector's
 * lag and parked events and the workers' queues. The api imports neither package (docs/architecture.md §Parts): the
 * launcher, which runs them, passes these views in from their registries.
 */
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';

/** A projection as the api reports it: its checkpoint and parked events are keyed by name and version. */
export type ProjectionRef = { name: string; version: number };

/** An event a projection could not apply and moved past, as readiness, metrics and the ops page show it. */
export type ParkedEventView = {
  projection: string;
  position: string;
  eventType: string;
  stream: string;
  parkedAt: string;
  error: string;
};

/** Where projections run, by name: the projector group and the process (`<host>:<pid>`) holding its lease. */
export type ProjectionPlacement = Record<string, { group: string; holder: string | null }>;
/** A shadow rebuild in progress: its record and how far the shadow has got. */
export type RebuildView = {
  projection: string;
  version: number;
  startedAt: string;
  /** When and where this run of it started (a restarted projector resumes it): the base of its rate. */
  measuredFrom: { at: string; position: string | null };
  position: string | null;
};

export type ProjectorView = {
  /**
   * The projections this deployment runs, with the event types each applies: a command waits only for those that
   * apply one of its events (`live/consistency.ts`).
   */
  projections: readonly (ProjectionRef & { handles: readonly string[] })[];
  /** The read-store checkpoint a projection resumes from. */
  checkpointName: (projection: ProjectionRef) => string;
  /** What those projections have parked. */
  listParkedEvents: (readStore: ReadStore, projections: readonly ProjectionRef[]) => Promise<ParkedEventView[]>;
  /**
   * Where each projection runs, by name: its projector group and the process holding that group's lease
   * (`<host>:<pid>`, null while none does or without leases); a projection outside every group is left out.
   */
  placement?: () => Promise<ProjectionPlacement>;
  /** The shadow rebuilds in progress. */
  listRebuilds: (readStore: ReadStore) => Promise<RebuildView[]>;
  /**
   * Where the projector runs in the api's own process (the embedded profile): the seconds from append to commit of
   * each event it applied since the last call, each answered once (/metrics' stint_projection_applied_lag_seconds).
   */
  takeAppliedLags?: () => number[];
};

export type WorkersView = {
  /** The queues the workers' jobs consume (Bull Board and the queue metrics list them even while empty). */
  queueNames: () => readonly string[];
};

export type ProcessViews = { projector: ProjectorView; workers: WorkersView };
