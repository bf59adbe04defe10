/**
 * The command handler (docs/architecture.md §Event model): read the stream, fold it, decide, append with the expected
 * revision. Nothing else is written by a command. A retried command (same command id) returns what the first attempt
 * appended instead of deciding again.
 */
import type { z } from 'zod';
import { fold, type Decider, type DomainEvent } from '../../decider';
import type { Actor } from '../../roles';
import {
  ConcurrencyError,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { deriveEventId } from './event-ids';

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
export function toDomainEvents<Event extends DomainEvent>(recorded: RecordedEvent[], schemas: EventSchemas): Event[] {
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
  const folded = await foldStream(store, stream, decider, context.commandId);
  if ('earlier' in folded) return folded.earlier;
  const events = decider.decide(command, folded.state);
  if (events.length === 0) return { events, position: null, revision: null, replayed: false };
  const metadata: EventMetadata = {
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.commandId,
    actor: context.actor,
    at: context.at,
  };
  const result = await store.append(
    stream,
    events.map((event, index) => ({
      id: deriveEventId(context.commandId, stream, index),
      type: event.type,
      data: event.data,
      metadata,
    })),
    { expectedRevision: folded.revision ?? 'no_stream' },
  );
  return { events, position: result.position, revision: result.nextRevision, replayed: false };
}

/**
 * A stream as the last command on it folded it (per event store and decider, in this process): the next command
 * reads only the events after `revision` instead of the whole stream again — a student's bookmarks or a busy
 * internship's stream grows with every command, and reading, parsing and folding all of it was most of a command's
 * work. The log stays the truth: the newer events are always read, and the append's expected revision still
 * refuses a stale decision. `ids` are the stream's event ids, to recognise a retried command.
 */
type Folded = { revision: bigint; state: unknown; ids: Set<string> };

/** Streams remembered per event store and decider; the least recently used go first. */
const FOLDED_STREAMS_KEPT = 5000;

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

async function foldStream<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, unknown, Event> & { eventSchemas: EventSchemas },
  commandId: string,
): Promise<{ state: State; revision: bigint | null } | { earlier: CommandResult<Event> }> {
  const folds = foldsOf(store, decider);
  const firstId = deriveEventId(commandId, stream, 0);
  const known = folds.get(stream);
  if (known && !known.ids.has(firstId)) {
    const newer = await store.readStream(stream, { from: known.revision + 1n });
    // A retried command whose events are among the newer ones takes the full path below, which returns them.
    if (!newer.some((event) => event.id === firstId)) {
      const state = toDomainEvents<Event>(newer, decider.eventSchemas).reduce(decider.evolve, known.state as State);
      const last = newer.at(-1);
      if (last) {
        for (const event of newer) known.ids.add(event.id);
        keepFolded(folds, stream, { revision: last.revision, state, ids: known.ids });
      }
      return { state, revision: last ? last.revision : known.revision };
    }
  }
  const recorded = await store.readStream(stream);
  const byId = new Map(recorded.map((event) => [event.id, event]));
  const earlier: RecordedEvent[] = [];
  for (let index = 0; byId.has(deriveEventId(commandId, stream, index)); index++) {
    earlier.push(byId.get(deriveEventId(commandId, stream, index))!);
  }
  const lastEarlier = earlier.at(-1);
  if (lastEarlier) {
    return {
      earlier: {
        events: toDomainEvents(earlier, decider.eventSchemas),
        position: lastEarlier.position,
        revision: lastEarlier.revision,
        replayed: true,
      },
    };
  }
  const state = fold(decider, toDomainEvents<Event>(recorded, decider.eventSchemas));
  const last = recorded.at(-1);
  if (last) keepFolded(folds, stream, { revision: last.revision, state, ids: new Set(byId.keys()) });
  return { state, revision: last ? last.revision : null };
}
