/** The viewer's IANA time zone as the browser knows it: slots are entered and shown in it, and it is named. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The instant a `datetime-local` value (wall time, no zone) names in the viewer's zone, as ISO with its offset; null
 * for an empty or unreadable value. The browser's own zone rules turn the wall time into the instant.
 */
export function instantOf(localValue: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(localValue)) return null;
  const date = new Date(localValue);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
