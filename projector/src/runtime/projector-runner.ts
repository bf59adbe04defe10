/**
 * Runs projections: one subscription to all events from the lowest checkpoint, each batch applied to every
 * projection that has not yet seen it and committed together with the checkpoints (one transaction on SQL),
 * then change notices and progress published on the bus. A failed batch rolls back and the runner resumes
 * from the committed checkpoints after a pause, so a crash at any point replays to the same documents.
 * A catch-up batch (hundreds of events or more) on a store with several connections is committed projection by
 * projection instead, a few side by side: each projection's documents still commit with its own checkpoint.
 *
 * Fencing: each checkpoint write is a compare-and-set against what this runner last loaded or committed.
 * If another runner committed the projection meanwhile (two projectors overlapping during a lease
 * handover), the batch rolls back instead of being applied twice, and this runner reloads the checkpoints
 * and carries on from there. A runner can be stopped and started again.
 *
 * Checkpoints past events a projection does not handle (an Idempotency-Key's claim, most events for most projections)
 * are not written with the batch: the projection has applied nothing to fence, and a batch no projection handles
 * needs no transaction at all. They are written a moment later, once for however many such batches came meanwhile,
 * and whenever the runner catches up or stops; a crash before that only means re-reading events nobody applies.
 *
 * Poison: a batch that fails while the stores answer is applied again projection by projection, and the
 * projection that still fails goes in halves, down to the event it cannot apply (a few transactions for a batch of
 * thousands, not one per event); that event, after a few tries alone, is parked for that projection alone
 * (parked-events.ts) and it moves on. A batch that fails while a store is away is retried, with
 * a growing pause, until the store is back: nothing is parked for an outage.
 */
import { lowestCheckpoint } from '@stint/shared/infra/checkpoints';
import { channels } from '@stint/shared/infra/channels';
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import type { EventStore, RecordedEvent, Subscription } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import { sealedOwners, type PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import {
  CheckpointConflictError,
  type ReadStore,
  type SessionMemory,
  type SessionOptions,
} from '@stint/shared/infra/read-store/read-store.port';
import type { PersonalDataOpener } from '@stint/shared/infra/crypto/personal-data';
import { clearParkedEvents, parkedEvent, parkedEventsCollection } from './parked-events';
import { mergeChanges } from './change-notices';
import { publishProgress } from './progress';
import { checkpointName, type ChangeDraft, type Projection } from './projection';
import { ShadowRebuilds } from './shadow-rebuild';
import { storesAnswer } from './stores-answer';
import { EventApplier } from './event-applier';
import { AppliedLags } from './applied-lags';

export type ProjectorRunnerOptions = {
  eventStore: EventStore;
  readStore: ReadStore;
  bus: Bus;
  logger: Logger;
  projections: Projection[];
  cipher: PersonalDataCipher;
  /**
   * Most events per batch (one transaction); default 10,000. A runner near the head gets what is new (a few events,
   * so lag stays low); one far behind (a rebuild, a shadow, a cold start) gets this many at a time, so the session keeps
   * its working set in memory and writes each collection once per batch (catch-up mode).
   */
  batchSize?: number;
  /** The first pause after a failed batch; it doubles while the stores stay away, up to 30 s. */
  retryDelayMs?: number;
  /** Tries of one event, alone, with the stores answering, before the projection parks it; default 3. */
  attemptsBeforeParking?: number;
  /** A shadow rebuild's runner (shadow-rebuild.ts): it publishes nothing on the bus and takes no requests. */
  shadow?: boolean;
  /**
   * A projection rebuilt from the first event while the log's head is at least this far on (default 5,000; positions
   * count events on SQL, bytes on EventStoreDB) is bulk-loaded: its collections lose their secondary indexes until it
   * has caught up, then each index is built once (ReadStoreSession.dropCollection). A short log keeps them: dropping and
   * building them costs more there than it saves.
   */
  bulkLoadFrom?: bigint;
};

const DEFAULT_BATCH_SIZE = 10_000;
const DEFAULT_BULK_LOAD_FROM = 5_000n;
/**
 * A shadow builds while the live collections serve, and on PGlite its batch holds the one connection the api reads
 * through: a smaller batch (a fraction of a second) keeps the screens answering during an admin's rebuild.
 */
const SHADOW_BATCH_SIZE = 2_000;
const MAX_RETRY_DELAY_MS = 30_000;
const SHADOW_PAUSE_MS = 5;
/** How long checkpoints left behind past events their projections do not handle wait before they are written. */
const CHECKPOINT_DELAY_MS = 50;

/**
 * A batch at least this long is a catch-up batch (a rebuild, a cold start): on a store with several connections each
 * projection commits it in a transaction of its own, side by side (see applySideBySide). A live batch, a few events,
 * commits in one transaction: one commit instead of one per projection.
 */
const SIDE_BY_SIDE_FROM = 500;

/**
 * `work` over every item, `lanes` at a time; once all are done, the first failure is thrown (a checkpoint conflict
 * before any other: the runner must reload the checkpoints then).
 */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const lane = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  if (failures.length > 0) throw failures.find((error) => error instanceof CheckpointConflictError) ?? failures[0];
}

