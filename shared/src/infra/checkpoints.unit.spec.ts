import { describe, expect, it } from 'vitest';
import { lowestCheckpoint } from './checkpoints';

describe('lowestCheckpoint', () => {
  it('is the smallest position, or null when any consumer has none', () => {
    expect(lowestCheckpoint([5n, 3n, 9n])).toBe(3n);
    expect(lowestCheckpoint([5n, null, 9n])).toBeNull();
    expect(lowestCheckpoint([])).toBeNull();
    expect(lowestCheckpoint([0n])).toBe(0n);
  });
});
