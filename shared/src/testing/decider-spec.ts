/**
 * given(events).when(command).then(events) / .thenThrows(ErrorClass, message) for decider unit specs.
 */
import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from '../decider';
import { DomainError } from '../errors';

export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(errorClass: abstract new (...args: never[]) => Error, message?: string | RegExp) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(errorClass);
              if (message !== undefined) expect((thrown as Error).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}

/**
 * Sends `commands` one after another, as a stream would get them: each is decided on the events so far, and a
 * refused one (a DomainError) appends nothing. Returns the events and which command emitted each, for property specs.
 */
export function decideAll<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  commands: Command[],
) {
  let events: Event[] = [];
  const decided: { command: Command; event: Event }[] = [];
  for (const step of commands) {
    try {
      const emitted = decider.decide(step, fold(decider, events));
      events = [...events, ...emitted];
      decided.push(...emitted.map((event) => ({ command: step, event })));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { events, decided };
}
