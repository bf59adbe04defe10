/**
 * Each projection's state as the admin projections API and the ops console show it, read from the stores alone (the
 * api runs apart from the projector in the server profile): the live checkpoint, or while a shadow rebuild is in
 * progress the shadow's, the head of the log, the rebuild's record (rate and ETA) and the parked events.
 */
import type { ProjectionStatus } from '@stint/shared/admin/admin-projections.schemas';
import type { EventStore } from '@stint/shared/infra/event-store/event-store.port';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import type { ParkedEventView, ProjectionRef, ProjectorView } from '../platform/process-views';

export type ProjectionReport = { statuses: ProjectionStatus[]; parked: ParkedEventView[] };

/** The rate below which no ETA is given: a rebuild that has not moved yet. */
const MIN_RATE = 1e-6;

export async function reportProjections(
  stores: { eventStore: EventStore; readStore: ReadStore },
  projector: ProjectorView,
  projections: readonly ProjectionRef[] = projector.projections,
  now: number = Date.now(),
): Promise<ProjectionReport> {
  const { eventStore, readStore } = stores;
  const [head, rebuilds, parked, checkpoints] = await Promise.all([
    eventStore.headPosition(),
    projector.listRebuilds(readStore),
    projector.listParkedEvents(readStore, projections),
    Promise.all(projections.map((projection) => readStore.getCheckpoint(projector.checkpointName(projection)))),
  ]);
  const statuses = projections.map((projection, index): ProjectionStatus => {
    const rebuild = rebuilds.find(
      (candidate) => candidate.projection === projection.name && candidate.version === projection.version,
    );
    const position = rebuild ? toBigInt(rebuild.position) : (checkpoints[index] ?? null);
    const behind = head === null ? 0n : head - (position ?? 0n);
    const lag = Number(behind > 0n ? behind : 0n);
    const count = parked.filter((event) => event.projection === projection.name).length;
    if (!rebuild) {
      return {
        ...base(projection),
        state: 'live',
        position: text(position),
        lag,
        eventsPerSecond: null,
        etaSeconds: null,
        parked: count,
      };
    }
    const seconds = (now - Date.parse(rebuild.measuredFrom.at)) / 1000;
    const applied = Number((position ?? 0n) - (toBigInt(rebuild.measuredFrom.position) ?? 0n));
    const rate = seconds > 0 && applied > 0 ? applied / seconds : 0;
    return {
      ...base(projection),
      state: 'rebuilding',
      position: text(position),
      lag,
      eventsPerSecond: Math.round(rate * 10) / 10,
      etaSeconds: rate > MIN_RATE ? Math.round((lag / rate) * 10) / 10 : null,
      parked: count,
    };
  });
  return { statuses, parked };
}

const base = (projection: ProjectionRef) => ({ name: projection.name, version: projection.version });
const text = (position: bigint | null) => position?.toString() ?? null;
const toBigInt = (value: string | null) => (value !== null && /^\d+$/.test(value) ? BigInt(value) : null);
