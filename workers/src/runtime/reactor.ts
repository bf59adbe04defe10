/**
 * Reactors turn events into jobs (docs/architecture.md §Workers: event → job). Each has a checkpoint; a job id derived
 * from the event id makes the enqueue idempotent, so replaying after a crash adds nothing twice.
 *
 * A reactor's checkpoint is written after every batch that held an event it handles. Past a batch it had nothing in
 * (most batches: a bookmark, a logbook entry) it is written a moment later, once for however many such batches came
 * meanwhile: one write per reactor per batch cost more of the store than the events themselves, and a checkpoint
 * left behind only means re-reading events this reactor ignores.
 */
import { upcastEvent } from '@stint/shared/events/event-versions';
import { EventVersionError } from '@stint/shared/events/upcasting';
import { lowestCheckpoint } from '@stint/shared/infra/checkpoints';
import type { EventStore, RecordedEvent, Subscription } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import type { Queue, JobHandler, Schedule } from '@stint/shared/infra/queue/queue.port';
import type { ReadStore } from '@stint/shared/infra/read-store/read-store.port';

export type ReactorContext = { queue: Queue; logger: Logger };

export type Reactor = {
  name: string;
  handles: readonly string[];
  /** Enqueue jobs for the event; never throw on a recorded event (log and skip instead). */
  react(event: RecordedEvent, context: ReactorContext): Promise<void>;
};

/** A queue consumer, optionally repeated on a schedule. */
export type JobDefinition = {
  queue: string;
  handler: JobHandler<never>;
  concurrency?: number;
  schedule?: { name: string; every: Schedule; payload?: unknown };
};

/** The job id for the job an event causes: the same event always yields the same id. */
export function jobIdFor(event: Pick<RecordedEvent, 'id'>, purpose: string): string {
  return `${purpose}:${event.id}`;
}

export function reactorCheckpoint(name: string): string {
  return `reactor:${name}`;
}

/** How long the checkpoint of a reactor that had nothing in the last batches waits before it is written. */
const IDLE_CHECKPOINT_DELAY_MS = 1000;
/**
 * How long after an append the reactors read: a job (a mail, a sync) a tenth of a second later costs nobody anything,
 * and at hundreds of commands a second it is one read for every few dozen of them instead of one each.
 */
const COALESCE_MS = 100;

export class ReactorRunner {
  private subscription: Subscription | null = null;
  private readonly checkpoints = new Map<string, bigint | null>();
  private retryTimer: NodeJS.Timeout | null = null;
  /** Reactors whose checkpoint in `checkpoints` is ahead of the stored one (see the file's comment). */
  private readonly unwritten = new Set<string>();
  private idleTimer: NodeJS.Timeout | null = null;
  /** Checkpoint writes, one after another, so an older position never lands after a newer one. */
  private writes: Promise<void> = Promise.resolve();
  private stopped = true;
  private readonly logger: Logger;

  constructor(
    private readonly options: {
      eventStore: EventStore;
      readStore: ReadStore;
      queue: Queue;
      logger: Logger;
      reactors: Reactor[];
      retryDelayMs?: number;
      /** How long a checkpoint left behind past batches its reactor had nothing in waits to be written. */
      idleCheckpointDelayMs?: number;
    },
  ) {
    this.logger = options.logger.child({ module: 'reactors' });
  }

  private get position(): bigint | null {
    return lowestCheckpoint(this.checkpoints.values());
  }

