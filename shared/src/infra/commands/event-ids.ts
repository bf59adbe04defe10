import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from the command id, the stream and the event's index, so a command
 * retried with the same Idempotency-Key produces the same event ids and the store appends nothing new.
 */
export function deriveEventId(commandId: string, stream: string, index: number): string {
  const bytes = createHash('sha256').update(`${commandId}\u0000${stream}\u0000${index}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID that is always the same for the same parts (e.g. one application per student and internship). */
export function deterministicId(...parts: string[]): string {
  return deriveEventId(parts.join('\u0000'), 'id', 0);
}
