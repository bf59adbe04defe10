/**
 * Values several readers are handed at once (an event's parsed body, the events of a read subscriptions share, the
 * documents a read-store session holds) are theirs to read, not to change. Frozen under test, where a reader that changed one would throw; not in production,
 * where freezing every event would cost time and catch nothing the tests did not.
 */
export const FREEZE_SHARED = process.env.NODE_ENV === 'test';

/** Freezes `value` and everything it holds (a no-op for primitives and what is frozen already). */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}
