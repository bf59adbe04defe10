/**
 * The event store on EventStoreDB / KurrentDB (production profile), over the official gRPC client.
 *
 * Positions: our `position` is the event's commit position in the transaction log. Since 20.x every
 * append without an explicit transaction is written as committed prepares, and each event's commit and
 * prepare positions are both its own log position, so `{ commit: p, prepare: p }` is the exact position of
 * the event at `p`. A catch-up subscription starts after the given position (exclusive); we also drop any
 * event at or before it, so a resumed subscription never repeats one. Event positions on stream reads need
 * a 22.6+ server.
 *
 * Idempotency: EventStoreDB only recognises a retried append when it comes with the same expected
 * revision, so before each append we read the stream's event ids: a retry whose ids are all recorded
 * returns the original result; a partial overlap is a ConcurrencyError. 'any' becomes the revision we read,
 * retried on a race, so two identical retries can never both write.
 */
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  ConcurrencyError,
  reportSubscriptionError,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from './event-store.port';
import { currentEventVersion, upcastEvent } from '../../events/event-versions';
import { createLogger, type Logger } from '../logger';
import { EsdbSnapshotStore } from './esdb-snapshot-store';

const DEFAULT_BATCH_SIZE = 500;
const MAX_APPEND_ATTEMPTS = 10;
const MAX_RETRY_DELAY_MS = 5_000;
/** What older servers send for "no position" on stream reads. */
const NO_POSITION = 18446744073709551615n;
/**
 * EventStoreDB has no column of our own: an event's version travels in its metadata under this key and is taken out
 * again on read, so metadata reads back as it was appended. An event without it is version 1 (stored before versions).
 */
const VERSION_KEY = 'stintEventVersion';

