/** The ReadStore contract (read-store.contract.ts): position guard. */
import { describe, expect, it } from 'vitest';
import type { ReadStoreContractContext } from './fixtures';

export function describePositionGuard(t: ReadStoreContractContext): void {
  const { newCollection } = t;
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
}
