import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonCopy } from './json-copy';

/** What reading a document back from its JSON text gives: what a copy must equal. */
const throughText = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
};

/**
 * Anything a projection might hand the store: dates (invalid ones too), boxed values, maps, sets, typed arrays, -0, NaN,
 * infinities, undefined, functions, symbols, "__proto__" keys, nested in arrays and objects of up to 30 items.
 */
const leaf = fc.oneof(
  fc.string({ size: 'max', maxLength: 40, unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom(null, undefined, -0, Symbol('s'), () => 1),
  fc.date({ noInvalidDate: false }),
  fc.integer().map((n) => new Number(n)),
  fc.string({ maxLength: 8 }).map((text) => new String(text)),
  fc.boolean().map((flag) => new Boolean(flag)),
  fc.int16Array({ size: 'max', maxLength: 12 }),
);
const { value: anything } = fc.letrec((tie) => ({
  value: fc.oneof({ maxDepth: 3, depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('map')),
  array: fc.array(tie('value'), { size: 'max', maxLength: 30 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')), tie('value'), {
    size: 'max',
    maxKeys: 30,
  }),
  map: fc
    .array(fc.tuple(fc.string({ maxLength: 4 }), tie('value')), { maxLength: 4 })
    .map((entries) => new Map(entries)),
}));

/** JSON values: what a document is once written. */
const json = anything.map(throughText).filter((value) => value !== undefined);

describe('jsonCopy', () => {
  it('gives what JSON.parse(JSON.stringify(value)) gives, for any value', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(jsonCopy(value)).toStrictEqual(throughText(value));
      }),
      { numRuns: 500 },
    );
  });

  it('calls toJSON with the key, unboxes, drops what JSON drops and makes -0 and non-finite numbers what JSON reads', () => {
    const when = new Date('2026-11-27T12:00:00.000Z');
    const keys: string[] = [];
    const custom = { toJSON: (key: string) => (keys.push(key), `at ${key}`) };
    const value = {
      when,
      custom,
      list: [
        custom,
        undefined,
        () => 1,
        Symbol('s'),
        Number.NaN,
        -0,
        new Number(2),
        new String('s'),
        new Boolean(false),
      ],
      gone: undefined,
      fn: () => 1,
      infinite: Number.POSITIVE_INFINITY,
      zero: -0,
      map: new Map([['a', 1]]),
      // eslint-disable-next-line no-sparse-arrays
      holes: [1, , 3],
    };
    const copy = jsonCopy(value);
    expect(copy).toStrictEqual(throughText(value));
    expect(copy).toStrictEqual({
      when: '2026-11-27T12:00:00.000Z',
      custom: 'at custom',
      list: ['at 0', null, null, null, null, 0, 2, 's', false],
      infinite: null,
      zero: 0,
      map: {},
      holes: [1, null, 3],
    });
    expect(Object.is((copy as { zero: number }).zero, 0)).toBe(true);
    expect(keys).toEqual(['custom', '0', 'custom', '0']);
  });

  it('keeps a "__proto__" key as a field, as JSON.parse does, without touching the prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = jsonCopy(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(copy).toStrictEqual(throughText(value));
    expect(Object.keys(jsonCopy(value, copy) as object)).toEqual(['__proto__', 'a']);
  });

  it('throws as JSON.stringify does on a BigInt or a cycle', () => {
    expect(() => jsonCopy({ n: 1n })).toThrow(TypeError);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    expect(() => jsonCopy(cycle)).toThrow(/circular/);
    // The same object twice, but not inside itself, is no cycle.
    const shared = { x: 1 };
    expect(jsonCopy({ a: shared, b: [shared] })).toStrictEqual({ a: { x: 1 }, b: [{ x: 1 }] });
  });
});

/** Every object and array `value` holds, itself included. */
const objectsIn = (value: unknown, into = new Set<object>()): Set<object> => {
  if (typeof value === 'object' && value !== null) {
    into.add(value);
    for (const item of Object.values(value)) objectsIn(item, into);
  }
  return into;
};

/**
 * A writer's next version of a stored document `base`, as a projection makes it: some parts kept as they are (the same
 * objects), some containers remade around them, array items dropped (moving the rest) or added, fields replaced by
 * anything at all. `seed` decides which.
 */
function nextVersion(base: unknown, fresh: unknown, seed: number): unknown {
  let state = seed >>> 0 || 1;
  const roll = (sides: number) => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 16) % sides;
  };
  const edit = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return roll(6) === 0 ? fresh : value;
    switch (roll(4)) {
      case 0:
        return value;
      case 1:
        return fresh;
      default:
        if (Array.isArray(value)) {
          const items = value.map(edit);
          if (items.length > 0 && roll(2) === 0) items.splice(roll(items.length), 1);
          if (roll(3) === 0) items.splice(roll(items.length + 1), 0, fresh);
          return items;
        }
        return Object.fromEntries(
          Object.entries(value).flatMap(([key, item]) => (roll(8) === 0 ? [] : [[key, edit(item)]])),
        );
    }
  };
  return edit(base);
}

describe('jsonCopy onto the stored copy it replaces', () => {
  it('gives what JSON does, taking as they are only the objects of the stored copy, any edit to any value', () => {
    fc.assert(
      fc.property(json, anything, fc.integer(), (base, fresh, seed) => {
        const value = nextVersion(base, fresh, seed);
        const copy = jsonCopy(value, base);
        expect(copy).toStrictEqual(throughText(value));
        const stored = objectsIn(base);
        const kept = [...objectsIn(copy)].filter((object) => !stored.has(object));
        const given = objectsIn(value);
        // What is not the stored copy's is the copy's own: nothing the writer made, which it may still change.
        expect(kept.filter((object) => given.has(object))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('shares what the writer kept, moved array items included, and copies what it changed', () => {
    const base = jsonCopy({ a: { deep: [1, 2] }, list: [{ n: 1 }, { n: 2 }, { n: 3 }], b: { x: 1 } }) as {
      a: object;
      list: object[];
      b: { x: number };
    };
    const next = { ...base, list: base.list.slice(1), b: { ...base.b, x: 2 } };
    const copy = jsonCopy(next, base) as typeof base;
    expect(copy).toStrictEqual({ a: { deep: [1, 2] }, list: [{ n: 2 }, { n: 3 }], b: { x: 2 } });
    expect(copy).not.toBe(next);
    expect(copy.a).toBe(base.a);
    expect(copy.list[0]).toBe(base.list[1]);
    expect(copy.list[1]).toBe(base.list[2]);
    expect(copy.list).not.toBe(next.list);
    expect(copy.b).not.toBe(next.b);
  });
});
