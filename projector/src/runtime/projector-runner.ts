/**
 * Runs projections: one subscription to all events from the lowest checkpoint, each batch applied to every
 * projection that has not yet seen it and committed together with the checkpoints (one transaction on SQL),
 * then change notices and progress published on the bus. A failed batch rolls back and the runner resumes
 * from the committed checkpoints after a pause, so a crash at any point replays to the same documents.
 */
import { lowestCheckpoint } from '@stint/shared/infra/checkpoints';
import { channels } from '@stint/shared/infra/channels';
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import type { EventStore, RecordedEvent, Subscription } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import { sealedOwners, type PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type {
  Collection,
  CollectionSpec,
  Doc,
  ReadStore,
  ReadStoreSession,
  WriteOptions,
} from '@stint/shared/infra/read-store/read-store.port';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { checkpointName, type ChangeDraft, type Projection } from './projection';

export type ProjectorRunnerOptions = {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: Bus;
  logger: Logger;
  projections: Projection[];
  cipher: PersonalDataCipher;
  batchSize?: number;
  retryDelayMs?: number;
};

export class ProjectorRunner {
  private readonly checkpoints = new Map<string, bigint | null>();
  private subscription: Subscription | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly logger: Logger;
  private readonly caughtUpWaiters: Array<() => void> = [];
  private isCaughtUp = false;

  constructor(private readonly options: ProjectorRunnerOptions) {
    this.logger = options.logger.child({ module: 'projector' });
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`Duplicate projection name ${projection.name}`);
      names.add(projection.name);
    }
  }

  /** Lowest position every projection has passed (null before the first event). */
  get position(): bigint | null {
    return lowestCheckpoint(this.checkpoints.values());
  }

  async start(): Promise<void> {
    this.stopped = false;
    const { readStore, projections } = this.options;
    for (const projection of projections) {
      for (const spec of projection.collections) await readStore.ensureCollection(spec);
      const checkpoint = await readStore.getCheckpoint(checkpointName(projection));
      if (checkpoint === null) {
        // New projection or a new version: its documents are rebuilt from the first event.
        for (const spec of projection.collections) await readStore.dropCollection(spec.name);
      }
      this.checkpoints.set(projection.name, checkpoint);
    }
    this.subscribe();
  }

  /** Resolves once the runner has applied every event that existed when it subscribed. */
  caughtUp(): Promise<void> {
    if (this.isCaughtUp) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
  }

  private subscribe(): void {
    if (this.stopped || this.options.projections.length === 0) return;
    const from = this.position;
    this.subscription = this.options.eventStore.subscribeToAll(
      { from: from ?? 'start', batchSize: this.options.batchSize ?? 500 },
      {
        onEvents: (events) => this.applyBatch(events),
        onCaughtUp: () => {
          this.isCaughtUp = true;
          for (const resolve of this.caughtUpWaiters.splice(0)) resolve();
          this.logger.info({ position: this.position?.toString() ?? null }, 'projections caught up');
        },
        onError: (error) => {
          this.logger.error({ err: error }, 'projection batch failed; resuming from the last checkpoint');
          this.subscription = null;
          if (this.stopped) return;
          this.retryTimer = setTimeout(() => this.subscribe(), this.options.retryDelayMs ?? 1000);
        },
      },
    );
  }

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const drafts: ChangeDraft[] = [];
    // Keys are loaded before the transaction: on PGlite the key store shares its one connection.
    const personalData = await this.options.cipher.openerFor(sealedOwners(events.map((event) => event.data)));
    await this.options.readStore.withSession(async (session) => {
      for (const projection of this.options.projections) {
        const checkpoint = this.checkpoints.get(projection.name) ?? null;
        for (const event of events) {
          if (checkpoint !== null && event.position <= checkpoint) continue;
          if (!projection.handles.includes(event.type)) continue;
          await projection.apply(event, {
            collection: <T extends Doc>(spec: CollectionSpec) => positioned<T>(session, spec, event.position),
            notify: (change) => drafts.push(change),
            personalData,
            logger: this.logger.child({ projection: projection.name, eventType: event.type, stream: event.stream }),
          });
        }
        await session.setCheckpoint(checkpointName(projection), last.position);
      }
    });
    for (const projection of this.options.projections) this.checkpoints.set(projection.name, last.position);
    const position = last.position.toString();
    await Promise.all(
      mergeChanges(drafts).map((notice) => this.options.bus.publish(channels.changes, { ...notice, position })),
    );
    await this.options.bus.publish(channels.progress, { position });
  }
}

/** Writes default to the event's position, which guards them on stores without transactions (MongoDB). */
function positioned<T extends Doc>(session: ReadStoreSession, spec: CollectionSpec, position: bigint): Collection<T> {
  const collection = session.collection<T>(spec);
  const withPosition = (options?: WriteOptions): WriteOptions => ({ position, ...options });
  return {
    get: (id) => collection.get(id),
    find: (filter, options) => collection.find(filter, options),
    count: (filter) => collection.count(filter),
    upsert: (doc, options) => collection.upsert(doc, withPosition(options)),
    patch: (id, fields, options) => collection.patch(id, fields, withPosition(options)),
    delete: (id, options) => collection.delete(id, withPosition(options)),
  };
}

/** One notice per topic and room set, with the ids merged. */
function mergeChanges(drafts: ChangeDraft[]): Omit<ChangeNotice, 'position'>[] {
  const merged = new Map<string, { topic: string; rooms: string[]; ids: Set<string> }>();
  for (const draft of drafts) {
    const rooms = [...new Set(draft.rooms)].sort();
    const key = `${draft.topic}\u0000${rooms.join('\u0000')}`;
    const entry = merged.get(key) ?? { topic: draft.topic, rooms, ids: new Set<string>() };
    for (const id of draft.ids) entry.ids.add(id);
    merged.set(key, entry);
  }
  return [...merged.values()].map(({ topic, rooms, ids }) => ({ topic, rooms, ids: [...ids] }));
}

/** Drops a projection's documents and checkpoint; the next run rebuilds it from the first event. */
export async function resetProjection(readStore: ReadStore, projection: Projection): Promise<void> {
  for (const spec of projection.collections) await readStore.dropCollection(spec.name);
  await readStore.setCheckpoint(checkpointName(projection), null);
}
