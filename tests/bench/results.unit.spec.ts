import { describe, expect, it } from 'vitest';
import { contendedNote, failuresCell, rateCells } from './results';

describe('bench table cells', () => {
  it('start a load step with the rates, then p50, p99 and max in milliseconds', () => {
    expect(rateCells({ rate: 50, achieved: 49.96 }, { count: 3, p50: 1.25, p99: 20, max: Number.NaN })).toEqual([
      '50',
      '50.0',
      '1.3 ms',
      '20.0 ms',
      '–',
    ]);
  });

  it('count failures as 0, or with what they were made of and anything more to say', () => {
    expect(failuresCell(0, {})).toBe('0');
    expect(failuresCell(3, { timeout: 2, '503': 1 })).toBe('3 (1× 503, 2× timeout)');
    expect(failuresCell(4, { '409': 1 }, ['3 notices missing'])).toBe('4 (1× 409, 3 notices missing)');
  });

  it('say a step ran again only when it did', () => {
    expect(contendedNote(1)).toBe('');
    expect(contendedNote(2)).toBe(' (run again: the first was contended)');
  });
});