export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  readonly snapshots: EsdbSnapshotStore;
  private readonly subscriptions = new Set<EsdbSubscription>();
  private closed = false;

  constructor(
    private readonly client: EventStoreDBClient,
    logger: Logger = createLogger().child({ module: 'snapshots' }),
  ) {
    this.snapshots = new EsdbSnapshotStore(client, logger);
  }

  /** `esdb://host:2113?tls=false` (or `esdb+discover://…` for a cluster). */
  static connect(connectionString: string, logger?: Logger): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), logger);
  }

  async append(stream: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    this.assertOpen();
    const wanted = events.map((event) => event.id.toLowerCase());
    if (new Set(wanted).size !== wanted.length) throw new Error('An append cannot contain the same event id twice');
    const { expectedRevision } = options;
    let actual: bigint | 'no_stream' = 'no_stream';
    for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
      const recorded = await this.readIds(stream);
      const last = recorded[recorded.length - 1];
      actual = last ? last.revision : 'no_stream';

      const already = recorded.filter((event) => wanted.includes(event.id));
      if (already.length > 0) {
        const sameEvents =
          already.length === wanted.length && already.every((event, index) => event.id === wanted[index]);
        if (!sameEvents) throw new ConcurrencyError(stream, expectedRevision, actual);
        const original = already[already.length - 1]!;
        return { nextRevision: original.revision, position: original.position, written: false };
      }
      if (expectedRevision !== 'any' && expectedRevision !== actual) {
        throw new ConcurrencyError(stream, expectedRevision, actual);
      }
      if (events.length === 0) {
        return { nextRevision: last?.revision ?? -1n, position: last?.position ?? -1n, written: false };
      }

      const esdbExpected: AppendExpectedRevision = actual === 'no_stream' ? NO_STREAM : actual;
      try {
        const result = await this.client.appendToStream(
          stream,
          events.map((event) =>
            jsonEvent({
              id: event.id,
              type: event.type,
              data: event.data,
              metadata: { ...event.metadata, [VERSION_KEY]: event.version ?? currentEventVersion(event.type) },
            }),
          ),
          { expectedRevision: esdbExpected },
        );
        const position = result.position?.commit;
        // No position: the server took it for a retry of a concurrent identical append; the next read tells.
        if (position !== undefined) return { nextRevision: result.nextExpectedRevision, position, written: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        // Someone appended between our read and our write: read again (a retry may now find its ids).
      }
    }
    throw new ConcurrencyError(stream, expectedRevision, actual);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readStored(stream, options)).map((event) => upcastEvent(event));
  }

  /**
   * EventStoreDB keeps no index of event ids we can ask: the stream is read newest first until the id turns up (a
   * retried command is almost always a recent one). Its append reads the stream's ids anyway (see the top).
   */
  async findEvent(stream: string, id: string): Promise<RecordedEvent | null> {
    this.assertOpen();
    const wanted = id.toLowerCase();
    try {
      for await (const resolved of this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END })) {
        if (resolved.event?.id.toLowerCase() !== wanted) continue;
        const event = toRecordedEvent(resolved);
        return event ? upcastEvent(event) : null;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  /** A stream's events as stored: the append's idempotency check must not depend on reading their bodies. */
  private async readStored(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const backwards = options.direction === 'backwards';
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.from ?? (backwards ? END : START),
        maxCount: options.maxCount,
      })) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions, handler: SubscriptionHandler): Subscription {
    this.assertOpen();
    const subscription = new EsdbSubscription(
      this.client,
      options,
      handler,
      () => this.headPosition(),
      () => void this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** The newest non-system event's commit position. */
  async headPosition(): Promise<bigint | null> {
    this.assertOpen();
    // readAll has no server-side filter: walk back over system events ($epoch, $scavenges, metadata …).
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END });
    try {
      for await (const resolved of read) {
        if (resolved.event && !isSystemEvent(resolved.event.streamId, resolved.event.type)) {
          return resolved.event.position.commit;
        }
      }
      return null;
    } finally {
      await read.cancel().catch(() => {});
    }
  }

  /** Stops the subscriptions (waiting for their in-flight batches) and disposes of the client. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** Every event id in the stream with its revision and position, oldest first. */
  private async readIds(stream: string): Promise<Array<{ id: string; revision: bigint; position: bigint }>> {
    const events = await this.readStored(stream);
    return events.map((event) => ({ id: event.id.toLowerCase(), revision: event.revision, position: event.position }));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

function isSystemEvent(stream: string, type: string): boolean {
  return stream.startsWith('$') || type.startsWith('$');
}

function eventPosition(resolved: ResolvedEvent | AllStreamResolvedEvent): bigint | undefined {
  const commit = resolved.event?.position?.commit;
  if (commit !== undefined && commit !== NO_POSITION) return commit;
  if (resolved.commitPosition !== undefined && resolved.commitPosition !== NO_POSITION) return resolved.commitPosition;
  return undefined;
}

/** Our events are JSON; anything else in the log (binary, links, system events) is not ours to deliver. */
function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || isSystemEvent(event.streamId, event.type)) return null;
  const position = eventPosition(resolved);
  if (position === undefined) {
    throw new Error('EventStoreDB returned an event without its position: a 22.6 or newer server is required');
  }
  const { [VERSION_KEY]: version, ...metadata } = isRecord(event.metadata) ? event.metadata : {};
  return {
    id: event.id,
    type: event.type,
    version: typeof version === 'number' ? version : 1,
    data: isRecord(event.data) ? event.data : { value: event.data },
    metadata: metadata as EventMetadata,
    stream: event.streamId,
    revision: event.revision,
    position,
    recordedAt: event.created,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** A handler's failure: stops the subscription (a server's failure only makes it resubscribe). */
class HandlerError {
  constructor(readonly cause: unknown) {}
}

/**
 * A catch-up subscription to $all without system events. Reads what the client has buffered into batches
 * (so live events that arrive while the handler works are delivered together), waits for the handler,
 * and resubscribes from the last position with backoff when the connection fails.
 */
