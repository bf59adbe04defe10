/**
 * given(events).when(command).then(events) / .thenThrows(ErrorClass, message) for decider unit specs.
 */
import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from '../decider';

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
