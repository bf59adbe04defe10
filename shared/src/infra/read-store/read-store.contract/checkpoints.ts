/** The ReadStore contract (read-store.contract.ts): checkpoints. */
import { describe, expect, it } from 'vitest';
import { CheckpointConflictError } from '../read-store.port';
import { randomName, type ReadStoreContractContext } from './fixtures';

export function describeCheckpoints(t: ReadStoreContractContext): void {
  describe('checkpoints', () => {
    it('reads null before any, then what was set, then null after a reset', async () => {
      const projection = randomName('proj');
      expect(await t.store.getCheckpoint(projection)).toBeNull();
      await t.store.setCheckpoint(projection, 5n);
      expect(await t.store.getCheckpoint(projection)).toBe(5n);
      await t.store.setCheckpoint(projection, 2n ** 53n + 1n);
      expect(await t.store.getCheckpoint(projection)).toBe(2n ** 53n + 1n);
      await t.store.setCheckpoint(projection, 0n);
      expect(await t.store.getCheckpoint(projection)).toBe(0n);
      await t.store.setCheckpoint(projection, null);
      expect(await t.store.getCheckpoint(projection)).toBeNull();
      expect(await t.store.getCheckpoint(randomName('other'))).toBeNull();
    });

    it('compare-and-set: writes only over the expected checkpoint, else throws CheckpointConflictError', async () => {
      const projection = randomName('proj');
      await t.store.setCheckpoint(projection, 5n, { expected: null });
      await expect(t.store.setCheckpoint(projection, 6n, { expected: null })).rejects.toThrow(CheckpointConflictError);
      await expect(t.store.setCheckpoint(projection, 6n, { expected: 4n })).rejects.toThrow(CheckpointConflictError);
      expect(await t.store.getCheckpoint(projection)).toBe(5n);
      await t.store.setCheckpoint(projection, 2n ** 53n + 1n, { expected: 5n });
      expect(await t.store.getCheckpoint(projection)).toBe(2n ** 53n + 1n);
      await expect(t.store.setCheckpoint(projection, null, { expected: 5n })).rejects.toThrow(CheckpointConflictError);
      await expect(t.store.setCheckpoint(projection, null, { expected: null })).rejects.toThrow(
        CheckpointConflictError,
      );
      await t.store.setCheckpoint(projection, null, { expected: 2n ** 53n + 1n });
      expect(await t.store.getCheckpoint(projection)).toBeNull();
      await t.store.setCheckpoint(projection, null, { expected: null });
      await expect(t.store.setCheckpoint(projection, 1n, { expected: 0n })).rejects.toThrow(CheckpointConflictError);
      expect(await t.store.getCheckpoint(projection)).toBeNull();
    });

    it('several compare-and-sets at once: each one that holds is written, then a refused one is raised', async () => {
      const [a, b, c] = [randomName('proj'), randomName('proj'), randomName('proj')];
      await t.store.setCheckpoint(b, 3n);
      await t.store.setCheckpoints([
        { projection: a, position: 7n, expected: null },
        { projection: b, position: 8n, expected: 3n },
      ]);
      expect(await t.store.getCheckpoint(a)).toBe(7n);
      expect(await t.store.getCheckpoint(b)).toBe(8n);
      await t.store.setCheckpoints([{ projection: c, position: 1n, expected: null }]);
      expect(await t.store.getCheckpoint(c)).toBe(1n);

      const refused = t.store.setCheckpoints([
        { projection: a, position: 9n, expected: 6n },
        { projection: b, position: 9n, expected: 8n },
        { projection: c, position: 9n, expected: 1n },
      ]);
      await expect(refused).rejects.toThrow(CheckpointConflictError);
      await expect(refused).rejects.toMatchObject({ projection: a, expected: 6n });
      expect(await t.store.getCheckpoint(a)).toBe(7n);
      expect(await t.store.getCheckpoint(b)).toBe(9n);
      expect(await t.store.getCheckpoint(c)).toBe(9n);
      await expect(t.store.setCheckpoints([{ projection: c, position: 10n, expected: null }])).rejects.toThrow(
        CheckpointConflictError,
      );
      expect(await t.store.getCheckpoint(c)).toBe(9n);
    });
  });
}
