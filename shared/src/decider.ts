/**
 * The decider shape every aggregate follows (docs/style.md §Deciders: emmett / Dudycz's decider): pure functions, time
 * and ids come in on the command.
 */
export type DomainEvent<T extends string = string, D extends Record<string, unknown> = Record<string, unknown>> = {
  type: T;
  data: D;
};

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Returns the new events, or throws a DomainError when a rule fails. */
  decide(command: Command, state: State): Event[];
};

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