  async start(): Promise<void> {
    this.stopped = false;
    for (const reactor of this.options.reactors) {
      this.checkpoints.set(reactor.name, await this.options.readStore.getCheckpoint(reactorCheckpoint(reactor.name)));
    }
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.subscription?.close();
    this.subscription = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    await this.writeIdleCheckpoints().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'reactor checkpoints not written on stop; the next start re-reads a little'),
    );
  }

  private subscribe(): void {
    if (this.stopped || this.options.reactors.length === 0) return;
    const from = this.position;
    this.subscription = this.options.eventStore.subscribeToAll(
      { from: from ?? 'start', batchSize: 200, coalesceMs: COALESCE_MS },
      {
        onEvents: (events) => this.handle(events),
        onError: (error) => {
          this.logger.error({ err: error }, 'reactor batch failed; resuming from the last checkpoint');
          this.subscription = null;
          if (!this.stopped) this.retryTimer = setTimeout(() => this.subscribe(), this.options.retryDelayMs ?? 1000);
        },
      },
    );
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const context = { queue: this.options.queue, logger: this.logger };
    for (const reactor of this.options.reactors) {
      const checkpoint = this.checkpoints.get(reactor.name) ?? null;
      let handled = false;
      for (const event of events) {
        if (checkpoint !== null && event.position <= checkpoint) continue;
        if (!reactor.handles.includes(event.type)) continue;
        handled = true;
        const readable = readableEvent(event, this.logger);
        if (readable) await reactor.react(readable, context);
      }
      if (checkpoint !== null && checkpoint >= last.position) continue;
      if (handled) {
        // Enqueue first, checkpoint after: at-least-once, and the derived job ids make the retry a no-op.
        await this.writeCheckpoint(reactor.name, last.position);
        this.unwritten.delete(reactor.name);
      } else {
        this.unwritten.add(reactor.name);
      }
      this.checkpoints.set(reactor.name, last.position);
    }
    if (this.unwritten.size > 0 && !this.idleTimer && !this.stopped)
      this.scheduleIdleWrite(this.options.idleCheckpointDelayMs ?? IDLE_CHECKPOINT_DELAY_MS);
  }

  private scheduleIdleWrite(delayMs: number): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.writeIdleCheckpoints().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'reactor checkpoints not written; trying again');
        if (!this.stopped && !this.idleTimer) this.scheduleIdleWrite(1000);
      });
    }, delayMs);
  }

  /** Writes the checkpoints left behind past batches their reactors had nothing in. */
  private async writeIdleCheckpoints(): Promise<void> {
    for (const name of [...this.unwritten]) {
      const position = this.checkpoints.get(name);
      if (position === undefined || position === null) continue;
      this.unwritten.delete(name);
      try {
        await this.writeCheckpoint(name, position);
      } catch (error) {
        this.unwritten.add(name);
        throw error;
      }
    }
  }

  private writeCheckpoint(name: string, position: bigint): Promise<void> {
    const write = this.writes.then(() => this.options.readStore.setCheckpoint(reactorCheckpoint(name), position));
    this.writes = write.catch(() => {});
    return write;
  }
}

/**
 * The event lifted to its type's current version (subscriptions deliver bodies as stored), or null, logged, when this
 * code cannot read it: a reactor never throws on a recorded event (docs/style.md §Errors), and one it cannot read is
 * skipped as a body that fails its schema is, never guessed at.
 */
function readableEvent(event: RecordedEvent, logger: Logger): RecordedEvent | null {
  try {
    return upcastEvent(event);
  } catch (error) {
    if (!(error instanceof EventVersionError)) throw error;
    logger.error({ err: error, eventId: event.id, eventType: event.type }, 'event version cannot be read; skipped');
    return null;
  }
}

/** Starts the reactors and the job consumers of this process. */
export async function startWorkers(options: {
  eventStore: EventStore;
  readStore: ReadStore;
  queue: Queue;
  logger: Logger;
  reactors: Reactor[];
  jobs: JobDefinition[];
}): Promise<{ stop(): Promise<void> }> {
  for (const job of options.jobs) {
    await options.queue.process(job.queue, job.handler as JobHandler, { concurrency: job.concurrency });
    if (job.schedule) {
      await options.queue.schedule(job.queue, job.schedule.name, job.schedule.every, job.schedule.payload ?? {});
    }
  }
  const runner = new ReactorRunner(options);
  await runner.start();
  return { stop: () => runner.stop() };
}
