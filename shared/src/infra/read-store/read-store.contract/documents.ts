/** The ReadStore contract (read-store.contract.ts): documents. */
import { describe, expect, it } from 'vitest';
import type { Doc } from '../read-store.port';
import type { ReadStoreContractContext } from './fixtures';

export function describeDocuments(t: ReadStoreContractContext): void {
  const { newCollection, seed, ids } = t;
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
}
