/** The ReadStore contract (read-store.contract.ts): sorting. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../read-store.port';
import { SORT_DOCS, type ReadStoreContractContext } from './fixtures';

export function describeSortingAndPaging(t: ReadStoreContractContext): void {
  const { seed, ids } = t;
  describe('sorting and paging', () => {
    let collection: Collection;
    beforeAll(async () => {
      collection = await seed(SORT_DOCS, { ordered: ['grade', 'name'] });
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
}
