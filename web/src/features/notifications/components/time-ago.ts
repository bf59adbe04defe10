/** "just now", "5 minutes ago", "yesterday"… for a notification's time; the full date and time go in its tooltip. */
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return dateFormat.format(at);
  const [unit, size] = [...UNITS].reverse().find(([, length]) => seconds >= length)!;
  return relative.format(-Math.floor(seconds / size), unit);
}
