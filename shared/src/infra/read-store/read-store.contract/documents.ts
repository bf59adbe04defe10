/** The ReadStore contract (read-store.contract.ts): documents. */
import { describe, expect, it } from 'vitest';
import type { Doc } from '../read-store.port';
import type { ReadStoreContractContext } from './fixtures';

export function describeDocuments(t: ReadStoreContractContext): void {
  const { newCollection, seed, ids, collectionNameOf } = t;
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

    it('reads many documents at once, in the order asked, each once, leaving out the missing and deleted', async () => {
      const collection = newCollection();
      expect(await collection.getMany(['a', 'b'])).toEqual([]);
      await collection.upsert({ _id: 'a', v: 1 });
      await collection.upsert({ _id: 'b', v: 2 });
      await collection.upsert({ _id: 'c', v: 3 });
      await collection.delete('c', { position: 5n });
      expect(await collection.getMany([])).toEqual([]);
      expect(await collection.getMany(['b', 'nope', 'c', 'a', 'b'])).toStrictEqual([
        { _id: 'b', v: 2 },
        { _id: 'a', v: 1 },
      ]);
    });

    it('findIn finds the documents whose field is one of the values, in _id order, inside a session as outside', async () => {
      const collection = await seed([
        { _id: 'b', owner: 'ada' },
        { _id: 'a', owner: ['grace', 'ada'] },
        { _id: 'c', owner: 'linus' },
        { _id: 'd', owner: 1 },
        { _id: 'e' },
      ]);
      expect(ids(await collection.findIn('owner', ['ada']))).toEqual(['a', 'b']);
      expect(ids(await collection.findIn('owner', ['1', 'linus']))).toEqual(['c']);
      expect(await collection.findIn('owner', [])).toEqual([]);
      await t.store.withSession(async (session) => {
        const inSession = session.collection(collectionNameOf(collection));
        expect(ids(await inSession.findIn('owner', ['ada', 1]))).toEqual(['a', 'b', 'd']);
        await inSession.upsert({ _id: 'f', owner: 'ada' }, { position: 2n });
        await inSession.patch('b', { owner: 'grace' }, { position: 2n });
        await inSession.patch('c', { owner: 'ada' }, { position: 2n });
        expect(ids(await inSession.find({ owner: 'ada' }))).toEqual(['a', 'c', 'f']);
        expect(ids(await inSession.find({ owner: { $in: ['ada', 1] } }, { sort: { _id: -1 }, limit: 2 }))).toEqual([
          'f',
          'd',
        ]);
        expect(ids(await inSession.find({ owner: 'grace' }))).toEqual(['a', 'b']);
      });
      expect(ids(await collection.find({ owner: 'ada' }))).toEqual(['a', 'c', 'f']);
    });

    it('refuses documents without a string _id and reserved field names', async () => {
      const collection = newCollection();
      await expect(collection.upsert({ v: 1 } as unknown as Doc)).rejects.toThrow(/_id/);
      await expect(collection.upsert({ _id: 'z', _position: 1 })).rejects.toThrow(/reserved/);
      await expect(collection.patch('z', { 'a.b': 1 })).rejects.toThrow(/patch field/);
    });
  });
}
