import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mongoDbName } from './index';
import { escapeRegex, filterToMongo } from './mongo-read-store';
import type { Filter } from './read-store.port';
import { ReadStoreQueryError, parseFilter, parseSort, readFindOptions } from './filter';
import { SqlParams, escapeLike, filterToSql, sortToSql } from './sql-filter';

const toSql = (filter: Filter) => {
  const params = new SqlParams();
  return { text: filterToSql(parseFilter(filter), params), params: params.values };
};

describe('parseFilter', () => {
  it.each<[string, unknown, RegExp]>([
    ['an unknown field operator', { a: { $regex: 'x' } }, /unknown operator "\$regex"/],
    ['an unknown top-level operator', { $where: '1' }, /Unknown filter operator "\$where"/],
    ['$nor (not in the language)', { $nor: [{ a: 1 }] }, /Unknown filter operator/],
    ['a path with a quote', { "a'b": 1 }, /Invalid field path/],
    ['a path with a space', { 'a b': 1 }, /Invalid field path/],
    ['an empty path segment', { 'a..b': 1 }, /Invalid field path/],
    ['a numeric path segment', { 'a.0': 1 }, /Invalid field path/],
    ['a $-prefixed path segment', { 'a.$b': 1 }, /Invalid field path/],
    ['a reserved field', { _deleted: true }, /reserved/],
    ['an empty condition', { a: {} }, /empty condition/],
    ['an array value', { a: [1] }, /use \$in/],
    ['an object for $eq', { a: { $eq: { b: 1 } } }, /expected a string/],
    ['a non-array $nin', { a: { $nin: 1 } }, /expected an array/],
    ['an object inside $in', { a: { $in: [{}] } }, /expected a string/],
    ['a boolean range', { a: { $lt: false } }, /string or a finite number/],
    ['an infinite number', { a: Number.POSITIVE_INFINITY }, /finite number/],
    ['a non-boolean $exists', { a: { $exists: 1 } }, /expected a boolean/],
    ['a non-string $contains', { a: { $contains: 1 } }, /expected a string/],
    ['an empty $or', { $or: [] }, /non-empty array/],
    ['a non-array $and', { $and: { a: 1 } }, /non-empty array/],
    ['a bad field deep in $or', { $or: [{ a: 1 }, { $and: [{ 'x-y': 1 }] }] }, /Invalid field path "x-y"/],
    ['a non-object filter', 'a = 1', /plain object/],
  ])('rejects %s', (_label, filter, message) => {
    expect(() => parseFilter(filter as Filter)).toThrow(ReadStoreQueryError);
    expect(() => parseFilter(filter as Filter)).toThrow(message);
  });

  it('builds a tree, skipping undefined conditions', () => {
    expect(parseFilter({ a: 1, b: undefined, c: { $gte: 2, $lt: undefined }, $or: [{ d: null }] })).toEqual({
      op: 'and',
      items: [
        { op: 'eq', field: 'a', value: 1 },
        { op: 'gte', field: 'c', value: 2 },
        { op: 'or', items: [{ op: 'eq', field: 'd', value: null }] },
      ],
    });
    expect(parseFilter(undefined)).toEqual({ op: 'and', items: [] });
  });
});

