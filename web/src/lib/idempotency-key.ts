/**
 * An `Idempotency-Key` for one submission of a form that creates something: a retry with the same key (a double click,
 * an answer lost on the way back) is answered with what the first attempt did instead of creating a second item.
 */
export function newIdempotencyKey(prefix = 'form'): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
