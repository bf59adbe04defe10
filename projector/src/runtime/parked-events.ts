/**
 * Parked events: an event one projection could not apply, after a few tries with the stores answering (a
 * deterministic failure, such as text the read store refuses). The projection records it here, moves on past
 * it, and the others never notice. Parked events make `/readyz` say "not ready", show in `/metrics` and on the
 * ops projections page, where an admin rebuilds the projection once the cause is fixed (a rebuild replays
 * every event, the parked ones included, and clears them; nothing stays parked that now applies).
 */
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { CollectionSpec, Doc, ReadStore, ReadStoreSession } from '@stint/shared/infra/read-store/read-store.port';
import type { Projection } from './projection';

export const parkedEventsCollection: CollectionSpec = { name: 'projector_parked_events', indexes: ['projection'] };

export type ParkedEvent = Doc & {
  projection: string;
  version: number;
  /** The event's global position, as text (a bigint). */
  position: string;
  eventId: string;
  eventType: string;
  stream: string;
  error: string;
  attempts: number;
  parkedAt: string;
};

const ERROR_MAX = 2_000;

export function parkedEvent(
  projection: Pick<Projection, 'name' | 'version'>,
  event: RecordedEvent,
  error: unknown,
  attempts: number,
  now: Date = new Date(),
): ParkedEvent {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    _id: `${projection.name}@${projection.version}:${event.position}`,
    projection: projection.name,
    version: projection.version,
    position: event.position.toString(),
    eventId: event.id,
    eventType: event.type,
    stream: event.stream,
    error: message.slice(0, ERROR_MAX),
    attempts,
    parkedAt: now.toISOString(),
  };
}

/** What the projections as they are now have parked (records of earlier versions went with their rebuild). */
export async function listParkedEvents(
  readStore: ReadStore,
  projections: readonly Pick<Projection, 'name' | 'version'>[],
): Promise<ParkedEvent[]> {
  const parked = await readStore
    .collection<ParkedEvent>(parkedEventsCollection)
    .find({ projection: { $in: projections.map((p) => p.name) } }, { sort: { parkedAt: 1 }, limit: 1_000 });
  return parked.filter((event) => projections.some((p) => p.name === event.projection && p.version === event.version));
}

/** Forgets what a projection parked: it is being rebuilt from the first event. */
export async function clearParkedEvents(session: ReadStoreSession, projectionName: string): Promise<void> {
  const collection = session.collection<ParkedEvent>(parkedEventsCollection);
  for (const parked of await collection.find({ projection: projectionName })) await collection.delete(parked._id);
}
