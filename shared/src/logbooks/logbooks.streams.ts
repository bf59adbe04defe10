/** Stream names of the logbooks area. */

/** One logbook entry: `logbook-<entryId>`. */
export const logbookStream = (entryId: string) => `logbook-${entryId}`;

/** The entry id a logbook stream names, or null when `stream` is not one. */
export function parseLogbookStream(stream: string): string | null {
  return stream.startsWith('logbook-') && stream.length > 'logbook-'.length ? stream.slice('logbook-'.length) : null;
}
