import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import type { ProposeInterview, ProposedSlot, RescheduleInterview } from './interviews.commands';
import { formatSlot, isTimeZone } from './interviews.constants';
import { calendarSequenceOf, interviewDecider } from './interviews.decider';
import type { InterviewEvent } from './interviews.events';

const spec = deciderSpec(interviewDecider);
const NOW = '2026-11-26T12:00:00.000Z';
const ids = { applicationId: 'app1', interviewId: 'iv1' };
const slot = (slotId: string, start: string, minutes = 30): ProposedSlot => ({
  slotId,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});
const a = slot('a', '2026-12-01T01:00:00.000Z');
const b = slot('b', '2026-12-02T01:00:00.000Z');
const c = slot('c', '2026-12-03T09:00:00.000Z');

const propose = (over: Partial<ProposeInterview> = {}): ProposeInterview => ({
  type: 'ProposeInterview',
  ...ids,
  employerId: 'northwind',
  studentId: 'ada',
  internshipId: 'i1',
  timeZone: 'Asia/Tokyo',
  slots: [a, b],
  now: NOW,
  ...over,
});
const reschedule = (over: Partial<RescheduleInterview> = {}): RescheduleInterview => ({
  type: 'RescheduleInterview',
  applicationId: 'app1',
  employerId: 'northwind',
  timeZone: 'Europe/Berlin',
  slots: [c],
  now: NOW,
  ...over,
});
const pick = (slotId: string, studentId = 'ada', now = NOW) =>
  ({ type: 'PickInterviewSlot', applicationId: 'app1', studentId, slotId, now }) as const;
const cancel = (id: string, side: 'student' | 'employer') =>
  ({ type: 'CancelInterview', applicationId: 'app1', by: { id, side } }) as const;

const proposed: InterviewEvent = {
  type: 'InterviewProposed',
  data: {
    ...ids,
    studentId: 'ada',
    employerId: 'northwind',
    internshipId: 'i1',
    round: 1,
    timeZone: 'Asia/Tokyo',
    slots: [a, b],
  },
};
const picked = (s: ProposedSlot, round = 1): InterviewEvent => ({
  type: 'InterviewSlotPicked',
  data: { ...ids, round, ...s },
});
const rescheduled: InterviewEvent = {
  type: 'InterviewRescheduled',
  data: { ...ids, round: 2, timeZone: 'Europe/Berlin', slots: [c] },
};
const cancelled = (round: number, by: 'student' | 'employer' = 'student'): InterviewEvent => ({
  type: 'InterviewCancelled',
  data: { ...ids, round, by, byId: by === 'student' ? 'ada' : 'northwind' },
});

