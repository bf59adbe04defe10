/**
 * The decider shape every aggregate follows (docs/style.md §Deciders: emmett / Dudycz's decider): pure functions, time
 * and ids come in on the command.
 */
import type { z } from 'zod';

export type DomainEvent<T extends string = string, D extends Record<string, unknown> = Record<string, unknown>> = {
  type: T;
  data: D;
};

/** The event union an area's event schemas describe: one `{ type, data }` per schema, its key being the type. */
export type EventOf<Schemas extends Record<string, z.ZodType>> = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

/** The event types an area's event schemas name, in their order. */
export const eventTypesOf = <Schemas extends Record<string, z.ZodType>>(schemas: Schemas) =>
  Object.keys(schemas) as EventOf<Schemas>['type'][];

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Returns the new events, or throws a DomainError when a rule fails. */
  decide(command: Command, state: State): Event[];
  /** Set by a decider whose streams grow long: its folded state is kept as a snapshot (see `DeciderSnapshots`). */
  snapshot?: DeciderSnapshots<State>;
};

/**
 * How a decider's state is kept as a snapshot beside its stream (docs/architecture.md §Event model), so a command on a
 * long stream folds only the events after it. Bump `version` whenever `evolve` or the state's shape changes: a
 * snapshot of another version is never used, the stream is folded from its first event again.
 */
export type DeciderSnapshots<State> = {
  /** Names the decider's snapshots in the store. */
  name: string;
  version: number;
  /** A snapshot is written after an append that reaches a multiple of this many events in the stream. */
  every: number;
  toJSON(state: State): unknown;
  /** The state from what `toJSON` gave; throws on anything else (a corrupt snapshot is then ignored). */
  fromJSON(json: unknown): State;
};

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * A decider with the zod schemas `handleCommand` parses its stream's events with when it reads them back
 * (docs/architecture.md §Event model). Its types are inferred from its functions, so an aggregate does not restate
 * them.
 */
export function defineDecider<State, Command, Event extends DomainEvent, EventSchemas>(
  decider: Decider<State, Command, Event> & { eventSchemas: EventSchemas },
): Decider<State, Command, Event> & { eventSchemas: EventSchemas } {
  return decider;
}

/**
 * The `default` of a `decide` that switches on every command type: it only type-checks while no type is left out,
 * and throws should a command the union does not know arrive anyway.
 */
export function unknownCommand(command: never): never {
  throw new Error(`Unknown command ${JSON.stringify(command)}`);
}
