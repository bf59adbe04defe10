/**
 * Calendar dates as the api sends them (`YYYY-MM-DD`, or an ISO date-time). A bare date is read in the browser's own
 * time zone: `new Date('2025-06-01')` would be UTC midnight and show as 31 May west of Greenwich.
 */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function toDate(value: string): Date | null {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = bare ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A readable date, or null when the value is absent or unreadable. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = toDate(value);
  return date ? dateFormat.format(date) : null;
}

/** A readable date and time (a timestamp such as `appliedDate`), or null. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : null;
}

/** Today in the browser's time zone as `YYYY-MM-DD` (the `min` of a date input). */
export function todayIso(now = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `YYYY-MM-DD` part of a stored date, for a date input's value. */
export function toDateInputValue(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
