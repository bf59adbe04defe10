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
  });
}
