/** The ReadStore contract (read-store.contract.ts): replacing a collection by another (a shadow rebuild's take-over). */
import { describe, expect, it } from 'vitest';
import type { CollectionSpec } from '../read-store.port';
import { randomName, type ReadStoreContractContext } from './fixtures';

export function describeReplace(t: ReadStoreContractContext): void {
  const { ids } = t;
  describe('replaceCollection', () => {
    const specs = () => {
      const name = randomName('c');
      const live: CollectionSpec = { name, indexes: ['who.name'], ordered: ['when'], search: ['title'] };
      return { live, shadow: { ...live, name: `${name}__shadow` } };
    };

    it('puts the other collection in its place with its documents and tombstones, and the other is gone', async () => {
      const { live, shadow } = specs();
      await t.store.ensureCollection(live);
      await t.store.ensureCollection(shadow);
      await t.store.collection(live).upsert({ _id: 'old', when: '2024-01-01', title: 'Old' });
      await t.store.collection(shadow).upsert({ _id: 'b', when: '2024-02-01', title: 'Bee' }, { position: 2n });
      await t.store.collection(shadow).upsert({ _id: 'a', when: '2024-03-01', title: 'Ant' }, { position: 3n });
      await t.store.collection(shadow).delete('gone', { position: 9n });

      await t.store.withSession((session) => session.replaceCollection(live, shadow.name));

      const replaced = t.store.collection(live);
      expect(ids(await replaced.find({}, { sort: { when: -1 } }))).toEqual(['a', 'b']);
      expect(ids(await replaced.find({ title: { $contains: 'an' } }))).toEqual(['a']);
      // The tombstone came along: an older replayed write cannot bring the document back.
      await replaced.upsert({ _id: 'gone', title: 'Back' }, { position: 5n });
      expect(await replaced.get('gone')).toBeNull();
      expect(await t.store.collection(shadow).count()).toBe(0);
      // Both can be declared again (the indexes moved under the names the live collection would give them), and a
      // shadow of the same name can be built and take over a second time.
      await t.store.ensureCollection(live);
      await t.store.ensureCollection(shadow);
      await t.store.collection(shadow).upsert({ _id: 'c', when: '2024-04-01', title: 'Cat' });
      await t.store.replaceCollection(live, shadow.name);
      expect(ids(await t.store.collection(live).find())).toEqual(['c']);
    });

    it('in a session that fails, changes nothing', async () => {
      if (t.store.kind === 'mongodb') return; // No transactions: each rename stands (see MongoReadStore).
      const { live, shadow } = specs();
      await t.store.ensureCollection(live);
      await t.store.ensureCollection(shadow);
      await t.store.collection(live).upsert({ _id: 'old' });
      await t.store.collection(shadow).upsert({ _id: 'new' });
      await expect(
        t.store.withSession(async (session) => {
          await session.replaceCollection(live, shadow.name);
          expect(ids(await session.collection(live).find())).toEqual(['new']);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(ids(await t.store.collection(live).find())).toEqual(['old']);
      expect(ids(await t.store.collection(shadow).find())).toEqual(['new']);
    });

    it('empties the collection when the other was never made', async () => {
      const { live } = specs();
      await t.store.ensureCollection(live);
      await t.store.collection(live).upsert({ _id: 'old' });
      await t.store.replaceCollection(live, randomName('never'));
      expect(await t.store.collection(live).count()).toBe(0);
      await expect(t.store.replaceCollection(live, 'Bad-Name')).rejects.toThrow(/collection name/);
    });
  });
}
