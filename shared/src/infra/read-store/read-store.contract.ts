/**
 * The ReadStore contract, run against every adapter (read-store.int.spec.ts). One store per suite; every test
 * uses its own random collection and checkpoint names, so tests can share a database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointConflictError, type Collection, type Doc, type Filter, type ReadStore } from './read-store.port';

export type OpenReadStore = () => Promise<{ store: ReadStore; dispose(): Promise<void> }>;

const randomName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** Five documents covering the types, missing fields and special characters the filters must handle. */
const FILTER_DOCS: Doc[] = [
  {
    _id: 'a',
    status: 'open',
    n: 1,
    tags: ['x', 'y'],
    owner: { name: 'Ann', city: 'Oslo' },
    at: '2024-01-05T10:00:00.000Z',
    flag: true,
    title: 'Intern (Data) 100%',
  },
  {
    _id: 'b',
    status: 'closed',
    n: 2.5,
    tags: ['y'],
    owner: { name: 'Bob', city: null },
    at: '2024-02-01T00:00:00.000Z',
    flag: false,
    title: 'under_score',
  },
  {
    _id: 'c',
    status: 'open',
    n: 10,
    tags: [],
    owner: { name: 'Cy' },
    at: '2024-03-15T12:30:00.000Z',
    title: 'back\\slash',
    note: null,
  },
  { _id: 'd', status: 'draft', n: -3, owner: null, at: '2023-12-31T23:59:59.999Z', title: 'v1.2 release' },
  // n is a string here: equality and ranges must not mix types.
  { _id: 'e', status: 'open', n: '10', tags: 'x', title: 'Plain' },
];

/** [filter, ids it matches]. */
const FILTER_CASES: Array<[string, Filter, string[]]> = [
  ['everything', {}, ['a', 'b', 'c', 'd', 'e']],
  ['an undefined condition is ignored', { status: undefined }, ['a', 'b', 'c', 'd', 'e']],
  ['string equality', { status: 'open' }, ['a', 'c', 'e']],
  ['number equality is typed', { n: 10 }, ['c']],
  ['string equality is typed', { n: '10' }, ['e']],
  ['boolean true', { flag: true }, ['a']],
  ['boolean false does not match missing', { flag: false }, ['b']],
  ['null matches null and missing', { flag: null }, ['c', 'd', 'e']],
  ['nested equality', { 'owner.name': 'Bob' }, ['b']],
  ['nested null matches null, missing and a null parent', { 'owner.city': null }, ['b', 'c', 'd', 'e']],
  ['array contains (and scalar equality)', { tags: 'x' }, ['a', 'e']],
  ['array contains', { tags: 'y' }, ['a', 'b']],
  ['$eq', { status: { $eq: 'draft' } }, ['d']],
  ['$ne', { status: { $ne: 'open' } }, ['b', 'd']],
  ['$ne matches missing', { flag: { $ne: true } }, ['b', 'c', 'd', 'e']],
  ['$ne on an array means "does not contain"', { tags: { $ne: 'y' } }, ['c', 'd', 'e']],
  ['$ne null means present and not null', { flag: { $ne: null } }, ['a', 'b']],
  ['$in', { status: { $in: ['draft', 'closed'] } }, ['b', 'd']],
  ['$in on an array field', { tags: { $in: ['x', 'z'] } }, ['a', 'e']],
  ['$in with null matches missing', { flag: { $in: [null, false] } }, ['b', 'c', 'd', 'e']],
  ['$in on _id', { _id: { $in: ['a', 'd', 'zz'] } }, ['a', 'd']],
  ['$in empty matches nothing', { status: { $in: [] } }, []],
  ['$nin', { status: { $nin: ['open'] } }, ['b', 'd']],
  ['$nin on an array field matches missing', { tags: { $nin: ['y'] } }, ['c', 'd', 'e']],
  ['$nin empty matches everything', { status: { $nin: [] } }, ['a', 'b', 'c', 'd', 'e']],
  ['$gt on numbers skips strings', { n: { $gt: 1 } }, ['b', 'c']],
  ['$gte with $lt', { n: { $gte: 1, $lt: 10 } }, ['a', 'b']],
  ['$lte negative', { n: { $lte: -3 } }, ['d']],
  ['$lt 0', { n: { $lt: 0 } }, ['d']],
  ['range on strings skips numbers', { n: { $gte: '0' } }, ['e']],
  ['date range', { at: { $gte: '2024-01-01T00:00:00.000Z', $lt: '2024-03-01T00:00:00.000Z' } }, ['a', 'b']],
  ['date $gt excludes equal', { at: { $gt: '2024-02-01T00:00:00.000Z' } }, ['c']],
  ['date prefix compares as a string', { at: { $lt: '2024-01-01' } }, ['d']],
  ['$exists false', { at: { $exists: false } }, ['e']],
  ['$exists true counts null', { note: { $exists: true } }, ['c']],
  ['nested $exists', { 'owner.city': { $exists: true } }, ['a', 'b']],
  ['$exists on a null parent', { owner: { $exists: true } }, ['a', 'b', 'c', 'd']],
  ['$or', { $or: [{ status: 'draft' }, { n: { $gt: 5 } }] }, ['c', 'd']],
  ['$and', { $and: [{ status: 'open' }, { tags: 'x' }] }, ['a', 'e']],
  ['several fields are and-ed', { status: 'open', tags: 'x' }, ['a', 'e']],
  ['$or inside an implicit and', { status: 'open', $or: [{ flag: true }, { 'owner.name': 'Cy' }] }, ['a', 'c']],
  ['$contains is case-insensitive', { title: { $contains: 'intern' } }, ['a']],
  ['$contains upper case', { title: { $contains: 'PLAIN' } }, ['e']],
  ['$contains "%" literally', { title: { $contains: '%' } }, ['a']],
  ['$contains "100%"', { title: { $contains: '100%' } }, ['a']],
  ['$contains "_" literally', { title: { $contains: '_' } }, ['b']],
  ['$contains "r_s"', { title: { $contains: 'r_s' } }, ['b']],
  ['$contains "r%s" matches nothing', { title: { $contains: 'r%s' } }, []],
  ['$contains "\\" literally', { title: { $contains: '\\' } }, ['c']],
  ['$contains "." literally', { title: { $contains: '.' } }, ['d']],
  ['$contains "(" literally', { title: { $contains: '(' } }, ['a']],
  ['$contains ".*" matches nothing', { title: { $contains: '.*' } }, []],
  ['$contains on a nested field', { 'owner.name': { $contains: 'O' } }, ['b']],
  ['$contains on an array of strings', { tags: { $contains: 'X' } }, ['a', 'e']],
  ['$contains with another condition', { status: 'open', title: { $contains: 'a' } }, ['a', 'c', 'e']],
];

