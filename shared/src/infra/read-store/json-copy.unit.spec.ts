import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson, jsonCopy } from './json-copy';

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
    expect(Object.keys(cloneJson(copy))).toEqual(['__proto__', 'a']);
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

describe('cloneJson', () => {
  it('copies a JSON value deeply: equal, sharing no object or array with it', () => {
    fc.assert(
      fc.property(json, (value) => {
        const copy = cloneJson(value);
        expect(copy).toStrictEqual(value);
        const objects = (v: unknown, into: object[] = []): object[] => {
          if (typeof v === 'object' && v !== null) {
            into.push(v);
            for (const item of Object.values(v)) objects(item, into);
          }
          return into;
        };
        const originals = new Set(objects(value));
        expect(objects(copy).some((object) => originals.has(object))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
