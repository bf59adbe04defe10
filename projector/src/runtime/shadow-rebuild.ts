/**
 * Shadow rebuilds (docs/architecture.md §Projections): a projection is rebuilt beside its live collections, which keep
 * serving, and takes their place in one read-store transaction once it has caught up.
 *
 * A rebuild — asked for by an admin, or a new version of a projection whose older version has a checkpoint — runs a
 * second runner over the projection wrapped by `shadowOf`: its collections are `<collection>__shadow`, its checkpoint
 * `projection:<name>__shadow@<version>`, its parked events are recorded under `<name>__shadow`, and it publishes no
 * change notices or progress. For an admin's rebuild of the same version the live runner keeps applying new events to
 * the live collections meanwhile; for a new version the live runner holds the projection back (its old documents serve,
 * no longer updated: the old code is gone) until the take-over.
 *
 * Take-over, once the shadow's checkpoint has reached the live one: the shadow runner stops, and one session replaces
 * each live collection by its shadow, moves the checkpoint (compare-and-set: a live batch in flight fails with
 * CheckpointConflictError and the live runner carries on from the moved checkpoint), swaps the parked events and
 * forgets the record. On SQL that is one transaction; on MongoDB each collection is renamed on its own.
 *
 * A record per rebuild in progress (`projection_rebuilds`: when and where it started, for rate and ETA) lets a
 * restarted projector resume the shadow from its checkpoint.
 */
import type { Logger } from '@stint/shared/infra/logger';
import type { EventStore } from '@stint/shared/infra/event-store/event-store.port';
import type { CollectionSpec, Doc, ReadStore, ReadStoreSession } from '@stint/shared/infra/read-store/read-store.port';
import { clearParkedEvents, parkedEventsCollection, type ParkedEvent } from './parked-events';
import { checkpointName, type Projection } from './projection';

export const rebuildsCollection: CollectionSpec = { name: 'projection_rebuilds' };

export type RebuildRecord = Doc & {
  projection: string;
  version: number;
  /** Why: an admin asked (`asked`), or a new version replaces a built older one (`version`). */
  reason: 'asked' | 'version';
  startedAt: string;
  /** Where and when this process took the rebuild up (a restart resumes it): the base of its rate and ETA. */
  measuredFrom: { at: string; position: string | null };
};

/** What the api shows of a rebuild in progress: its record and how far its shadow has got. */
export type RebuildProgress = RebuildRecord & { position: string | null };

const SHADOW = '__shadow';
const TAKE_OVER_POLL_MS = 100;
const RETRY_MS = 2_000;

export const shadowSpec = (spec: CollectionSpec): CollectionSpec => ({ ...spec, name: `${spec.name}${SHADOW}` });

/** The shadow's checkpoint: `projection:<name>__shadow@<version>`. */
export const shadowCheckpointName = (projection: Pick<Projection, 'name' | 'version'>) =>
  checkpointName({ name: `${projection.name}${SHADOW}`, version: projection.version });

/** The projection as its shadow build runs it: into the shadow collections, telling no screen. */
export function shadowOf(projection: Projection): Projection {
  return {
    ...projection,
    name: `${projection.name}${SHADOW}`,
    collections: projection.collections.map(shadowSpec),
    // A batch's prefetch reads what apply will: the shadow's documents, not the live ones.
    prefetch: projection.prefetch
      ? (events, context) =>
          projection.prefetch!(events, { collection: (spec) => context.collection(shadowSpec(spec)) })
      : undefined,
    // Each member named, not spread: the runner's context is a class whose logger is a getter a spread would drop.
    apply: (event, context) =>
      projection.apply(event, {
        collection: (spec) => context.collection(shadowSpec(spec)),
        // Screens show the live collections: nothing of the shadow is news to them until the take-over.
        notify: () => {},
        personalData: context.personalData,
        get logger() {
          return context.logger;
        },
      }),
  };
}

/** The rebuilds in progress, each with its shadow's checkpoint (the api's projections list and the CLI). */
export async function listRebuilds(readStore: ReadStore): Promise<RebuildProgress[]> {
  const records = await readStore.collection<RebuildRecord>(rebuildsCollection).find({}, { limit: 1_000 });
  return Promise.all(
    records.map(async (record) => {
      const position = await readStore.getCheckpoint(
        shadowCheckpointName({ name: record.projection, version: record.version }),
      );
      return { ...record, position: position?.toString() ?? null };
    }),
  );
}

