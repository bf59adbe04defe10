/** The ReadStore contract (read-store.contract.ts): filters. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Filter } from '../read-store.port';
import { FILTER_CASES, FILTER_DOCS, randomName, type ReadStoreContractContext } from './fixtures';

export function describeFilters(t: ReadStoreContractContext): void {
  const { seed, ids } = t;
  describe('filters', () => {
    let collection: Collection;
    beforeAll(async () => {
      collection = await seed(FILTER_DOCS, { indexes: ['status', 'owner.name'], ordered: ['n', 'at'] });
    });

    it.each(FILTER_CASES)('%s', async (_label, filter, expected) => {
      expect(ids(await collection.find(filter, { sort: { _id: 1 } }))).toEqual(expected);
      expect(await collection.count(filter)).toBe(expected.length);
    });

    it('answers $contains the same on fields declared searchable (search indexes)', async () => {
      const searchable = randomName('c');
      await t.store.ensureCollection({ name: searchable, search: ['title', 'tags', 'owner.name'] });
      const indexed = t.store.collection(searchable);
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
}
