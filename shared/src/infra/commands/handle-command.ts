/**
 * The command handler (docs/architecture.md §Event model): read the stream, fold it, decide, append with the expected
 * revision. Nothing else is written by a command (a decider's snapshot, written after, is derived data:
 * `snapshots.ts`). A retried command (same command id) returns what the first attempt appended instead of deciding
 * again.
 */
import type { z } from 'zod';
import { fold, type Decider, type DomainEvent } from '../../decider';
import type { Actor } from '../../roles';
import {
  ConcurrencyError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { deriveEventId } from './event-ids';
import { readSnapshot, reportSnapshotPastEnd, snapshotAfterAppend } from './snapshots';

export type CommandContext = {
  /** The Idempotency-Key, or a generated id. */
  commandId: string;
  actor: Actor | null;
  /** Server time (ISO 8601) — the only clock a decider sees. */
  at: string;
  correlationId: string;
  causationId?: string;
};

export type EventSchemas = Record<string, z.ZodType<Record<string, unknown>>>;

export type CommandResult<Event extends DomainEvent> = {
  events: Event[];
  /** Global position of the last event appended (or already appended), null if the decider decided nothing. */
  position: bigint | null;
  revision: bigint | null;
  /** True when the command had run before (same command id): `events` are what that first run appended. */
  replayed: boolean;
};

/** Parses recorded events with their schemas: an unknown type or bad data is a bug, never silently folded. */
export function toDomainEvents<Event extends DomainEvent>(
  recorded: Array<Pick<RecordedEvent, 'type' | 'data' | 'stream'>>,
  schemas: EventSchemas,
): Event[] {
  return recorded.map((event) => {
    const schema = schemas[event.type];
    if (!schema) throw new Error(`No schema for event type ${event.type} in ${event.stream}`);
    return { type: event.type, data: schema.parse(event.data) } as Event;
  });
}

export type HandleOptions = {
  /**
   * How often to read, decide and append again when another writer got in first (ConcurrencyError). For busy
   * streams whose commands may still succeed on the newer state (many applications to one internship);
   * a command the newer state rules out then fails with the decider's own error.
   */
  retries?: number;
};

/** The metadata every event a command appends carries. */
export function commandMetadata(context: CommandContext): EventMetadata {
  return {
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.commandId,
    actor: context.actor,
    at: context.at,
  };
}

export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event> & { eventSchemas: EventSchemas },
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<CommandResult<Event>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await handleOnce(store, stream, decider, command, context);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= (options.retries ?? 0)) throw error;
    }
  }
}

async function handleOnce<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event> & { eventSchemas: EventSchemas },
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  const unread = await decideOnKnownFold(store, stream, decider, command, context);
  if (unread) return unread;
  const folded = await foldStream(store, stream, decider, context.commandId);
  if ('earlier' in folded) return folded.earlier;
  const events = decider.decide(command, folded.state);
  if (events.length === 0) return { events, position: null, revision: null, replayed: false };
  const result = await appendDecided(store, stream, events, context, folded.revision);
  if (result.written && result.nextRevision === (folded.revision ?? -1n) + BigInt(events.length)) {
    const kept = foldsOf(store, decider).get(stream);
    // What this process knows of the stream's ids: those of its fold, or none before the stream's first event.
    const ids = folded.revision === null ? new Set<string>() : kept?.revision === folded.revision ? kept.ids : null;
    advanceFold(
      store,
      stream,
      decider,
      { revision: folded.revision, state: folded.state, ids },
      events,
      context,
      result,
    );
  }
  // Only an append that wrote exactly these events after the folded state leaves the state folded + events.
  if (decider.snapshot && result.nextRevision === (folded.revision ?? -1n) + BigInt(events.length)) {
    snapshotAfterAppend(store, stream, decider.snapshot, folded.revision, result.nextRevision, () =>
      events.reduce(decider.evolve, folded.state),
    );
  }
  return { events, position: result.position, revision: result.nextRevision, replayed: false };
}

