/**
 * The command handler (DESIGN §1): read the stream, fold it, decide, append with the expected revision.
 * Nothing else is written by a command. A retried command (same command id) returns what the first attempt
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
  const recorded = await store.readStream(stream);
  const byId = new Map(recorded.map((event) => [event.id, event]));
  const earlier: RecordedEvent[] = [];
  for (let index = 0; byId.has(deriveEventId(context.commandId, stream, index)); index++) {
    earlier.push(byId.get(deriveEventId(context.commandId, stream, index))!);
  }
  const lastEarlier = earlier.at(-1);
  if (lastEarlier) {
    return {
      events: toDomainEvents(earlier, decider.eventSchemas),
      position: lastEarlier.position,
      revision: lastEarlier.revision,
    };
  }
  const state = fold(decider, toDomainEvents<Event>(recorded, decider.eventSchemas));
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, position: null, revision: null };
  const metadata: EventMetadata = {
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.commandId,
    actor: context.actor,
    at: context.at,
  };
  const last = recorded.at(-1);
  const result = await store.append(
    stream,
    events.map((event, index) => ({
      id: deriveEventId(context.commandId, stream, index),
      type: event.type,
      data: event.data,
      metadata,
    })),
    { expectedRevision: last ? last.revision : 'no_stream' },
  );
  return { events, position: result.position, revision: result.nextRevision };
}