describe('interview decider', () => {
  it('proposes slots as UTC instants in order, keeping the proposer’s zone', () => {
    const withOffset = { slotId: 'b', start: '2026-12-02T10:00:00+09:00', end: '2026-12-02T10:30:00+09:00' };
    spec
      .given([])
      .when(propose({ slots: [withOffset, a] }))
      .then([{ ...proposed, data: { ...proposed.data, slots: [a, b] } }]);
  });

  it('lets the student pick, either side cancel, and the employer reschedule', () => {
    spec
      .given([proposed])
      .when(pick('b'))
      .then([picked(b)]);
    spec
      .given([proposed, picked(b)])
      .when(reschedule())
      .then([rescheduled]);
    spec
      .given([proposed, picked(b), rescheduled])
      .when(pick('c'))
      .then([picked(c, 2)]);
    spec
      .given([proposed])
      .when(cancel('ada', 'student'))
      .then([cancelled(1)]);
    spec
      .given([proposed, picked(a)])
      .when(cancel('northwind', 'employer'))
      .then([cancelled(1, 'employer')]);
    // A new interview after a cancelled one goes on counting rounds.
    spec
      .given([proposed, cancelled(1)])
      .when(propose({ interviewId: 'iv2' }))
      .then([{ ...proposed, data: { ...proposed.data, interviewId: 'iv2', round: 2 } }]);
  });

  it('refuses bad slots: none, more than five, past, reversed, too long, overlapping, unknown zone', () => {
    const when = spec.given([]);
    when.when(propose({ slots: [] })).thenThrows(ValidationError, 'Propose between 1 and 5 time slots');
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => slot(n, `2026-12-0${n}T09:00:00.000Z`));
    when.when(propose({ slots: six })).thenThrows(ValidationError, 'Propose between 1 and 5 time slots');
    when.when(propose({ slots: [slot('p', '2026-11-26T11:00:00.000Z')] })).thenThrows(ValidationError, /future/);
    when.when(propose({ slots: [{ ...a, end: a.start }] })).thenThrows(ValidationError, /end after it starts/);
    when.when(propose({ slots: [slot('l', a.start, 9 * 60)] })).thenThrows(ValidationError, /8 hours/);
    when.when(propose({ slots: [{ ...a, start: 'soon' }] })).thenThrows(ValidationError, /end after it starts/);
    when.when(propose({ slots: [a, slot('o', '2026-12-01T01:15:00.000Z')] })).thenThrows(ValidationError, /overlap/);
    when.when(propose({ timeZone: 'Mars/Olympus' })).thenThrows(ValidationError, /time zone/);
    spec
      .given([proposed])
      .when(reschedule({ slots: [slot('p', NOW)] }))
      .thenThrows(ValidationError, /future/);
  });

  it('refuses a second open interview, and moves on a closed one only by proposing anew', () => {
    spec
      .given([proposed])
      .when(propose())
      .thenThrows(ConflictError, /already under way/);
    spec
      .given([proposed, cancelled(1)])
      .when(pick('a'))
      .thenThrows(ConflictError, /no interview under way/);
    spec
      .given([proposed, cancelled(1)])
      .when(reschedule())
      .thenThrows(ConflictError, /no interview under way/);
    spec.given([]).when(reschedule()).thenThrows(NotFoundError);
    spec.given([]).when(pick('a')).thenThrows(NotFoundError);
    spec.given([]).when(cancel('ada', 'student')).thenThrows(NotFoundError);
    // Cancelling twice records it once.
    spec
      .given([proposed, cancelled(1)])
      .when(cancel('northwind', 'employer'))
      .then([]);
  });

  it('hides the interview from anyone but its two parties (404)', () => {
    spec.given([proposed]).when(pick('a', 'alan')).thenThrows(NotFoundError, 'Interview not found');
    spec
      .given([proposed])
      .when(reschedule({ employerId: 'acme' }))
      .thenThrows(NotFoundError);
    spec
      .given([proposed])
      .when(propose({ employerId: 'acme' }))
      .thenThrows(NotFoundError);
    spec.given([proposed]).when(cancel('alan', 'student')).thenThrows(NotFoundError);
    spec.given([proposed]).when(cancel('acme', 'employer')).thenThrows(NotFoundError);
    // The student's id on the employer's side is no employer of this interview.
    spec.given([proposed]).when(cancel('ada', 'employer')).thenThrows(NotFoundError);
  });

  it('refuses a stale pick (a slot of an earlier proposal) with 409, and a second different pick', () => {
    spec
      .given([proposed, rescheduled])
      .when(pick('a'))
      .thenThrows(ConflictError, 'That time slot is no longer offered; reload to see the current ones');
    spec
      .given([proposed])
      .when(pick('zzz'))
      .thenThrows(ConflictError, /no longer offered/);
    spec
      .given([proposed, picked(a)])
      .when(pick('b'))
      .thenThrows(ConflictError, /already picked/);
    spec
      .given([proposed, picked(a)])
      .when(pick('a'))
      .then([]);
  });

  it('refuses a pick once the slot has started', () => {
    spec
      .given([proposed])
      .when(pick('a', 'ada', '2026-12-01T01:00:00.000Z'))
      .thenThrows(ValidationError, /future/);
  });

  it('numbers calendar updates so each outranks the last: picks by round, a cancel above its round’s pick', () => {
    expect(calendarSequenceOf(picked(a))).toBe(0);
    expect(calendarSequenceOf(picked(c, 2))).toBe(1);
    expect(calendarSequenceOf(cancelled(2))).toBe(2);
  });
});

describe('time zones', () => {
  it('knows IANA names through Intl and nothing else', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('shows a slot proposed in Asia/Tokyo at the right instant in each viewer’s zone', () => {
    // 10:00 in Tokyo (UTC+9) is 01:00 UTC, 02:00 in Berlin in winter and 20:00 the day before in New York.
    const tokyo = { start: '2026-12-01T10:00:00+09:00', end: '2026-12-01T10:30:00+09:00' };
    spec
      .given([])
      .when(propose({ slots: [{ slotId: 'a', ...tokyo }] }))
      .then([{ ...proposed, data: { ...proposed.data, slots: [a] } }]);
    expect(formatSlot(a, 'Asia/Tokyo')).toBe('Tue, 1 Dec 2026, 10:00–10:30 (Asia/Tokyo)');
    expect(formatSlot(a, 'Europe/Berlin')).toBe('Tue, 1 Dec 2026, 02:00–02:30 (Europe/Berlin)');
    expect(formatSlot(a, 'America/New_York')).toBe('Mon, 30 Nov 2026, 20:00–20:30 (America/New_York)');
  });
});
