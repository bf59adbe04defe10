/** The ReadStore contract (read-store.contract.ts): collections. */
import { describe, expect, it } from 'vitest';
import { randomName, type ReadStoreContractContext } from './fixtures';

export function describeCollections(t: ReadStoreContractContext): void {
  const { seed, collectionNameOf, ids } = t;
  describe('collections', () => {
    it('ensureCollection is idempotent and adds indexes to an existing collection', async () => {
      const collectionName = randomName('c');
      await t.store.ensureCollection({ name: collectionName });
      await t.store.collection(collectionName).upsert({ _id: 'a', when: '2024-01-01', who: { name: 'x' } });
      await t.store.ensureCollection({ name: collectionName, indexes: ['when', 'who.name', '_id'] });
      await t.store.ensureCollection({ name: collectionName, indexes: ['when', 'who.name'] });
      expect(ids(await t.store.collection(collectionName).find({ 'who.name': 'x' }, { sort: { when: -1 } }))).toEqual([
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
      await t.store.dropCollection(collectionName);
      expect(await collection.find()).toEqual([]);
      expect(await collection.count()).toBe(0);
      // A rebuild replays from the start: the old tombstone must not block it.
      await collection.upsert({ _id: 'c', v: 3 }, { position: 1n });
      expect(ids(await collection.find())).toEqual(['c']);
      await t.store.dropCollection(randomName('never'));
    });

    it('rejects bad collection names', async () => {
      expect(() => t.store.collection('Bad-Name')).toThrow(/collection name/);
      expect(() => t.store.collection('1abc')).toThrow(/collection name/);
      await expect(t.store.ensureCollection({ name: 'x; drop table y' })).rejects.toThrow(/collection name/);
      await expect(t.store.ensureCollection({ name: 'ok_name', indexes: ['bad field'] })).rejects.toThrow(/field/);
      await expect(t.store.ensureCollection({ name: 'ok_name', search: ["t') or (true"] })).rejects.toThrow(/field/);
      await expect(t.store.dropCollection('Nope!')).rejects.toThrow(/collection name/);
    });

    it('answers ping', async () => {
      await expect(t.store.ping()).resolves.toBeUndefined();
    });
  });
}
