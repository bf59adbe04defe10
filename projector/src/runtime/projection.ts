/**
 * A projection (docs/architecture.md §Projections): `apply` is an idempotent upsert that never throws on a recorded
 * event (clamp or skip and log). Bumping `version` rebuilds it from the start on the next run.
 */
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';
import type { Collection, CollectionSpec, Doc } from '@stint/shared/infra/read-store/read-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import type { PersonalDataOpener } from '@stint/shared/infra/crypto/personal-data';
import type { Topic } from '@stint/shared/live/topics';

export type ChangeDraft = { topic: Topic; rooms: string[]; ids: string[] };

export type ProjectionContext = {
  /** Collections bound to the batch's transaction; writes carry the event's position as their guard. */
  collection<T extends Doc = Doc>(spec: CollectionSpec): Collection<T>;
  /** Queues a change notice, published once the batch has committed. */
  notify(change: ChangeDraft): void;
  /** Opens sealed personal fields; null once the person's key has been erased. */
  personalData: PersonalDataOpener;
  logger: Logger;
};

/** What `prefetch` may do: read, many documents at a time. */
export type PrefetchContext = {
  collection<T extends Doc = Doc>(spec: CollectionSpec): Pick<Collection<T>, 'get' | 'getMany' | 'findIn'>;
};

export type Projection = {
  name: string;
  version: number;
  collections: CollectionSpec[];
  handles: readonly string[];
  /**
   * Optional: loads, before `apply` runs over a batch, the documents it will read (`getMany` by id, `findIn` by a
   * field's values; one query per collection, or two when what to read next depends on what was read), so that
   * `apply`'s `get`s and narrowed `find`s are answered from the session's memory instead of one round trip each. It sees only the events it handles, lifted, and reads only
   * (docs/architecture.md §Projections). Reading too much costs memory, too little a round trip: never a different
   * result. Like `apply` it should not throw on a recorded event; if it does, the event is parked as one `apply` threw on.
   */
  prefetch?(events: readonly RecordedEvent[], context: PrefetchContext): Promise<void>;
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
};

export function defineProjection<const P extends Projection>(projection: P): P {
  return projection;
}

/** The checkpoint key carries the version, so a bumped version starts from nothing. */
export function checkpointName(projection: Pick<Projection, 'name' | 'version'>): string {
  return `projection:${projection.name}@${projection.version}`;
}
