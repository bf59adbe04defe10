/** Ticks of the weekly digests in tests that must stay in one ISO week, whenever the suite runs. */
import { isoWeek } from '@stint/shared/newsletter/newsletter-digest';

/**
 * A tick up to `withinMs` after `now` in the same ISO week: nearer when the week ends sooner (a run late on a Sunday,
 * UTC), and `now` itself in the week's last minute.
 */
export function laterTheSameWeek(now: Date, withinMs = 60 * 60_000): Date {
  let later = new Date(now.getTime() + withinMs);
  while (isoWeek(later) !== isoWeek(now)) later = new Date(Math.max(now.getTime(), later.getTime() - 60_000));
  return later;
}
