import { describe, expect, it } from 'vitest';
import { defineDecider, fold, unknownCommand } from './decider';

type Counted = { type: 'Counted'; data: { by: number } };

describe('defineDecider', () => {
  const counter = defineDecider({
    initialState: () => 0,
    evolve: (total: number, event: Counted) => total + event.data.by,
    decide: (command: { by: number }): Counted[] => [{ type: 'Counted', data: { by: command.by } }],
    eventSchemas: { Counted: 'schema' },
  });

  it('keeps the functions and event schemas it is given', () => {
    expect(counter.eventSchemas).toEqual({ Counted: 'schema' });
    expect(fold(counter, [...counter.decide({ by: 2 }, 0), ...counter.decide({ by: 3 }, 2)])).toBe(5);
  });
});

describe('unknownCommand', () => {
  it('throws naming the command that no case handled', () => {
    const stray = { type: 'Unheard', id: 'x' } as never;
    expect(() => unknownCommand(stray)).toThrow('Unknown command {"type":"Unheard","id":"x"}');
  });
});
