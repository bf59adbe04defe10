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
      await t.store.ensureCollection({ name: collectionName, indexes: ['who.name', '_id'], ordered: ['when', '_id'] });
      await t.store.ensureCollection({ name: collectionName, indexes: ['who.name'], ordered: ['when'] });
      expect(ids(await t.store.collection(collectionName).find({ 'who.name': 'x' }, { sort: { when: -1 } }))).toEqual([
        'a',
      ]);
    });

    it('ensureCollection called at once for several collections, each more than once, makes every one whole', async () => {
      expect(t.store.sessionsAtOnce).toBeGreaterThanOrEqual(1);
      const specs = Array.from({ length: 4 }, () => ({
        name: randomName('together'),
        indexes: ['owner.name'],
        ordered: ['n'],
        search: ['title'],
      }));
      // What a projector starting beside another does: the same tables made from two places at the same moment.
      const calls = Array.from({ length: 6 }, () => specs).flat();
      await Promise.all(calls.map((spec) => t.store.ensureCollection(spec)));
      for (const spec of specs) {
        const collection = t.store.collection(spec);
        await collection.upsert({ _id: 'a', n: 2, owner: { name: 'Ann' }, title: 'Data intern' });
        await collection.upsert({ _id: 'b', n: 1, owner: { name: 'Bob' }, title: 'Ops' });
        expect(ids(await collection.find({}, { sort: { n: 1 } }))).toEqual(['b', 'a']);
        expect(ids(await collection.find({ 'owner.name': 'Ann', title: { $contains: 'intern' } }))).toEqual(['a']);
      }
    });

    it('emptying a collection for a bulk load while others make it, all at once, ends with a whole collection', async () => {
      // Two projectors starting together: one empties a projection's collections and drops their indexes while the
      // other makes them, over and over. None may wait for the other for ever (a deadlock fails one of them).
      const spec = { name: randomName('racing'), indexes: ['owner.name'], ordered: ['n'], search: ['title'] };
      for (let round = 0; round < 15; round++) {
        await Promise.all([
          t.store.withSession((session) => session.dropCollection(spec.name, { bulkLoad: true })),
          t.store.ensureCollection(spec),
          t.store.withSession((session) => session.dropCollection(spec.name, { bulkLoad: true })),
          t.store.ensureCollection(spec),
        ]);
      }
      await t.store.ensureCollection(spec);
      const collection = t.store.collection(spec);
      await collection.upsert({ _id: 'a', n: 2, owner: { name: 'Ann' }, title: 'Data intern' });
      await collection.upsert({ _id: 'b', n: 1, owner: { name: 'Bob' }, title: 'Ops' });
      expect(ids(await collection.find({}, { sort: { n: 1 } }))).toEqual(['b', 'a']);
      expect(ids(await collection.find({ 'owner.name': 'Ann', title: { $contains: 'intern' } }))).toEqual(['a']);
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

    it('dropCollection for a bulk load empties it, and finds stay right before and after ensureCollection', async () => {
      const spec = { name: randomName('bulk'), indexes: ['owner.name'], ordered: ['n'], search: ['title'] };
      await t.store.ensureCollection(spec);
      const collection = t.store.collection(spec);
      await collection.upsert({ _id: 'old', n: 0, title: 'gone' });
      await t.store.withSession((session) => session.dropCollection(spec.name, { bulkLoad: true }));
      expect(await collection.find()).toEqual([]);
      const docs = [
        { _id: 'a', n: 3, owner: { name: 'Ann' }, title: 'Data intern' },
        { _id: 'b', n: 1, owner: { name: 'Bob' }, title: 'Design intern' },
        { _id: 'c', n: 2, owner: { name: 'Ann' }, title: 'Ops' },
      ];
      const answers = async () => [
        ids(await collection.find({}, { sort: { n: -1 } })),
        ids(await collection.find({ 'owner.name': 'Ann' }, { sort: { n: 1 } })),
        ids(await collection.find({ title: { $contains: 'INTERN' } })),
        await collection.count({ n: { $gte: 2 } }),
      ];
      for (const doc of docs) await collection.upsert(doc);
      const unindexed = await answers();
      expect(unindexed).toEqual([['a', 'c', 'b'], ['c', 'a'], ['a', 'b'], 2]);
      await t.store.ensureCollection(spec);
      expect(await answers()).toEqual(unindexed);
      await t.store.dropCollection(randomName('never'), { bulkLoad: true });
    });

    it('emptying a new collection for a bulk load makes it, only if the session commits, and ensureCollection completes it', async () => {
      const spec = { name: randomName('fresh'), ordered: ['n'], search: ['title'] };
      const collection = t.store.collection(spec);
      const failed = await t.store
        .withSession(async (session) => {
          await session.dropCollection(spec.name, { bulkLoad: true });
          await session.collection(spec).upsert({ _id: 'lost', n: 9, title: 'Lost' });
          throw new Error('the batch fails');
        })
        .catch((error: unknown) => error);
      expect(failed).toEqual(new Error('the batch fails'));
      expect(await collection.find()).toEqual([]);
      await t.store.withSession(async (session) => {
        await session.dropCollection(spec.name, { bulkLoad: true });
        await session.collection(spec).upsert({ _id: 'a', n: 2, title: 'Data intern' });
      });
      await t.store.withSession((session) => session.collection(spec).upsert({ _id: 'b', n: 1, title: 'Ops' }));
      const answers = async () => [
        ids(await collection.find({}, { sort: { n: 1 } })),
        ids(await collection.find({ title: { $contains: 'intern' } })),
      ];
      expect(await answers()).toEqual([['b', 'a'], ['a']]);
      await t.store.ensureCollection(spec);
      expect(await answers()).toEqual([['b', 'a'], ['a']]);
    });

    it('rejects bad collection names', async () => {
      expect(() => t.store.collection('Bad-Name')).toThrow(/collection name/);
      expect(() => t.store.collection('1abc')).toThrow(/collection name/);
      await expect(t.store.ensureCollection({ name: 'x; drop table y' })).rejects.toThrow(/collection name/);
      await expect(t.store.ensureCollection({ name: 'ok_name', indexes: ['bad field'] })).rejects.toThrow(/field/);
      await expect(t.store.ensureCollection({ name: 'ok_name', ordered: ['bad field'] })).rejects.toThrow(/field/);
      await expect(t.store.ensureCollection({ name: 'ok_name', search: ["t') or (true"] })).rejects.toThrow(/field/);
      await expect(t.store.dropCollection('Nope!')).rejects.toThrow(/collection name/);
    });

    it('answers ping', async () => {
      await expect(t.store.ping()).resolves.toBeUndefined();
    });
  });
}