/** Whether an older version of the projection has been built (its checkpoint is stored). */
async function hasOlderBuild(session: ReadStoreSession, projection: Projection): Promise<boolean> {
  for (let version = projection.version - 1; version >= 0 && version >= projection.version - 50; version--) {
    if ((await session.getCheckpoint(checkpointName({ name: projection.name, version }))) !== null) return true;
  }
  return false;
}

/** What a shadow build needs of a runner (a ProjectorRunner; passed in, so this file does not import it). */
export type ShadowRunner = { start(): Promise<void>; stop(): Promise<void>; caughtUp(): Promise<void> };

export type ShadowRebuildsOptions = {
  readStore: ReadStore;
  eventStore: EventStore;
  logger: Logger;
  /** A runner of the one (shadow) projection given. */
  runnerFor: (projection: Projection) => ShadowRunner;
  /** Called after a take-over: the live runner reloads the projection's checkpoint (and runs it again if held). */
  onTakenOver: (projection: Projection) => Promise<void>;
};

class NotCaughtUp extends Error {}

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

export class ShadowRebuilds {
  private readonly builds = new Map<string, { runner: ShadowRunner; done: Promise<void> }>();
  private stopped = false;
  /** Resolves when stop() is called: a shadow waiting to catch up gives up waiting. */
  private stopping = signal();
  private readonly logger: Logger;

  constructor(private readonly options: ShadowRebuildsOptions) {
    this.logger = options.logger.child({ module: 'shadow-rebuild' });
  }

  /** The live runner's start: a new version whose older one is built is held back and rebuilt in a shadow. */
  async replacesOlderVersion(projection: Projection): Promise<boolean> {
    return this.options.readStore.withSession(async (session) => {
      if ((await session.getCheckpoint(checkpointName(projection))) !== null) return false;
      return hasOlderBuild(session, projection);
    });
  }

  /**
   * The live runner's start, with the projections it runs: resumes the rebuilds whose records are still there, starts
   * those of the held projections, and forgets records of projections or versions no longer run.
   */
  async resume(projections: readonly Projection[], held: ReadonlySet<string>): Promise<void> {
    if (this.stopped) this.stopping = signal();
    this.stopped = false;
    const { readStore } = this.options;
    await readStore.ensureCollection(rebuildsCollection);
    const records = await readStore.collection<RebuildRecord>(rebuildsCollection).find({}, { limit: 1_000 });
    for (const record of records) {
      const projection = projections.find((candidate) => candidate.name === record.projection);
      if (projection?.version === record.version) {
        this.begin(projection, record.reason);
      } else if (!projection || projection.version > record.version) {
        // An older version's rebuild (or a projection no longer run): its shadow is of no use now.
        await readStore.withSession(async (session) => {
          await session.setCheckpoint(shadowCheckpointName({ name: record.projection, version: record.version }), null);
          await session.collection(rebuildsCollection).delete(record._id);
        });
      }
    }
    for (const projection of projections) if (held.has(projection.name)) this.begin(projection, 'version');
  }

