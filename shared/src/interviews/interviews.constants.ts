/** Limits and wording of the interviews area (issue 17 item 3). */
export const INTERVIEW_SLOTS_MAX = 5;
/** Shortest and longest slot, in minutes. */
export const INTERVIEW_MINUTES_MIN = 5;
export const INTERVIEW_MINUTES_MAX = 8 * 60;
/** The reminder goes out this long before the picked slot starts. */
export const INTERVIEW_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export const interviewStates = ['proposed', 'scheduled', 'cancelled'] as const;
export type InterviewState = (typeof interviewStates)[number];
export const interviewSides = ['student', 'employer'] as const;
export type InterviewSide = (typeof interviewSides)[number];

export const INTERVIEW_NOT_FOUND_MESSAGE = 'Interview not found';
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as Europe/Berlin)';
export const SLOT_IN_PAST_MESSAGE = 'Every time slot must be in the future';
export const SLOT_ORDER_MESSAGE = 'A time slot must end after it starts and last between 5 minutes and 8 hours';
export const SLOTS_COUNT_MESSAGE = `Propose between 1 and ${INTERVIEW_SLOTS_MAX} time slots`;
export const SLOTS_OVERLAP_MESSAGE = 'Two time slots overlap; propose distinct times';
export const STALE_SLOT_MESSAGE = 'That time slot is no longer offered; reload to see the current ones';
export const INTERVIEW_ALREADY_OPEN_MESSAGE = 'An interview is already under way for this application; reschedule it';
export const NO_OPEN_INTERVIEW_MESSAGE = 'There is no interview under way for this application';
export const ALREADY_PICKED_MESSAGE = 'A time slot is already picked; the employer can reschedule';

/** True for an IANA time zone name the runtime knows (`Intl` throws a RangeError on any other). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A slot as a person in `timeZone` reads it, with the zone named ("Tue 1 Dec 2026, 10:00–10:30 (Asia/Tokyo)"): the
 * one wording the screens and the mails use, so both show the same instant the same way.
 */
export function formatSlot(slot: { start: string; end: string }, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(slot.start));
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${time.format(new Date(slot.start))}–${time.format(new Date(slot.end))} (${timeZone})`;
}