describe('SQL translation', () => {
  it('never puts values into the SQL text', () => {
    const evil = `x'); drop table rm_x; --`;
    const { text, params } = toSql({
      a: evil,
      'b.c': { $in: [evil, 1, null], $ne: evil, $contains: evil, $gt: evil },
      _id: { $in: [evil] },
      $or: [{ d: { $lte: 987654 } }, { e: { $nin: [evil] } }],
    });
    expect(text).not.toContain('drop table');
    expect(text).not.toContain('987654');
    expect(params.filter((p) => typeof p === 'string' && p.includes('drop table')).length).toBeGreaterThan(5);
    expect(params).toContain(987654);
  });

  it('keeps the SQL free of values for any string, under random input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, text) => {
        const marker = `«${value}»`;
        const { text: sql } = toSql({ a: marker, b: { $contains: `«${text}»`, $gte: marker } });
        expect(sql).not.toContain('«');
      }),
    );
  });

  it('uses containment for equality (scalar or array element) and coalesce for null', () => {
    expect(toSql({ 'owner.name': 'Ann' })).toEqual({
      text: '(doc @> $1::jsonb or doc @> $2::jsonb)',
      params: ['{"owner":{"name":"Ann"}}', '{"owner":{"name":["Ann"]}}'],
    });
    expect(toSql({ a: null }).text).toBe(`(coalesce((doc #> '{a}'), 'null'::jsonb) @> 'null'::jsonb)`);
    expect(toSql({ _id: 'x' })).toEqual({ text: '(id = $1::text)', params: ['x'] });
    expect(toSql({ _id: { $in: ['x', 1, null] } })).toEqual({ text: '(id = any($1::text[]))', params: [['x']] });
    expect(toSql({ a: { $in: [] } }).text).toBe('false');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100% a_b \\ c')).toBe('100\\% a\\_b \\\\ c');
    expect(toSql({ t: { $contains: '50%' } }).params).toEqual(['%50\\%%']);
  });

  it('types ranges by their operand', () => {
    expect(toSql({ n: { $gt: 1 } }).text).toContain('= 1 and');
    expect(toSql({ n: { $gt: 1 } }).text).toContain('$1::numeric');
    expect(toSql({ at: { $lt: '2024' } }).text).toContain('= 2 and');
    expect(toSql({ at: { $lt: '2024' } }).text).toContain('collate "C"');
  });

  it('sorts by the type-ranked key and breaks ties by _id in the last direction', () => {
    expect(parseSort({ a: -1 })).toEqual([
      { field: 'a', direction: -1 },
      { field: '_id', direction: -1 },
    ]);
    expect(parseSort(undefined)).toEqual([{ field: '_id', direction: 1 }]);
    expect(parseSort({ _id: -1, a: 1 })).toEqual([
      { field: '_id', direction: -1 },
      { field: 'a', direction: 1 },
    ]);
    const order = sortToSql(parseSort({ 'a.b': 1 }));
    expect(order.match(/ asc/g)).toHaveLength(4);
    expect(order).toContain(`doc #> '{a,b}'`);
    expect(order.endsWith('id asc')).toBe(true);
    expect(() => parseSort({ 'a;b': 1 })).toThrow(/Invalid field path/);
    expect(() => parseSort({ a: 'asc' as unknown as 1 })).toThrow(/direction/);
  });

  it('validates skip and limit', () => {
    expect(readFindOptions({ skip: 2, limit: 0 })).toMatchObject({ skip: 2, limit: 0 });
    expect(readFindOptions({})).toMatchObject({ skip: 0, limit: null });
    expect(() => readFindOptions({ skip: -1 })).toThrow(/skip/);
    expect(() => readFindOptions({ limit: Number.NaN })).toThrow(/limit/);
  });
});

describe('Mongo translation', () => {
  it('passes operators through and turns $contains into an escaped, case-insensitive regex', () => {
    expect(
      filterToMongo(
        parseFilter({
          a: 1,
          b: { $ne: null, $in: ['x'], $nin: [], $gte: '2024', $lt: 3, $exists: true },
          c: { $contains: 'a.b(c)*' },
          $or: [{ 'd.e': false }],
        }),
      ),
    ).toEqual({
      $and: [
        { a: { $eq: 1 } },
        { b: { $ne: null } },
        { b: { $in: ['x'] } },
        { b: { $nin: [] } },
        { b: { $gte: '2024' } },
        { b: { $lt: 3 } },
        { b: { $exists: true } },
        { c: { $regex: 'a\\.b\\(c\\)\\*', $options: 'i' } },
        { $or: [{ 'd.e': { $eq: false } }] },
      ],
    });
    expect(filterToMongo(parseFilter({}))).toEqual({});
  });

  it('escapes every regex metacharacter so the text matches literally', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, text, after) => {
        const pattern = new RegExp(escapeRegex(text), 'i');
        expect(pattern.test(`${before}${text}${after}`)).toBe(true);
        expect(pattern.source.length).toBeGreaterThanOrEqual(text.length);
      }),
    );
    expect(new RegExp(escapeRegex('.*')).test('abc')).toBe(false);
    expect(new RegExp(escapeRegex('[a-z]+')).test('q')).toBe(false);
  });

  it('reads the database name from a MongoDB URL', () => {
    expect(mongoDbName('mongodb://localhost:27017/reads?retryWrites=true')).toBe('reads');
    expect(mongoDbName('mongodb://u:p%2F@a:1,b:2/other')).toBe('other');
    expect(mongoDbName('mongodb+srv://cluster.example.net/?w=majority')).toBe('stint');
    expect(mongoDbName('mongodb://localhost')).toBe('stint');
  });
});
