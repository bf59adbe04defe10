/**
 * Where a group of checkpointed consumers resumes: the lowest checkpoint, or null (from the start) when any
 * of them has none yet.
 */
export function lowestCheckpoint(values: Iterable<bigint | null>): bigint | null {
  let lowest: bigint | null = null;
  let seen = false;
  for (const value of values) {
    if (value === null) return null;
    if (!seen || value < lowest!) lowest = value;
    seen = true;
  }
  return lowest;
}