/** Sort fixtures: missing and null grades, mixed-case names, ties. */
const SORT_DOCS: Doc[] = [
  { _id: 's1', grade: 3, name: 'bob', group: 'b' },
  { _id: 's2', grade: 1, name: 'Alice', group: 'a' },
  { _id: 's3', name: 'carl', group: 'a' },
  { _id: 's4', grade: null, name: 'dora', group: 'b' },
  { _id: 's5', grade: 2, name: 'Eve', group: 'a' },
  { _id: 's6', grade: 2, name: 'abe', group: 'b' },
];

export function describeReadStoreContract(name: string, open: OpenReadStore): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let dispose: () => Promise<void> = async () => {};

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(() => dispose());

    const newCollection = <T extends Doc = Doc>(): Collection<T> => store.collection<T>(randomName('c'));
    /** Names of the collections seed() made, for the tests that need them back. */
    const names = new WeakMap<Collection, string>();
    const collectionNameOf = (collection: Collection) => names.get(collection) ?? '';
    const seed = async (docs: Doc[], indexes?: string[]) => {
      const collectionName = randomName('c');
      await store.ensureCollection({ name: collectionName, indexes });
      const collection = store.collection(collectionName);
      names.set(collection, collectionName);
      for (const doc of docs) await collection.upsert(doc);
      return collection;
    };
    const ids = (docs: Doc[]) => docs.map((doc) => doc._id);

    describe('documents', () => {
      it('reads a missing document as null, and an unknown collection as empty', async () => {
        const collection = newCollection();
        expect(await collection.get('nope')).toBeNull();
        expect(await collection.find({ status: 'open' })).toEqual([]);
        expect(await collection.count()).toBe(0);
        const ensured = await seed([]);
        expect(await ensured.get('nope')).toBeNull();
      });

      it('round-trips nested objects, arrays, numbers, booleans, nulls and ISO dates exactly', async () => {
        const collection = newCollection();
        const doc: Doc = {
          _id: 'round-trip',
          title: 'Ünïcødé “quotes” and \\ backslash',
          empty: '',
          int: 42,
          negative: -7,
          float: 0.1,
          big: 9007199254740991,
          tiny: 1e-7,
          yes: true,
          no: false,
          nothing: null,
          at: '2024-02-29T23:59:59.123Z',
          day: '2024-02-29',
          list: [1, 'two', null, false, { three: 3 }, [4]],
          emptyList: [],
          emptyObject: {},
          nested: { deep: { deeper: { value: 'x', when: '2023-01-01T00:00:00.000Z' } } },
        };
        await collection.upsert(doc);
        expect(await collection.get('round-trip')).toStrictEqual(doc);
        expect(await collection.find()).toStrictEqual([doc]);
      });

      it('drops undefined fields on write', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'u', kept: 1, dropped: undefined });
        expect(await collection.get('u')).toStrictEqual({ _id: 'u', kept: 1 });
      });

      it('replaces the whole document on upsert', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'r', a: 1, b: { c: 2 } });
        await collection.upsert({ _id: 'r', a: 3 });
        expect(await collection.get('r')).toStrictEqual({ _id: 'r', a: 3 });
        expect(await collection.count()).toBe(1);
      });

      it('patches top-level fields and leaves the rest; a missing document stays missing', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'p', a: 1, b: { c: 2, d: 3 }, keep: 'me' });
        await collection.patch('p', { a: 2, b: { c: 9 }, added: [1], keep: undefined });
        expect(await collection.get('p')).toStrictEqual({ _id: 'p', a: 2, b: { c: 9 }, added: [1], keep: 'me' });
        await collection.patch('p', { a: null });
        expect(await collection.get('p')).toMatchObject({ a: null });
        await collection.patch('ghost', { a: 1 });
        expect(await collection.get('ghost')).toBeNull();
        expect(await collection.count()).toBe(1);
      });

      it('deletes a document; deleting a missing one is a no-op', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'x', v: 1 });
        await collection.upsert({ _id: 'y', v: 2 });
        await collection.delete('x');
        await collection.delete('never-there');
        expect(await collection.get('x')).toBeNull();
        expect(ids(await collection.find())).toEqual(['y']);
        expect(await collection.count()).toBe(1);
      });

      it('refuses documents without a string _id and reserved field names', async () => {
        const collection = newCollection();
        await expect(collection.upsert({ v: 1 } as unknown as Doc)).rejects.toThrow(/_id/);
        await expect(collection.upsert({ _id: 'z', _position: 1 })).rejects.toThrow(/reserved/);
        await expect(collection.patch('z', { 'a.b': 1 })).rejects.toThrow(/patch field/);
      });
    });

    describe('filters', () => {
      let collection: Collection;
      beforeAll(async () => {
        collection = await seed(FILTER_DOCS, ['status', 'n', 'at', 'owner.name']);
      });

      it.each(FILTER_CASES)('%s', async (_label, filter, expected) => {
        expect(ids(await collection.find(filter, { sort: { _id: 1 } }))).toEqual(expected);
        expect(await collection.count(filter)).toBe(expected.length);
      });

      it('answers $contains the same on fields declared searchable (search indexes)', async () => {
        const searchable = randomName('c');
        await store.ensureCollection({ name: searchable, search: ['title', 'tags', 'owner.name'] });
        const indexed = store.collection(searchable);
        for (const doc of FILTER_DOCS) await indexed.upsert(doc);
        for (const [label, filter, expected] of FILTER_CASES.filter(([label]) => label.includes('$contains'))) {
          expect(ids(await indexed.find(filter, { sort: { _id: 1 } })), label).toEqual(expected);
          expect(await indexed.count(filter), label).toBe(expected.length);
        }
      });

      it.each<[string, unknown]>([
        ['a field path with SQL in it', { "status'); drop table x; --": 'open' }],
        ['a field path with a trailing dot', { 'owner.': 'x' }],
        ['a field path starting with a digit', { '1a': 'x' }],
        ['an unknown top-level operator', { $where: 'this.n > 1' }],
        ['an unknown field operator', { title: { $regex: '.*' } }],
        ['an empty condition object', { title: {} }],
        ['equality with an array', { tags: ['x'] }],
        ['equality with an object', { owner: { $eq: { name: 'Ann' } } }],
        ['a non-array $in', { status: { $in: 'open' } }],
        ['an empty $or', { $or: [] }],
        ['a non-number, non-string range', { n: { $gt: true } }],
        ['a NaN value', { n: Number.NaN }],
        ['a reserved field', { _position: { $exists: true } }],
      ])('rejects %s without running it', async (_label, filter) => {
        await expect(collection.find(filter as Filter)).rejects.toThrow();
        await expect(collection.count(filter as Filter)).rejects.toThrow();
        expect(await collection.count()).toBe(FILTER_DOCS.length);
      });

      it('rejects a bad sort, skip or limit', async () => {
        await expect(collection.find({}, { sort: { 'n; drop': 1 } })).rejects.toThrow(/field/);
        await expect(collection.find({}, { sort: { n: 0 as 1 } })).rejects.toThrow(/direction/);
        await expect(collection.find({}, { skip: -1 })).rejects.toThrow(/skip/);
        await expect(collection.find({}, { limit: 1.5 })).rejects.toThrow(/limit/);
      });
    });

    describe('sorting and paging', () => {
      let collection: Collection;
      beforeAll(async () => {
        collection = await seed(SORT_DOCS, ['grade', 'name']);
      });

      it.each<[string, Record<string, 1 | -1>, string[]]>([
        ['ascending: missing and null first, ties by _id', { grade: 1 }, ['s3', 's4', 's2', 's5', 's6', 's1']],
        [
          'descending: missing and null last, ties by _id descending',
          { grade: -1 },
          ['s1', 's6', 's5', 's2', 's4', 's3'],
        ],
        ['strings bytewise (upper case first)', { name: 1 }, ['s2', 's5', 's6', 's1', 's3', 's4']],
        ['strings descending', { name: -1 }, ['s4', 's3', 's1', 's6', 's5', 's2']],
        ['several keys', { group: 1, grade: -1 }, ['s5', 's2', 's3', 's1', 's6', 's4']],
        ['by _id descending', { _id: -1 }, ['s6', 's5', 's4', 's3', 's2', 's1']],
      ])('%s', async (_label, sort, expected) => {
        expect(ids(await collection.find({}, { sort }))).toEqual(expected);
      });

      it('orders numbers before strings before objects, booleans last', async () => {
        const mixed = await seed([
          { _id: 'm1', v: true },
          { _id: 'm2', v: 'text' },
          { _id: 'm3', v: 10 },
          { _id: 'm4', v: { k: 1 } },
          { _id: 'm5' },
          { _id: 'm6', v: -1.5 },
          { _id: 'm7', v: false },
        ]);
        expect(ids(await mixed.find({}, { sort: { v: 1 } }))).toEqual(['m5', 'm6', 'm3', 'm2', 'm4', 'm7', 'm1']);
      });

      it('pages with skip and limit consistently with count', async () => {
        const sort = { grade: 1 } as const;
        const all = ids(await collection.find({}, { sort }));
        const pages: string[] = [];
        for (let skip = 0; skip < all.length; skip += 4) {
          pages.push(...ids(await collection.find({}, { sort, skip, limit: 4 })));
        }
        expect(pages).toEqual(all);
        expect(await collection.count()).toBe(all.length);
        expect(await collection.find({}, { sort, skip: all.length })).toEqual([]);
        expect(await collection.find({}, { limit: 0 })).toEqual([]);
        const open = { group: 'a' };
        expect(ids(await collection.find(open, { sort: { name: 1 }, skip: 1, limit: 1 }))).toEqual(['s5']);
        expect(await collection.count(open)).toBe(3);
      });

      it('sorts by _id when no sort is given', async () => {
        expect(ids(await collection.find())).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
      });
    });

    describe('position guard', () => {
      it('ignores an upsert at an older or equal position and applies a newer one', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'g', v: 5 }, { position: 5n });
        await collection.upsert({ _id: 'g', v: 3 }, { position: 3n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5 });
        await collection.upsert({ _id: 'g', v: 55 }, { position: 5n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5 });
        await collection.upsert({ _id: 'g', v: 6 }, { position: 6n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 6 });
        expect(await collection.find({ v: { $exists: true } })).toStrictEqual([{ _id: 'g', v: 6 }]);
      });

      it('ignores a patch at an older or equal position; a newer patch moves the position on', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'g', v: 5, w: 0 }, { position: 5n });
        await collection.patch('g', { v: 4 }, { position: 4n });
        await collection.patch('g', { v: 50 }, { position: 5n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5, w: 0 });
        await collection.patch('g', { w: 7 }, { position: 7n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5, w: 7 });
        await collection.upsert({ _id: 'g', v: 6 }, { position: 6n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5, w: 7 });
      });

      it('ignores an older delete; a newer delete leaves a tombstone that replays cannot resurrect', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'g', v: 1 }, { position: 5n });
        await collection.delete('g', { position: 4n });
        await collection.delete('g', { position: 5n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 1 });

        await collection.delete('g', { position: 8n });
        expect(await collection.get('g')).toBeNull();
        // Replaying the batch that created and patched it must not bring it back.
        await collection.upsert({ _id: 'g', v: 1 }, { position: 5n });
        await collection.patch('g', { v: 2 }, { position: 9n });
        await collection.delete('g', { position: 8n });
        expect(await collection.get('g')).toBeNull();
        expect(await collection.find()).toEqual([]);
        expect(await collection.count()).toBe(0);
        expect(await collection.find({ _id: 'g' })).toEqual([]);

        // A later event may create it again.
        await collection.upsert({ _id: 'g', v: 10 }, { position: 10n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 10 });
      });

      it('a delete ahead of the create (tombstone first) still wins over the older create', async () => {
        const collection = newCollection();
        await collection.delete('early', { position: 3n });
        await collection.upsert({ _id: 'early', v: 1 }, { position: 2n });
        expect(await collection.get('early')).toBeNull();
        expect(await collection.count()).toBe(0);
      });

      it('writes without a position always apply', async () => {
        const collection = newCollection();
        await collection.upsert({ _id: 'g', v: 1 }, { position: 5n });
        await collection.patch('g', { v: 2 });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 2 });
        // A patch without a position keeps the stored position…
        await collection.upsert({ _id: 'g', v: 3 }, { position: 4n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 2 });
        // …an upsert without one replaces the document and its position.
        await collection.upsert({ _id: 'g', v: 4 });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 4 });
        await collection.upsert({ _id: 'g', v: 5 }, { position: 1n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 5 });
        // A delete without a position removes the document outright, tombstone included.
        await collection.delete('g', { position: 6n });
        await collection.delete('g');
        await collection.upsert({ _id: 'g', v: 6 }, { position: 2n });
        expect(await collection.get('g')).toStrictEqual({ _id: 'g', v: 6 });
      });

      it('keeps positions beyond 2^53 exact', async () => {
        const collection = newCollection();
        const high = 2n ** 60n;
        await collection.upsert({ _id: 'h', v: 1 }, { position: high + 1n });
        await collection.upsert({ _id: 'h', v: 2 }, { position: high });
        expect(await collection.get('h')).toStrictEqual({ _id: 'h', v: 1 });
        await collection.upsert({ _id: 'h', v: 3 }, { position: high + 2n });
        expect(await collection.get('h')).toStrictEqual({ _id: 'h', v: 3 });
      });
    });

    describe('checkpoints', () => {
      it('reads null before any, then what was set, then null after a reset', async () => {
        const projection = randomName('proj');
        expect(await store.getCheckpoint(projection)).toBeNull();
        await store.setCheckpoint(projection, 5n);
        expect(await store.getCheckpoint(projection)).toBe(5n);
        await store.setCheckpoint(projection, 2n ** 53n + 1n);
        expect(await store.getCheckpoint(projection)).toBe(2n ** 53n + 1n);
        await store.setCheckpoint(projection, 0n);
        expect(await store.getCheckpoint(projection)).toBe(0n);
        await store.setCheckpoint(projection, null);
        expect(await store.getCheckpoint(projection)).toBeNull();
        expect(await store.getCheckpoint(randomName('other'))).toBeNull();
      });

      it('compare-and-set: writes only over the expected checkpoint, else throws CheckpointConflictError', async () => {
        const projection = randomName('proj');
        await store.setCheckpoint(projection, 5n, { expected: null });
        await expect(store.setCheckpoint(projection, 6n, { expected: null })).rejects.toThrow(CheckpointConflictError);
        await expect(store.setCheckpoint(projection, 6n, { expected: 4n })).rejects.toThrow(CheckpointConflictError);
        expect(await store.getCheckpoint(projection)).toBe(5n);
        await store.setCheckpoint(projection, 2n ** 53n + 1n, { expected: 5n });
        expect(await store.getCheckpoint(projection)).toBe(2n ** 53n + 1n);
        await expect(store.setCheckpoint(projection, null, { expected: 5n })).rejects.toThrow(CheckpointConflictError);
        await expect(store.setCheckpoint(projection, null, { expected: null })).rejects.toThrow(
          CheckpointConflictError,
        );
        await store.setCheckpoint(projection, null, { expected: 2n ** 53n + 1n });
        expect(await store.getCheckpoint(projection)).toBeNull();
        await store.setCheckpoint(projection, null, { expected: null });
        await expect(store.setCheckpoint(projection, 1n, { expected: 0n })).rejects.toThrow(CheckpointConflictError);
        expect(await store.getCheckpoint(projection)).toBeNull();
      });
    });

    describe('sessions', () => {
      it('a session reads its own writes and applies the position guard as single writes do', async () => {
        // The same random operations, once as single writes and once through sessions of random length:
        // every read and the final documents must agree (SQL sessions buffer writes; see withSession).
        let seed = 0x9e3779b9;
        const random = (n: number) => {
          seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
          return seed % n;
        };
        type Op = (collection: Collection) => Promise<unknown>;
        const ops: Op[] = [];
        for (let i = 0; i < 300; i++) {
          const id = 'abcde'[random(5)]!;
          const position = random(10) < 3 ? undefined : { position: BigInt(1 + random(40)) };
          const value = random(100);
          switch (random(7)) {
            case 0:
            case 1:
              ops.push((c) => c.upsert({ _id: id, v: value, tag: `t${value % 3}` }, position));
              break;
            case 2: {
              const fields = random(2) ? { w: value } : {};
              ops.push((c) => c.patch(id, fields, position));
              break;
            }
            case 3:
              ops.push((c) => c.delete(id, position));
              break;
            case 4:
              ops.push((c) => c.get(id));
              break;
            case 5:
              ops.push((c) => c.count({ v: { $gte: value } }));
              break;
            default:
              ops.push((c) => c.find({ tag: { $in: ['t0', 't1'] } }, { sort: { v: -1 } }));
          }
        }
        const direct = newCollection();
        const expected: unknown[] = [];
        for (const op of ops) expected.push(await op(direct));
        const sessionName = randomName('c');
        const actual: unknown[] = [];
        const lengths = ops.map(() => 1 + random(30));
        for (let i = 0, n = 0; i < ops.length; n++) {
          const length = lengths[n]!;
          await store.withSession(async (session) => {
            const collection = session.collection(sessionName);
            for (const op of ops.slice(i, i + length)) actual.push(await op(collection));
          });
          i += length;
        }
        expect(actual).toStrictEqual(expected);
        expect(await store.collection(sessionName).find()).toStrictEqual(await direct.find());
      });

      it('a compare-and-set conflict rolls the whole session back (SQL)', async (context) => {
        if (store.kind === 'mongodb') context.skip('MongoDB sessions are not transactional (position guard instead)');
        const collectionName = randomName('c');
        const projection = randomName('proj');
        await store.setCheckpoint(projection, 7n);
        await expect(
          store.withSession(async (session) => {
            await session.collection(collectionName).upsert({ _id: 'a', v: 1 }, { position: 8n });
            await session.setCheckpoint(projection, 8n, { expected: 6n });
          }),
        ).rejects.toThrow(CheckpointConflictError);
        expect(await store.collection(collectionName).find()).toEqual([]);
        expect(await store.getCheckpoint(projection)).toBe(7n);
      });

      it('dropCollection in a session empties the collection when the session commits', async () => {
        const collection = await seed([{ _id: 'a', v: 1 }]);
        await store.withSession(async (session) => {
          await session.collection(collectionNameOf(collection)).upsert({ _id: 'b', v: 2 });
          await session.dropCollection(collectionNameOf(collection));
          expect(await session.collection(collectionNameOf(collection)).get('a')).toBeNull();
          await session.collection(collectionNameOf(collection)).upsert({ _id: 'c', v: 3 });
        });
        expect(await collection.find()).toStrictEqual([{ _id: 'c', v: 3 }]);
      });

      it('commits the writes and the checkpoint of a session together', async () => {
        const collectionName = randomName('c');
        const projection = randomName('proj');
        const result = await store.withSession(async (session) => {
          const collection = session.collection(collectionName);
          await collection.upsert({ _id: 'a', v: 1 }, { position: 1n });
          await collection.upsert({ _id: 'b', v: 2 }, { position: 2n });
          await collection.patch('a', { v: 10 }, { position: 3n });
          await collection.delete('b', { position: 3n });
          expect(await collection.get('a')).toStrictEqual({ _id: 'a', v: 10 });
          expect(await collection.count()).toBe(1);
          await session.setCheckpoint(projection, 3n);
          expect(await session.getCheckpoint(projection)).toBe(3n);
          return 'done';
        });
        expect(result).toBe('done');
        expect(await store.collection(collectionName).find()).toStrictEqual([{ _id: 'a', v: 10 }]);
        expect(await store.getCheckpoint(projection)).toBe(3n);
      });

      it('rolls back the writes and the checkpoint when the session throws (SQL)', async (context) => {
        if (store.kind === 'mongodb') context.skip('MongoDB sessions are not transactional (position guard instead)');
        const existing = await seed([{ _id: 'kept', v: 1 }]);
        const createdInside = randomName('c');
        const projection = randomName('proj');
        await store.setCheckpoint(projection, 1n);
        await expect(
          store.withSession(async (session) => {
            await session.collection(createdInside).upsert({ _id: 'new', v: 1 });
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        await expect(
          store.withSession(async (session) => {
            const collection = session.collection(collectionNameOf(existing));
            await collection.upsert({ _id: 'kept', v: 2 }, { position: 9n });
            await collection.upsert({ _id: 'added', v: 3 });
            await session.setCheckpoint(projection, 9n);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await existing.find()).toStrictEqual([{ _id: 'kept', v: 1 }]);
        expect(await store.getCheckpoint(projection)).toBe(1n);
        // The collection created inside the failed session is gone, and can be created again.
        const retry = store.collection(createdInside);
        expect(await retry.find()).toEqual([]);
        await retry.upsert({ _id: 'again', v: 1 });
        expect(ids(await retry.find())).toEqual(['again']);
      });
    });

    describe('collections', () => {
      it('ensureCollection is idempotent and adds indexes to an existing collection', async () => {
        const collectionName = randomName('c');
        await store.ensureCollection({ name: collectionName });
        await store.collection(collectionName).upsert({ _id: 'a', when: '2024-01-01', who: { name: 'x' } });
        await store.ensureCollection({ name: collectionName, indexes: ['when', 'who.name', '_id'] });
        await store.ensureCollection({ name: collectionName, indexes: ['when', 'who.name'] });
        expect(ids(await store.collection(collectionName).find({ 'who.name': 'x' }, { sort: { when: -1 } }))).toEqual([
          'a',
        ]);
      });

      it('dropCollection empties it, tombstones included, and the collection stays usable', async () => {
        const collection = await seed([
          { _id: 'a', v: 1 },
          { _id: 'b', v: 2 },
        ]);
        const collectionName = collectionNameOf(collection);
        await collection.delete('c', { position: 5n });
        await store.dropCollection(collectionName);
        expect(await collection.find()).toEqual([]);
        expect(await collection.count()).toBe(0);
        // A rebuild replays from the start: the old tombstone must not block it.
        await collection.upsert({ _id: 'c', v: 3 }, { position: 1n });
        expect(ids(await collection.find())).toEqual(['c']);
        await store.dropCollection(randomName('never'));
      });

      it('rejects bad collection names', async () => {
        expect(() => store.collection('Bad-Name')).toThrow(/collection name/);
        expect(() => store.collection('1abc')).toThrow(/collection name/);
        await expect(store.ensureCollection({ name: 'x; drop table y' })).rejects.toThrow(/collection name/);
        await expect(store.ensureCollection({ name: 'ok_name', indexes: ['bad field'] })).rejects.toThrow(/field/);
        await expect(store.ensureCollection({ name: 'ok_name', search: ["t') or (true"] })).rejects.toThrow(/field/);
        await expect(store.dropCollection('Nope!')).rejects.toThrow(/collection name/);
      });

      it('answers ping', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });
  });
}