/**
 * Every collection of the projections made, with its indexes, as many at once as the store takes: PostgreSQL builds
 * one table's indexes on one core while another's build on the other.
 */
function ensureCollections(readStore: ReadStore, projections: readonly Projection[]): Promise<void> {
  const specs = projections.flatMap((projection) => projection.collections);
  return inLanes(specs, readStore.sessionsAtOnce, (spec) => readStore.ensureCollection(spec));
}

/** The projections with no checkpoint stored: a new projection or version, rebuilt from the first event. */
async function withoutCheckpoint(readStore: ReadStore, projections: readonly Projection[]): Promise<Set<Projection>> {
  const found = new Set<Projection>();
  for (const projection of projections) {
    if ((await readStore.getCheckpoint(checkpointName(projection))) === null) found.add(projection);
  }
  return found;
}

/** Start found the checkpoint unset, emptied the collections, then saw another runner commit meanwhile. */
class CheckpointAppeared extends Error {}

export class ProjectorRunner {
  /** Per projection: how far it has applied (ahead of `stored` past events it does not handle). */
  private readonly checkpoints = new Map<string, bigint | null>();
  /** Per projection: the checkpoint this runner last loaded or committed (the compare-and-set's expectation). */
  private readonly stored = new Map<string, bigint | null>();
  /** Batches and the writes of checkpoints left behind, one at a time (see `serially`). */
  private lane: Promise<unknown> = Promise.resolve();
  private checkpointTimer: NodeJS.Timeout | null = null;
  private subscription: Subscription | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private indexTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** Bumped by every start and stop: callbacks of an older run find it changed and do nothing. */
  private run = 0;
  private readonly logger: Logger;
  private readonly caughtUpWaiters: Array<() => void> = [];
  private isCaughtUp = false;
  private stopListening: (() => Promise<void>) | null = null;
  /** Failed batches in a row (the outage backoff); reset by a committed batch. */
  private failuresInARow = 0;
  /** Projections being bulk-loaded: their collections' indexes are built once the runner has caught up. */
  private readonly unindexed = new Set<Projection>();
  /**
   * The bulk-loaded collections, held whole between batches (ReadStore.sessionMemory): this runner alone writes them
   * while its checkpoints hold, so a batch reads none of them from the database. Cleared whenever that may not hold
   * (a failed batch, a conflict, a take-over, a stop) and once the bulk load is done.
   */
  private readonly memory: SessionMemory;
  /** Projections a shadow rebuild of their new version replaces: not run here until it takes over. */
  private readonly held = new Set<string>();
  private readonly shadows: ShadowRebuilds | null;
  private readonly applier: EventApplier;

