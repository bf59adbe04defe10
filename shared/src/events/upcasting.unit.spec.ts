import { describe, expect, it } from 'vitest';
import {
  currentVersionIn,
  defineEventVersions,
  EventVersionError,
  upcastWith,
  type StoredEventData,
} from './upcasting';

/** A made-up history: `Renamed` went 1 → 2 (name → fullName) → 3 (fullName → { name: { full } }). */
const registry = defineEventVersions({
  Renamed: {
    current: 3,
    upcasters: {
      1: ({ name, ...rest }: StoredEventData) => ({ ...rest, fullName: name }),
      2: ({ fullName, ...rest }: StoredEventData) => ({ ...rest, name: { full: fullName } }),
    },
  },
  Picky: {
    current: 2,
    upcasters: {
      1: (data: StoredEventData) => {
        if (typeof data.count !== 'number') throw new Error('count is not a number');
        return { counts: [data.count] };
      },
    },
  },
});

const stored = (type: string, version: number, data: StoredEventData) => ({
  id: 'e1',
  type,
  version,
  data,
  stream: 'thing-1',
  position: 7n,
});

const refusal = (run: () => unknown): EventVersionError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EventVersionError);
    return error as EventVersionError;
  }
  return expect.fail('expected an EventVersionError');
};

describe('upcasting', () => {
  it('lifts an old body step by step to the current version, keeping everything else of the event', () => {
    expect(upcastWith(registry, stored('Renamed', 1, { id: 'x', name: 'Ada' }))).toEqual({
      ...stored('Renamed', 3, { id: 'x', name: { full: 'Ada' } }),
    });
    expect(upcastWith(registry, stored('Renamed', 2, { id: 'x', fullName: 'Ada' })).data).toEqual({
      id: 'x',
      name: { full: 'Ada' },
    });
  });

  it('hands back the very event when it is current, and takes a type without a history as version 1', () => {
    const current = stored('Renamed', 3, { name: { full: 'Ada' } });
    expect(upcastWith(registry, current)).toBe(current);
    const unversioned = stored('SomethingElse', 1, { a: 1 });
    expect(upcastWith(registry, unversioned)).toBe(unversioned);
    expect(currentVersionIn(registry, 'Renamed')).toBe(3);
    expect(currentVersionIn(registry, 'SomethingElse')).toBe(1);
  });

  it('refuses a version newer than it knows rather than guessing its shape', () => {
    const error = refusal(() => upcastWith(registry, stored('Renamed', 4, { name: 'Ada' })));
    expect(error.message).toBe(
      'Renamed version 4 is newer than this code reads (version 3); a newer release wrote it, so it is refused rather ' +
        'than guessed at',
    );
    expect([error.eventType, error.version]).toEqual(['Renamed', 4]);
    expect(refusal(() => upcastWith(registry, stored('SomethingElse', 2, {}))).version).toBe(2);
  });

  it('refuses what is no version at all', () => {
    for (const version of [0, -1, 1.5, Number.NaN]) {
      expect(refusal(() => upcastWith(registry, stored('Renamed', version, {}))).message).toBe(
        `Renamed has no version ${version}`,
      );
    }
  });

  it('says which step failed, with the step’s own error as the cause', () => {
    const error = refusal(() => upcastWith(registry, stored('Picky', 1, { count: 'three' })));
    expect(error.message).toBe('Picky version 1 cannot be lifted to version 2: the step from 1 failed');
    expect((error.cause as Error).message).toBe('count is not a number');
  });

  it('refuses a history with a missing or a needless step when it is defined, not when an old event is read', () => {
    const step = (data: StoredEventData) => data;
    expect(() => defineEventVersions({ Gap: { current: 3, upcasters: { 1: step } } })).toThrow(
      'Gap: no upcaster from version 2 to 3',
    );
    expect(() => defineEventVersions({ Extra: { current: 2, upcasters: { 1: step, 2: step } } })).toThrow(
      'Extra: an upcaster from version 2, which is not older than 2',
    );
    expect(() => defineEventVersions({ Zero: { current: 0, upcasters: {} } })).toThrow(
      'Zero: the current version must be a whole number from 1 (got 0)',
    );
    expect(defineEventVersions({ Plain: { current: 1, upcasters: {} } })).toEqual({
      Plain: { current: 1, upcasters: {} },
    });
  });
});