function appendDecided(
  store: EventStore,
  stream: string,
  events: DomainEvent[],
  context: CommandContext,
  after: bigint | null,
): Promise<AppendResult> {
  const metadata = commandMetadata(context);
  return store.append(
    stream,
    events.map((event, index) => ({
      id: deriveEventId(context.commandId, stream, index),
      type: event.type,
      data: event.data,
      metadata,
    })),
    { expectedRevision: after ?? 'no_stream' },
  );
}

/**
 * A command on a stream this process has folded from its first event is decided on that fold without reading the
 * stream, and the append's expected revision checks it: the store writes only if nothing came after the fold. Only
 * an append that wrote these very events right after the fold stands as the answer; a conflict (another writer got
 * in), events recorded before (this command ran elsewhere), or a decision that appends nothing or refuses — which
 * no write has checked — answers null, and the command is decided again on what a read of the stream gives.
 */
async function decideOnKnownFold<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event> & { eventSchemas: EventSchemas },
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event> | null> {
  const folds = foldsOf(store, decider);
  const known = folds.get(stream) as (Folded & { state: State }) | undefined;
  if (!known?.ids || known.ids.has(deriveEventId(context.commandId, stream, 0))) return null;
  let events: Event[];
  try {
    events = decider.decide(command, known.state);
  } catch {
    return null;
  }
  if (events.length === 0) return null;
  let result: AppendResult;
  try {
    result = await appendDecided(store, stream, events, context, known.revision);
  } catch (error) {
    if (error instanceof ConcurrencyError) return null;
    throw error;
  }
  if (!result.written || result.nextRevision !== known.revision + BigInt(events.length)) return null;
  const state = advanceFold(store, stream, decider, known, events, context, result);
  if (decider.snapshot) {
    snapshotAfterAppend(store, stream, decider.snapshot, known.revision, result.nextRevision, () => state);
  }
  return { events, position: result.position, revision: result.nextRevision, replayed: false };
}

/**
 * After an append that wrote `events` right after `from`: the fold kept here moves on by them, as a read would give
 * them back (stored as JSON, parsed by their schemas), so the stream's next command needs no read. Returns the state.
 */
function advanceFold<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event> & { eventSchemas: EventSchemas },
  from: { revision: bigint | null; state: State; ids: Set<string> | null },
  events: Event[],
  context: CommandContext,
  result: AppendResult,
): State {
  const stored = events.map((event) => ({ type: event.type, data: JSON.parse(JSON.stringify(event.data)), stream }));
  const state = toDomainEvents<Event>(stored, decider.eventSchemas).reduce(decider.evolve, from.state);
  // In place, as foldStream does: an id in the set is in the stream, whichever fold of it the set belongs to.
  const ids = from.ids;
  events.forEach((_, index) => ids?.add(deriveEventId(context.commandId, stream, index)));
  keepFolded(foldsOf(store, decider), stream, { revision: result.nextRevision, state, ids });
  return state;
}

/**
 * A stream as the last command on it folded it (per event store and decider, in this process): the next command
 * reads only the events after `revision` instead of the whole stream again — a student's bookmarks or a busy
 * internship's stream grows with every command, and reading, parsing and folding all of it was most of a command's
 * work. The log stays the truth: the newer events are always read, and the append's expected revision still
 * refuses a stale decision. `ids` are the stream's event ids when it was folded from its first event (a retried
 * command is then recognised without asking the store); null when the fold started from a snapshot.
 */
type Folded = { revision: bigint; state: unknown; ids: Set<string> | null };

/** Streams remembered per event store and decider; the least recently used go first. */
const FOLDED_STREAMS_KEPT = 5000;
/** Events read at a time when collecting what a retried command appended (a command appends a handful). */
const COMMAND_EVENTS_READ = 32;

const foldedStreams = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

function foldsOf(store: EventStore, decider: object): Map<string, Folded> {
  let byDecider = foldedStreams.get(store);
  if (!byDecider) {
    byDecider = new WeakMap();
    foldedStreams.set(store, byDecider);
  }
  let folds = byDecider.get(decider);
  if (!folds) {
    folds = new Map();
    byDecider.set(decider, folds);
  }
  return folds;
}

