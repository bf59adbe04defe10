/**
 * The event store port (docs/architecture.md §Ports and adapters). The log is the only source of truth: commands append
 * here, projectors and reactors subscribe to all of it in one global order.
 */

import type { SnapshotStore } from './snapshot-store.port';

/** Metadata stamped on every event by the command handler. */
export type EventMetadata = {
  correlationId: string;
  causationId: string;
  actor: { id: string; role: string } | null;
  /** Server time of the command, ISO 8601. */
  at: string;
  [key: string]: unknown;
};

export type EventToAppend = {
  /** A UUID, derived from the command id so a retried command appends nothing new. */
  id: string;
  type: string;
  /**
   * The version of `data`'s shape (docs/architecture.md §How to change an event). Omitted: the type's current version
   * (`currentEventVersion`), which is what code of this release writes; only fixtures of older shapes name one.
   */
  version?: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
};

export type RecordedEvent = {
  id: string;
  type: string;
  /**
   * The version of `data`'s shape; 1 for an event stored before events had versions. Stream reads lift `data` to the
   * current version (`upcastEvent`); subscriptions deliver it as stored, and their runners lift it per event.
   */
  version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  stream: string;
  /** 0-based revision of the event within its stream. */
  revision: bigint;
  /** Global, strictly increasing order across all streams. */
  position: bigint;
  recordedAt: Date;
};

export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export type AppendResult = {
  /** The revision of the last event now in the stream. */
  nextRevision: bigint;
  /** The global position of the last appended (or, for an idempotent retry, already present) event. */
  position: bigint;
  /**
   * True when this call wrote the events; false when they were recorded before (an idempotent retry) and nothing
   * was written.
   */
  written: boolean;
};

export type ReadStreamOptions = {
  /** Inclusive revision to start from (forwards) or end at (backwards). */
  from?: bigint;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
};

export type SubscribeOptions = {
  /** 'start', or an exclusive position: delivery begins after it. */
  from: bigint | 'start';
  /** Most events handed to one `onEvents` call. */
  batchSize?: number;
  /**
   * How long after a wake-up the subscription waits before it reads, so that the appends of the moments after are read
   * with it: one read for a run of commands instead of one each. For subscribers a short delay costs nothing (the
   * reactors, which enqueue mail); a store that pushes events (EventStoreDB) has no reads to save and ignores it.
   */
  coalesceMs?: number;
};

export type SubscriptionHandler = {
  /**
   * Receives events in global order, each exactly once, catching up and then live, with `data` as stored (each
   * runner lifts what it handles with `upcastEvent`, so one event it cannot read fails only there). The events are
   * read-only: subscriptions of one store may be handed the same objects (frozen under test). The next batch waits
   * for the returned promise; if it rejects the subscription stops and `onError` is called.
   */
  onEvents(events: RecordedEvent[]): Promise<void>;
  /** Called when the subscription has delivered every event that existed when it started. */
  onCaughtUp?(): void;
  onError?(error: unknown): void;
};

export type Subscription = { close(): Promise<void> };

export type AppendOptions = {
  expectedRevision: ExpectedRevision;
  /**
   * Events no subscriber waits for (an Idempotency-Key's claim, read back only through its own stream): the SQL store
   * wakes no subscriber for them and sends no notification, so they reach the subscribers with the next append or
   * the next poll, in order as ever. A command's own append follows at once, and its subscribers' one read then
   * takes both. EventStoreDB pushes every event anyway.
   */
  quiet?: boolean;
};

export interface EventStore {
  readonly kind: 'pglite' | 'postgres' | 'esdb';
  append(stream: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Events of a stream in order, each lifted to its type's current version (an `EventVersionError` when one cannot
   * be); empty for a stream that does not exist.
   */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * The event of this stream with this id, lifted like a stream read, or null: how a retried command finds what it
   * appended without reading the whole stream (event ids derive from the command id, `commands/event-ids.ts`).
   */
  findEvent(stream: string, id: string): Promise<RecordedEvent | null>;
  subscribeToAll(options: SubscribeOptions, handler: SubscriptionHandler): Subscription;
  /** Folded states of long streams, kept beside the events (`snapshot-store.port.ts`). */
  readonly snapshots: SnapshotStore;
  /** The position of the newest event, or null in an empty store (projection lag, readiness). */
  headPosition(): Promise<bigint | null>;
  close(): Promise<void>;
}

/** A wrong expected revision. HTTP 409; never a lost write. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream} is at ${String(actual)}, expected ${String(expected)}`);
  }
}

/** Stream names are `<category>-<id>`; the category is everything before the first dash. */
export function streamCategory(stream: string): string {
  const dash = stream.indexOf('-');
  return dash === -1 ? stream : stream.slice(0, dash);
}

/** Tells a subscription's handler why it stopped (the console, when it has no `onError`); never throws. */
export function reportSubscriptionError(handler: SubscriptionHandler, error: unknown): void {
  try {
    if (handler.onError) handler.onError(error);
    else console.error('Event store subscription stopped:', error);
  } catch (secondary) {
    console.error('Event store subscription stopped; its onError threw:', secondary);
  }
}
