/** A rebuild in place, for specs and harnesses that replay a history from scratch (live rebuilds go through a shadow). */
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';
import { clearParkedEvents, parkedEventsCollection } from './parked-events';
import { checkpointName, type Projection } from './projection';

/** Drops a projection's documents and checkpoint; the next run rebuilds it from the first event. */
export async function resetProjection(readStore: ReadStore, projection: Projection): Promise<void> {
  await readStore.ensureCollection(parkedEventsCollection);
  await readStore.withSession(async (session) => {
    for (const spec of projection.collections) await session.dropCollection(spec.name);
    await clearParkedEvents(session, projection.name);
    await session.setCheckpoint(checkpointName(projection), null);
  });
}