function keepFolded(folds: Map<string, Folded>, stream: string, folded: Folded): void {
  const kept = folds.get(stream);
  // Two commands on one stream at once: the one that saw more wins.
  if (kept && kept.revision > folded.revision) return;
  folds.delete(stream);
  folds.set(stream, folded);
  if (folds.size > FOLDED_STREAMS_KEPT) folds.delete(folds.keys().next().value!);
}

/**
 * Where a fold starts: what this process folded last (`folds`), else the decider's snapshot, else the first event.
 * Only the events after it are read. Whether the command ran before is asked of the store by its first event's id
 * (one indexed lookup, beside the read) unless every id of the stream is known here.
 */
async function foldStream<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event> & { eventSchemas: EventSchemas },
  commandId: string,
): Promise<{ state: State; revision: bigint | null } | { earlier: CommandResult<Event> }> {
  const folds = foldsOf(store, decider);
  const firstId = deriveEventId(commandId, stream, 0);
  const known = folds.get(stream) as (Folded & { state: State }) | undefined;
  const fromSnapshot = !known && decider.snapshot ? await readSnapshot(store, stream, decider.snapshot) : null;
  const start = known ?? fromSnapshot;
  if (!start) return foldWhole(store, stream, decider, commandId, folds);
  const mayHaveRun = known?.ids ? known.ids.has(firstId) : true;
  // From a snapshot, its own revision is read too: the stream must have it, or the snapshot is not this stream's.
  const from = known ? known.revision + 1n : start.revision;
  const [read, found] = await Promise.all([
    store.readStream(stream, { from }),
    mayHaveRun ? store.findEvent(stream, firstId) : null,
  ]);
  let newer = read;
  if (fromSnapshot) {
    if (read[0]?.revision !== fromSnapshot.revision) {
      reportSnapshotPastEnd(store, stream, decider.snapshot!.name, fromSnapshot.revision);
      return foldWhole(store, stream, decider, commandId, folds);
    }
    newer = read.slice(1);
  }
  const first = found ?? newer.find((event) => event.id === firstId);
  if (first) return { earlier: await earlierResult(store, stream, decider, commandId, first) };
  const state = toDomainEvents<Event>(newer, decider.eventSchemas).reduce(decider.evolve, start.state);
  const revision = newer.at(-1)?.revision ?? start.revision;
  const ids = known?.ids ?? null;
  if (ids) for (const event of newer) ids.add(event.id);
  keepFolded(folds, stream, { revision, state, ids });
  return { state, revision };
}

/** The whole stream from its first event (no fold kept here, no usable snapshot). */
async function foldWhole<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event> & { eventSchemas: EventSchemas },
  commandId: string,
  folds: Map<string, Folded>,
): Promise<{ state: State; revision: bigint | null } | { earlier: CommandResult<Event> }> {
  const recorded = await store.readStream(stream);
  const firstId = deriveEventId(commandId, stream, 0);
  const first = recorded.find((event) => event.id === firstId);
  if (first) return { earlier: await earlierResult(store, stream, decider, commandId, first) };
  const state = fold(decider, toDomainEvents<Event>(recorded, decider.eventSchemas));
  const last = recorded.at(-1);
  if (last) keepFolded(folds, stream, { revision: last.revision, state, ids: new Set(recorded.map((e) => e.id)) });
  return { state, revision: last ? last.revision : null };
}

/** What a command appended before, from its first event on (its events are one append: consecutive revisions). */
async function earlierResult<Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: { eventSchemas: EventSchemas },
  commandId: string,
  first: RecordedEvent,
): Promise<CommandResult<Event>> {
  const earlier = [first];
  for (let more = true; more;) {
    const next = await store.readStream(stream, {
      from: earlier.at(-1)!.revision + 1n,
      maxCount: COMMAND_EVENTS_READ,
    });
    more = next.length === COMMAND_EVENTS_READ;
    for (const event of next) {
      if (event.id !== deriveEventId(commandId, stream, earlier.length)) {
        more = false;
        break;
      }
      earlier.push(event);
    }
  }
  const last = earlier.at(-1)!;
  return {
    events: toDomainEvents(earlier, decider.eventSchemas),
    position: last.position,
    revision: last.revision,
    replayed: true,
  };
}
