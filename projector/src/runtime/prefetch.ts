/**
 * Helpers for a projection's `prefetch` (docs/architecture.md §Projections): which ids a batch names, read loosely —
 * a prefetch only warms the session, so a body that does not match its schema is simply read for what ids it has,
 * and its `apply` skips and logs it as always.
 */
import type { RecordedEvent } from '@stint/shared/infra/event-store/event-store.port';

/**
 * The string values of these top-level fields of the events' bodies, each once. `types`: only events of these types;
 * `key` makes the document id from the value (`report-<id>`).
 */
export function idsIn(
  events: readonly RecordedEvent[],
  fields: readonly string[],
  options: { types?: readonly string[]; key?: (value: string, event: RecordedEvent) => string } = {},
): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (options.types && !options.types.includes(event.type)) continue;
    const data = event.data as Record<string, unknown> | null;
    if (data === null || typeof data !== 'object') continue;
    for (const field of fields) {
      const value = data[field];
      if (typeof value === 'string') ids.add(options.key ? options.key(value, event) : value);
    }
  }
  return [...ids];
}

/** The string values of these fields of the documents, each once (ids a first prefetch leads to). */
export function idsOf(docs: readonly Record<string, unknown>[], ...fields: string[]): string[] {
  const ids = new Set<string>();
  for (const doc of docs) {
    for (const field of fields) {
      const value = doc[field];
      if (typeof value === 'string' && value !== '') ids.add(value);
    }
  }
  return [...ids];
}