  /** Starts a shadow rebuild of the projection (one at a time per projection: asking again changes nothing). */
  begin(projection: Projection, reason: RebuildRecord['reason'] = 'asked'): void {
    if (this.stopped || this.builds.has(projection.name)) return;
    const runner = this.options.runnerFor(shadowOf(projection));
    const done = this.build(projection, runner, reason)
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.error({ err: error, projection: projection.name }, 'shadow rebuild failed');
      })
      .finally(() => {
        if (this.builds.get(projection.name)?.runner === runner) this.builds.delete(projection.name);
      });
    this.builds.set(projection.name, { runner, done });
  }

  isRebuilding(name: string): boolean {
    return this.builds.has(name);
  }

  /** Stops every shadow (their records and checkpoints stay: the next start resumes them). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.resolve();
    const builds = [...this.builds.values()];
    await Promise.all(builds.map((build) => build.runner.stop()));
    await Promise.all(builds.map((build) => build.done));
  }

  private async build(projection: Projection, runner: ShadowRunner, reason: RebuildRecord['reason']): Promise<void> {
    const { readStore } = this.options;
    await this.record(projection, reason);
    this.logger.info({ projection: projection.name, reason }, 'shadow rebuild started');
    for (;;) {
      if (this.stopped) return;
      try {
        await runner.start();
        await Promise.race([runner.caughtUp(), this.stopping.promise]);
        // Caught up with the log as it was; the live runner may be a batch ahead: wait until the shadow is not behind.
        while (!this.stopped && !(await this.shadowHasCaughtUp(projection))) {
          await new Promise((resolve) => setTimeout(resolve, TAKE_OVER_POLL_MS));
        }
        await runner.stop();
        if (this.stopped) return;
        await readStore.withSession((session) => takeOver(session, projection));
        this.logger.info({ projection: projection.name }, 'shadow rebuild took over');
        await this.options.onTakenOver(projection);
        return;
      } catch (error) {
        await runner.stop();
        if (this.stopped) return;
        // Not caught up after all (events came between the check and the take-over), or a store away: again.
        if (!(error instanceof NotCaughtUp)) this.logger.warn({ err: error, projection: projection.name }, 'retrying');
        await new Promise((resolve) => setTimeout(resolve, error instanceof NotCaughtUp ? 0 : RETRY_MS));
      }
    }
  }

  private async shadowHasCaughtUp(projection: Projection): Promise<boolean> {
    const { readStore } = this.options;
    const [shadow, live] = await Promise.all([
      readStore.getCheckpoint(shadowCheckpointName(projection)),
      readStore.getCheckpoint(checkpointName(projection)),
    ]);
    return reached(shadow, live);
  }

  /** Writes (or, resuming, refreshes) the record of the rebuild in progress. */
  private async record(projection: Projection, reason: RebuildRecord['reason']): Promise<void> {
    const { readStore } = this.options;
    const rebuilds = readStore.collection<RebuildRecord>(rebuildsCollection);
    const [existing, position] = await Promise.all([
      rebuilds.get(projection.name),
      readStore.getCheckpoint(shadowCheckpointName(projection)),
    ]);
    const now = new Date().toISOString();
    const fresh = existing?.version !== projection.version;
    if (fresh) await readStore.setCheckpoint(shadowCheckpointName(projection), null);
    await rebuilds.upsert({
      _id: projection.name,
      projection: projection.name,
      version: projection.version,
      reason: fresh ? reason : existing.reason,
      startedAt: fresh ? now : existing.startedAt,
      measuredFrom: { at: now, position: fresh ? null : (position?.toString() ?? null) },
    });
  }
}

/** The shadow is not behind the live build (neither has seen an event: an empty log). */
function reached(shadow: bigint | null, live: bigint | null): boolean {
  return live === null || (shadow !== null && shadow >= live);
}

/** One session: the shadow's collections, checkpoint and parked events become the live ones. */
async function takeOver(session: ReadStoreSession, projection: Projection): Promise<void> {
  // Collections first: on SQL this waits for a batch in flight on them, so the checkpoints read next are final.
  for (const spec of projection.collections) await session.replaceCollection(spec, shadowSpec(spec).name);
  const live = checkpointName(projection);
  const [shadowAt, liveAt] = await Promise.all([
    session.getCheckpoint(shadowCheckpointName(projection)),
    session.getCheckpoint(live),
  ]);
  if (!reached(shadowAt, liveAt)) throw new NotCaughtUp();
  if (shadowAt !== null) await session.setCheckpoint(live, shadowAt, { expected: liveAt });
  await session.setCheckpoint(shadowCheckpointName(projection), null);
  // The older versions' builds are gone with their collections.
  for (let version = projection.version - 1; version >= 0 && version >= projection.version - 50; version--) {
    await session.setCheckpoint(checkpointName({ name: projection.name, version }), null);
  }
  await clearParkedEvents(session, projection.name);
  const parked = session.collection<ParkedEvent>(parkedEventsCollection);
  for (const event of await parked.find({ projection: shadowOf(projection).name })) {
    await parked.delete(event._id);
    await parked.upsert({
      ...event,
      _id: `${projection.name}@${event.version}:${event.position}`,
      projection: projection.name,
    });
  }
  await session.collection(rebuildsCollection).delete(projection.name);
}