  constructor(private readonly options: ProjectorRunnerOptions) {
    this.logger = options.logger.child({ module: options.shadow ? 'projector-shadow' : 'projector' });
    this.applier = new EventApplier(this.logger);
    this.memory = options.readStore.sessionMemory();
    this.shadows = options.shadow
      ? null
      : new ShadowRebuilds({
          ...options,
          runnerFor: (projection) =>
            new ProjectorRunner({
              ...options,
              projections: [projection],
              shadow: true,
              batchSize: Math.min(options.batchSize ?? SHADOW_BATCH_SIZE, SHADOW_BATCH_SIZE),
            }),
          onTakenOver: (projection) => this.takenOver(projection.name),
        });
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`Duplicate projection name ${projection.name}`);
      names.add(projection.name);
    }
  }

  private readonly appliedLags = new AppliedLags();

  /** From now on, keeps the lag each event this runner commits saw (applied-lags.ts); a shadow keeps none. */
  keepAppliedLags(): void {
    this.appliedLags.keep();
  }

  /** The lags kept since the last call (see keepAppliedLags), each answered once. */
  takeAppliedLags(): number[] {
    return this.appliedLags.take();
  }

  /** Lowest position every projection has passed (null before the first event). */
  get position(): bigint | null {
    return lowestCheckpoint(this.checkpoints.values());
  }

  /** Loads the checkpoints and subscribes. Again after stop(): it carries on from the committed checkpoints. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    const run = ++this.run;
    this.isCaughtUp = false;
    const { readStore, projections } = this.options;
    await readStore.ensureCollection(parkedEventsCollection);
    this.held.clear();
    this.checkpoints.clear();
    this.stored.clear();
    this.unindexed.clear();
    this.memory.clear();
    // Not inside a session: on PGlite (one connection) the event store would wait for it to end.
    const head = await this.options.eventStore.headPosition();
    // Those about to be bulk-loaded from the first event: their indexes are built once, when caught up, not made here
    // only for the load to drop them.
    const startingOver = this.bulkLoads(head) ? await withoutCheckpoint(readStore, projections) : new Set<Projection>();
    // A runner stopped during a bulk load left its collections without indexes: made here again, before anything reads.
    await ensureCollections(
      readStore,
      projections.filter((projection) => !startingOver.has(projection)),
    );
    // Each projection's own checkpoint and collections: as many at once as the store takes.
    await inLanes(projections, readStore.sessionsAtOnce, async (projection) => {
      if (await this.shadows?.replacesOlderVersion(projection)) this.held.add(projection.name);
      else this.loaded(projection.name, await this.loadOrReset(projection, head));
    });
    // Any of them another runner got going meanwhile, or held for a shadow rebuild, is not bulk-loaded here after all.
    await ensureCollections(
      readStore,
      [...startingOver].filter((projection) => !this.unindexed.has(projection)),
    );
    if (run !== this.run) return;
    this.subscribe(run);
    await this.listenForRebuilds(run);
    if (run === this.run) await this.shadows?.resume(projections, this.held);
  }

  /** What this runner applies: its projections but those held for a shadow rebuild. */
  private get running(): Projection[] {
    return this.options.projections.filter((projection) => !this.held.has(projection.name));
  }

  /** Whether a shadow rebuild of the projection is in progress here. */
  isRebuilding(name: string): boolean {
    return this.shadows?.isRebuilding(name) ?? false;
  }

  /**
   * Rebuilds one projection from the first event in a shadow (shadow-rebuild.ts) while its collections keep serving
   * and the others carry on; once caught up it takes their place, its parked events replacing theirs (an admin's retry
   * once the cause of a parked event is fixed). Only a running runner rebuilds: a standby may not write.
   */
  async rebuild(name: string): Promise<boolean> {
    const projection = this.options.projections.find((candidate) => candidate.name === name);
    if (!projection || this.stopped || !this.shadows) return false;
    this.shadows.begin(projection);
    return true;
  }

  /** After a shadow's take-over: the projection runs here again, from the checkpoint the take-over moved. */
  private async takenOver(name: string): Promise<void> {
    this.held.delete(name);
    try {
      await this.options.bus.publish(channels.readModelsReplaced, { projection: name });
    } catch (error) {
      // The api's caches then drop what they keep when it reaches their age (as for a lost change notice).
      this.logger.warn({ err: error, projection: name }, 'read models replaced, but the bus is unavailable to say so');
    }
    if (this.stopped) return;
    await this.restartFromStore();
  }

  /** Rebuild requests on the bus (the ops console publishes them; whichever runner is active acts). */
  private async listenForRebuilds(run: number): Promise<void> {
    if (this.stopListening || this.options.shadow) return;
    try {
      const unsubscribe = await this.options.bus.subscribe(channels.projectorControl, (message) => {
        const name = (message as { rebuild?: unknown } | null)?.rebuild;
        if (typeof name !== 'string') return;
        this.rebuild(name).catch((error: unknown) =>
          this.logger.error({ err: error, projection: name }, 'rebuild request failed'),
        );
      });
      if (this.stopped || run !== this.run) await unsubscribe();
      else this.stopListening = unsubscribe;
    } catch (error) {
      // The bus being away must not keep projections from running; a rebuild can be asked for again.
      this.logger.warn({ err: error }, 'not listening for rebuild requests (the bus is unavailable)');
    }
  }

  /** Resolves once the runner has applied every event that existed when it subscribed. */
  caughtUp(): Promise<void> {
    if (this.isCaughtUp) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.run++;
    this.memory.clear();
    await this.shadows?.stop();
    const stopListening = this.stopListening;
    this.stopListening = null;
    await stopListening?.().catch(() => {});
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.indexTimer) clearTimeout(this.indexTimer);
    this.indexTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
    await this.serially(() => this.writeCheckpointsLeftBehind()).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'checkpoints not written on stop; the next start re-reads a few events'),
    );
  }

  /**
   * The stored checkpoint; when there is none (a new projection or version), its collections are emptied
   * first, so it is rebuilt from the first event. Emptying waits for any batch another runner has in
   * flight on them; if that batch committed a checkpoint, the emptying is rolled back and it counts.
   */
  private async loadOrReset(projection: Projection, head: bigint | null): Promise<bigint | null> {
    const name = checkpointName(projection);
    const { readStore } = this.options;
    const bulkLoad = this.bulkLoads(head);
    try {
      let emptied = false;
      const loaded = await readStore.withSession(
        async (session) => {
          const stored = await session.getCheckpoint(name);
          if (stored !== null) return stored;
          for (const spec of projection.collections) await session.dropCollection(spec.name, { bulkLoad });
          await clearParkedEvents(session, projection.name);
          if ((await session.getCheckpoint(name)) !== null) throw new CheckpointAppeared();
          emptied = true;
          return null;
        },
        // Emptied under the memory, a bulk load's collections are held whole from the first batch.
        bulkLoad ? { memory: this.memory } : {},
      );
      if (emptied && bulkLoad) this.unindexed.add(projection);
      return loaded;
    } catch (error) {
      if (!(error instanceof CheckpointAppeared)) throw error;
      return this.options.readStore.getCheckpoint(name);
    }
  }

  /** Whether a projection rebuilt from the first event up to `head` is bulk-loaded (see `bulkLoadFrom`). */
  private bulkLoads(head: bigint | null): boolean {
    return (head ?? 0n) >= (this.options.bulkLoadFrom ?? DEFAULT_BULK_LOAD_FROM);
  }

  private subscribe(run: number): void {
    if (this.stopped || run !== this.run || this.running.length === 0) return;
    const from = this.position;
    this.subscription = this.options.eventStore.subscribeToAll(
      { from: from ?? 'start', batchSize: this.options.batchSize ?? DEFAULT_BATCH_SIZE },
      {
        onEvents: (events) => this.applyBatch(events),
        onCaughtUp: () => void this.caughtUpWith(run),
        onError: (error) => {
          if (run !== this.run) return;
          this.subscription = null;
          if (error instanceof CheckpointConflictError) {
            this.logger.warn(
              { projection: error.projection },
              'another projector committed this batch; resuming from its checkpoint',
            );
          } else {
            this.logger.error({ err: error }, 'projection batch failed; resuming from the last checkpoint');
          }
          this.failuresInARow++;
          this.scheduleResume(run, error instanceof CheckpointConflictError ? 0 : this.retryDelay());
        },
      },
    );
  }

  /**
   * Caught up with the log: the bulk-loaded collections get their indexes first (batches arriving meanwhile wait for
   * the index builds on their tables), then waiters hear of it. A build that fails is tried again.
   */
  private async caughtUpWith(run: number): Promise<void> {
    try {
      await this.serially(() => this.writeCheckpointsLeftBehind());
    } catch (error) {
      if (run !== this.run) return;
      this.logger.warn({ err: error }, 'checkpoints not written on catching up; trying again');
      this.scheduleCheckpointWrite(run, this.retryDelay());
    }
    try {
      const unindexed = [...this.unindexed];
      await ensureCollections(this.options.readStore, unindexed);
      if (run !== this.run) return;
      for (const projection of unindexed) {
        this.unindexed.delete(projection);
        this.logger.info({ projection: projection.name }, 'bulk load done: indexes built');
      }
      if (this.unindexed.size === 0) this.memory.clear();
    } catch (error) {
      if (run !== this.run) return;
      this.logger.error({ err: error }, 'could not build the indexes after a bulk load; trying again');
      this.indexTimer = setTimeout(() => {
        this.indexTimer = null;
        void this.caughtUpWith(run);
      }, this.retryDelay());
      return;
    }
    if (run !== this.run) return;
    this.isCaughtUp = true;
    for (const resolve of this.caughtUpWaiters.splice(0)) resolve();
    this.logger.info({ position: this.position?.toString() ?? null }, 'projections caught up');
  }

  private retryDelay(): number {
    const base = this.options.retryDelayMs ?? 1000;
    return Math.min(MAX_RETRY_DELAY_MS, base * 2 ** Math.min(10, Math.max(0, this.failuresInARow - 1)));
  }

  /** After a failed batch: reload the committed checkpoints (ours, or another runner's) and subscribe again. */
  private scheduleResume(run: number, delayMs = this.retryDelay()): void {
    if (this.stopped || run !== this.run) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.resume(run);
    }, delayMs);
  }

  private async resume(run: number): Promise<void> {
    // After a failure or a take-over another runner may have written the collections held.
    this.memory.clear();
    try {
      const { readStore } = this.options;
      const projections = this.running;
      const loaded = await Promise.all(projections.map((p) => readStore.getCheckpoint(checkpointName(p))));
      if (this.stopped || run !== this.run) return;
      this.checkpoints.clear();
      this.stored.clear();
      projections.forEach((projection, index) => this.loaded(projection.name, loaded[index]!));
    } catch (error) {
      this.logger.error({ err: error }, 'could not reload the checkpoints; trying again');
      this.scheduleResume(run);
      return;
    }
    this.subscribe(run);
  }

  private applyBatch(events: RecordedEvent[]): Promise<void> {
    return this.serially(() => this.applyBatchNow(events));
  }

  private async applyBatchNow(events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const drafts: ChangeDraft[] = [];
    // Keys are loaded before the transaction: on PGlite the key store shares its one connection.
    const personalData = await this.options.cipher.openerFor(sealedOwners(events.map((event) => event.data)));
    try {
      await this.applyTogether(events, personalData, drafts);
    } catch (error) {
      if (error instanceof CheckpointConflictError || !(await storesAnswer(this.options))) {
        // Projections committed side by side before the failure are in the read models now: say so, as for any batch.
        if (drafts.length > 0 && !this.options.shadow) await this.announce(drafts, last.position.toString());
        throw error;
      }
      this.logger.warn(
        { err: error, from: events[0]!.position.toString(), to: last.position.toString() },
        'batch failed with the stores answering; applying each projection on its own',
      );
      // `drafts` holds the notices of what did commit (a projection side by side): the retry adds the others'.
      await this.applyApart(events, personalData, drafts);
    }
    this.failuresInARow = 0;
    const position = last.position.toString();
    // The batch is committed: notices and progress are hints (screens refetch when their socket reconnects, a
    // command that waited in vain answers 503), so a bus that is away (Redis restarting) must not stall projecting.
    // A shadow publishes nothing, and gives way a moment after each batch: on PGlite (one connection) a rebuild running
    // flat out would keep the api's reads and the live runner waiting until it is done.
    if (this.options.shadow) return new Promise((resolve) => setTimeout(resolve, SHADOW_PAUSE_MS));
    this.appliedLags.record(events);
    if (!(await this.announce(drafts, position))) return;
    try {
      // Named: with projector groups several runners report, and the api waits for the lowest of them.
      const projections = this.options.projections.map((projection) => projection.name);
      await publishProgress(this.options.bus, position, projections);
    } catch (error) {
      this.logger.warn({ err: error, position }, 'progress not published (the bus is unavailable)');
    }
  }

  /** Publishes the change notices of what committed; false (logged) when the bus is away. */
  private async announce(drafts: ChangeDraft[], position: string): Promise<boolean> {
    try {
      await Promise.all(
        mergeChanges(drafts).map((notice) => this.options.bus.publish(channels.changes, { ...notice, position })),
      );
      return true;
    } catch (error) {
      this.logger.warn({ err: error, position }, 'change notices not published (the bus is unavailable)');
      return false;
    }
  }

  /**
   * The fast path: every projection over the batch, committed with their checkpoints as one transaction (side by side
   * for a catch-up batch where the store can). A projection that handles none of its events only moves on here; its
   * checkpoint is written later (see the file's comment).
   */
  private async applyTogether(
    events: RecordedEvent[],
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    const last = events.at(-1)!;
    const moves: Array<{ projection: Projection; pending: RecordedEvent[]; handles: boolean }> = [];
    for (const projection of this.running) {
      const checkpoint = this.checkpoints.get(projection.name) ?? null;
      // Ahead of this batch (a projection that is further on than the lowest): nothing to do or record.
      if (checkpoint !== null && checkpoint >= last.position) continue;
      const pending = checkpoint === null ? events : events.filter((event) => event.position > checkpoint);
      moves.push({ projection, pending, handles: pending.some((event) => projection.handles.includes(event.type)) });
    }
    const applying = moves.filter((move) => move.handles);
    const { readStore } = this.options;
    if (applying.length > 1 && events.length >= SIDE_BY_SIDE_FROM && readStore.sessionsAtOnce > 1) {
      await this.applySideBySide(applying, last.position, personalData, drafts);
    } else if (applying.length > 0) {
      const own: ChangeDraft[] = [];
      await readStore.withSession(
        async (session) => {
          for (const { projection, pending } of applying) {
            await this.applier.apply(session, projection, pending, personalData, own);
            await session.setCheckpoint(checkpointName(projection), last.position, {
              expected: this.stored.get(projection.name) ?? null,
            });
          }
        },
        this.sessionOptions(applying.map(({ projection }) => projection)),
      );
      drafts.push(...own);
    }
    for (const { projection, handles } of moves) {
      this.checkpoints.set(projection.name, last.position);
      if (handles) this.stored.set(projection.name, last.position);
    }
    if (applying.length < moves.length) this.scheduleCheckpointWrite(this.run, CHECKPOINT_DELAY_MS);
  }

  /**
   * A catch-up batch on a store with several connections: each projection over its events in a transaction of its own
   * (commitAlone), a few at once, so the database writes one projection's documents while this process works out the
   * next one's. A projection that fails leaves the others committed; the batch then fails as a whole, and the retry
   * (applyApart) finds those already at the batch's end.
   */
  private applySideBySide(
    applying: ReadonlyArray<{ projection: Projection; pending: RecordedEvent[] }>,
    to: bigint,
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    return inLanes(applying, this.options.readStore.sessionsAtOnce, ({ projection, pending }) =>
      this.commitAlone(projection, pending, to, personalData, drafts),
    );
  }

  /** A checkpoint as loaded from the store: applied and stored alike. */
  private loaded(name: string, position: bigint | null): void {
    this.checkpoints.set(name, position);
    this.stored.set(name, position);
  }

  /** Committed at `position`. */
  private committed(name: string, position: bigint): void {
    this.checkpoints.set(name, position);
    this.stored.set(name, position);
  }

  /** Runs `work` after the batch or checkpoint write in hand, so the two never race each other's compare-and-set. */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.lane.then(work);
    this.lane = result.catch(() => {});
    return result;
  }

  private scheduleCheckpointWrite(run: number, delayMs: number): void {
    if (this.checkpointTimer || this.stopped || run !== this.run) return;
    this.checkpointTimer = setTimeout(() => {
      this.checkpointTimer = null;
      if (run !== this.run) return;
      this.serially(() => this.writeCheckpointsLeftBehind()).catch((error: unknown) => {
        if (run !== this.run) return;
        if (error instanceof CheckpointConflictError) {
          // Another runner has moved on: carry on from its checkpoints, as after a batch that conflicted.
          this.logger.warn(
            { projection: error.projection },
            'another projector committed; resuming from its checkpoint',
          );
          void this.restartFromStore();
          return;
        }
        this.logger.warn({ err: error }, 'checkpoints not written; trying again');
        this.scheduleCheckpointWrite(run, this.retryDelay());
      });
    }, delayMs);
  }

  /**
   * The checkpoints of projections that moved past events they do not handle, in one statement and no transaction:
   * they fence no documents, so each compare-and-set stands alone (one that conflicts restarts the runner from the
   * store either way).
   */
  private async writeCheckpointsLeftBehind(): Promise<void> {
    const behind = this.running.flatMap((projection) => {
      const position = this.checkpoints.get(projection.name) ?? null;
      const stored = this.stored.get(projection.name) ?? null;
      return position !== null && position !== stored ? [{ projection, position, stored }] : [];
    });
    if (behind.length === 0) return;
    await this.options.readStore.setCheckpoints(
      behind.map(({ projection, position, stored }) => ({
        projection: checkpointName(projection),
        position,
        expected: stored,
      })),
    );
    for (const { projection, position } of behind) this.stored.set(projection.name, position);
  }

  /** Drops the subscription and carries on from the stored checkpoints (after a take-over or a conflict). */
  private async restartFromStore(): Promise<void> {
    const run = ++this.run;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.close();
    // Every checkpoint is read back: a batch that was in flight may have committed the others meanwhile.
    await this.resume(run);
  }

  /**
   * After a batch failed with the stores answering: each projection in a transaction of its own, so one that
   * fails holds back no other; the one that fails again goes in halves and parks the event it cannot apply.
   */
  private async applyApart(events: RecordedEvent[], personalData: PersonalDataOpener, drafts: ChangeDraft[]) {
    const last = events.at(-1)!;
    for (const projection of this.running) {
      const checkpoint = this.checkpoints.get(projection.name) ?? null;
      const pending = events.filter((event) => checkpoint === null || event.position > checkpoint);
      if (pending.length === 0) continue;
      try {
        await this.commitAlone(projection, pending, last.position, personalData, drafts);
        continue;
      } catch (error) {
        if (error instanceof CheckpointConflictError || !(await storesAnswer(this.options))) throw error;
      }
      await this.applyInHalves(
        projection,
        pending.filter((event) => projection.handles.includes(event.type)),
        personalData,
        drafts,
      );
      if ((this.checkpoints.get(projection.name) ?? -1n) < last.position) {
        await this.commitAlone(projection, [], last.position, personalData, drafts);
      }
    }
  }

  /**
   * Events of one projection that failed together: each half committed alone, and a half that fails split again, so
   * the events around a poison one commit in a few large transactions and only that one reaches applyOrPark.
   */
  private async applyInHalves(
    projection: Projection,
    events: RecordedEvent[],
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    if (events.length === 1) return this.applyOrPark(projection, events[0]!, personalData, drafts);
    const middle = Math.ceil(events.length / 2);
    for (const half of [events.slice(0, middle), events.slice(middle)]) {
      if (half.length === 1) {
        await this.applyOrPark(projection, half[0]!, personalData, drafts);
        continue;
      }
      try {
        await this.commitAlone(projection, half, half.at(-1)!.position, personalData, drafts);
      } catch (error) {
        if (error instanceof CheckpointConflictError || !(await storesAnswer(this.options))) throw error;
        await this.applyInHalves(projection, half, personalData, drafts);
      }
    }
  }

  private async applyOrPark(
    projection: Projection,
    event: RecordedEvent,
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    const attempts = Math.max(1, this.options.attemptsBeforeParking ?? 3);
    let failure: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await this.commitAlone(projection, [event], event.position, personalData, drafts);
        return;
      } catch (error) {
        if (error instanceof CheckpointConflictError || !(await storesAnswer(this.options))) throw error;
        failure = error;
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    const parked = parkedEvent(projection, event, failure, attempts);
    const expected = this.stored.get(projection.name) ?? null;
    await this.options.readStore.withSession(async (session) => {
      await session.collection(parkedEventsCollection).upsert(parked);
      await session.setCheckpoint(checkpointName(projection), event.position, { expected });
    });
    this.committed(projection.name, event.position);
    this.logger.error(
      {
        err: failure,
        projection: projection.name,
        position: parked.position,
        eventType: event.type,
        eventId: event.id,
      },
      'event parked: the projection could not apply it and has moved on (see /readyz and the ops projections page)',
    );
  }

  /** One projection over `events`, committed with its checkpoint at `to` in a transaction of its own. */
  private async commitAlone(
    projection: Projection,
    events: RecordedEvent[],
    to: bigint,
    personalData: PersonalDataOpener,
    drafts: ChangeDraft[],
  ): Promise<void> {
    const expected = this.stored.get(projection.name) ?? null;
    const own: ChangeDraft[] = [];
    await this.options.readStore.withSession(
      async (session) => {
        await this.applier.apply(session, projection, events, personalData, own);
        await session.setCheckpoint(checkpointName(projection), to, { expected });
      },
      this.sessionOptions([projection]),
    );
    this.committed(projection.name, to);
    drafts.push(...own);
  }

  /** A session of projections, one of them bulk-loading, uses the memory (which holds only what was emptied under it). */
  private sessionOptions(projections: readonly Projection[]): SessionOptions {
    return projections.some((projection) => this.unindexed.has(projection)) ? { memory: this.memory } : {};
  }
}