class EsdbSubscription implements Subscription {
  private readonly batchSize: number;
  private last: bigint | null;
  private stopped = false;
  private signalled = false;
  private wakeUp: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    private readonly client: EventStoreDBClient,
    options: SubscribeOptions,
    private readonly handler: SubscriptionHandler,
    private readonly readHead: () => Promise<bigint | null>,
    onStopped: () => void,
  ) {
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
    this.last = options.from === 'start' ? null : options.from;
    this.done = Promise.resolve()
      .then(() => this.run())
      .finally(onStopped);
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.signal();
    await this.done;
  }

  private async run(): Promise<void> {
    let caughtUp = false;
    let head: bigint | null | undefined;
    let retryDelay = 100;
    while (!this.stopped) {
      try {
        // "Caught up": every event that existed when the subscription started has been delivered.
        head ??= await this.readHead();
        const headPosition = head;
        await this.follow(
          (serverCaughtUp) => {
            if (caughtUp) return;
            if (!serverCaughtUp && headPosition !== null && (this.last === null || this.last < headPosition)) return;
            caughtUp = true;
            try {
              this.handler.onCaughtUp?.();
            } catch (error) {
              throw new HandlerError(error);
            }
          },
          () => {
            retryDelay = 100;
          },
        );
      } catch (error) {
        if (error instanceof HandlerError) {
          this.stopped = true;
          reportSubscriptionError(this.handler, error.cause);
          return;
        }
        // Connection lost, leader changed, server restarting …: resubscribe from the last position.
        await this.wait(retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  }

  /** One server subscription, until close (returns) or a failure (throws). */
  private async follow(checkCaughtUp: (serverCaughtUp: boolean) => void, onProgress: () => void): Promise<void> {
    const from = this.last;
    const stream: AllStreamSubscription = this.client.subscribeToAll(
      {
        fromPosition: from === null ? START : { commit: from, prepare: from },
        filter: excludeSystemEvents(),
      },
      { highWaterMark: this.batchSize },
    );
    let failure: unknown = null;
    let ended = false;
    let serverCaughtUp = false;
    // Listeners stay attached after we let go of the stream: a late 'error' must never go unhandled.
    stream.on('error', (error: Error) => {
      failure ??= error;
      this.signal();
    });
    stream.on('readable', () => this.signal());
    stream.on('end', () => {
      ended = true;
      this.signal();
    });
    stream.on('close', () => {
      ended = true;
      this.signal();
    });
    stream.on('caughtUp', () => {
      serverCaughtUp = true;
      this.signal();
    });
    try {
      checkCaughtUp(false);
      while (!this.stopped) {
        const batch: RecordedEvent[] = [];
        let batchLast: bigint | null = null;
        let item: AllStreamResolvedEvent | null;
        while (batch.length < this.batchSize && (item = stream.read() as AllStreamResolvedEvent | null) !== null) {
          const position = eventPosition(item);
          if (position === undefined || (this.last !== null && position <= this.last)) continue;
          if (batchLast !== null && position <= batchLast) continue;
          batchLast = position;
          const event = toRecordedEvent(item);
          if (event) batch.push(event);
        }
        if (batch.length > 0) {
          try {
            await this.handler.onEvents(batch);
          } catch (error) {
            throw new HandlerError(error);
          }
          onProgress();
        }
        if (batchLast !== null) this.last = batchLast;
        // The server's caughtUp is emitted after the events before it were queued: once those are read, they
        // have been delivered too.
        checkCaughtUp(serverCaughtUp && stream.readableLength === 0);
        if (batchLast !== null) continue;
        if (failure) throw failure;
        if (ended) throw new Error('EventStoreDB ended the subscription');
        await this.wait();
      }
    } finally {
      await stream.unsubscribe().catch(() => {});
    }
  }

  private signal(): void {
    this.signalled = true;
    const wakeUp = this.wakeUp;
    this.wakeUp = null;
    wakeUp?.();
  }

  /** Until a signal (or one already given since the last wait), close, or `ms` when given. */
  private wait(ms?: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.signalled && ms === undefined) {
      this.signalled = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        if (timer) clearTimeout(timer);
        this.wakeUp = null;
        this.signalled = false;
        resolve();
      };
      const timer = ms === undefined ? null : setTimeout(finish, ms);
      this.wakeUp = finish;
    });
  }
}
