/**
 * One application's interview (stream `interview-<applicationId>`): who takes part, the current round's slots, the
 * picked one, and whether it was cancelled. Only the internship's employer proposes and reschedules, only the
 * application's student picks; for anyone else the interview does not exist (404). A pick of a slot that is not in the
 * current round (an earlier proposal's) is stale (409); a slot in the past is refused (400).
 */
import { defineDecider, unknownCommand } from '../decider';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { InterviewCommand, ProposedSlot } from './interviews.commands';
import {
  ALREADY_PICKED_MESSAGE,
  INTERVIEW_ALREADY_OPEN_MESSAGE,
  INTERVIEW_MINUTES_MAX,
  INTERVIEW_MINUTES_MIN,
  INTERVIEW_NOT_FOUND_MESSAGE,
  INTERVIEW_SLOTS_MAX,
  isTimeZone,
  NO_OPEN_INTERVIEW_MESSAGE,
  SLOT_IN_PAST_MESSAGE,
  SLOT_ORDER_MESSAGE,
  SLOTS_COUNT_MESSAGE,
  SLOTS_OVERLAP_MESSAGE,
  STALE_SLOT_MESSAGE,
  TIME_ZONE_MESSAGE,
  type InterviewState as InterviewStatus,
} from './interviews.constants';
import { interviewEventSchemas, type InterviewEvent, type InterviewSlot } from './interviews.events';

export type InterviewState = {
  interviewId: string | null;
  studentId: string | null;
  employerId: string | null;
  status: InterviewStatus | null;
  round: number;
  timeZone: string | null;
  slots: readonly InterviewSlot[];
  picked: InterviewSlot | null;
};

const initialState = (): InterviewState => ({
  interviewId: null,
  studentId: null,
  employerId: null,
  status: null,
  round: 0,
  timeZone: null,
  slots: [],
  picked: null,
});

function evolve(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (event.type) {
    case 'InterviewProposed': {
      const { interviewId, studentId, employerId, round, timeZone, slots } = event.data;
      return { interviewId, studentId, employerId, status: 'proposed', round, timeZone, slots, picked: null };
    }
    case 'InterviewRescheduled': {
      const { round, timeZone, slots } = event.data;
      return { ...state, status: 'proposed', round, timeZone, slots, picked: null };
    }
    case 'InterviewSlotPicked': {
      const { slotId, start, end } = event.data;
      return { ...state, status: 'scheduled', picked: { slotId, start, end } };
    }
    case 'InterviewCancelled':
      return { ...state, status: 'cancelled' };
  }
}

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** The slots as the decider keeps them: valid instants, in order, in the future, none overlapping. */
function checkedSlots(slots: readonly ProposedSlot[], timeZone: string, now: string): InterviewSlot[] {
  if (!isTimeZone(timeZone)) throw invalid('timeZone', TIME_ZONE_MESSAGE);
  if (slots.length < 1 || slots.length > INTERVIEW_SLOTS_MAX) throw invalid('slots', SLOTS_COUNT_MESSAGE);
  const nowMs = Date.parse(now);
  const parsed = slots.map((slot, index) => {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    const minutes = (end - start) / 60_000;
    if (!Number.isFinite(start) || !Number.isFinite(end) || minutes < INTERVIEW_MINUTES_MIN) {
      throw invalid(`slots.${index}`, SLOT_ORDER_MESSAGE);
    }
    if (minutes > INTERVIEW_MINUTES_MAX) throw invalid(`slots.${index}`, SLOT_ORDER_MESSAGE);
    if (start <= nowMs) throw invalid(`slots.${index}.start`, SLOT_IN_PAST_MESSAGE);
    // Stored as UTC instants whatever offset they came with.
    return {
      slotId: slot.slotId,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      startMs: start,
      endMs: end,
    };
  });
  const sorted = [...parsed].sort((a, b) => a.startMs - b.startMs);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.startMs < sorted[i - 1]!.endMs) throw invalid('slots', SLOTS_OVERLAP_MESSAGE);
  }
  return sorted.map(({ slotId, start, end }) => ({ slotId, start, end }));
}

const isOpen = (state: InterviewState) => state.status === 'proposed' || state.status === 'scheduled';

function decide(command: InterviewCommand, state: InterviewState): InterviewEvent[] {
  switch (command.type) {
    case 'ProposeInterview': {
      if (state.employerId !== null && state.employerId !== command.employerId) {
        throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
      }
      if (isOpen(state)) throw new ConflictError(INTERVIEW_ALREADY_OPEN_MESSAGE);
      const slots = checkedSlots(command.slots, command.timeZone, command.now);
      return [
        {
          type: 'InterviewProposed',
          data: {
            applicationId: command.applicationId,
            interviewId: command.interviewId,
            studentId: command.studentId,
            employerId: command.employerId,
            internshipId: command.internshipId,
            // A new interview after a cancelled one goes on counting, so its calendar entry is never confused.
            round: state.round + 1,
            timeZone: command.timeZone,
            slots,
          },
        },
      ];
    }
    case 'RescheduleInterview': {
      if (state.employerId !== command.employerId) throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
      if (!isOpen(state)) throw new ConflictError(NO_OPEN_INTERVIEW_MESSAGE);
      const slots = checkedSlots(command.slots, command.timeZone, command.now);
      return [
        {
          type: 'InterviewRescheduled',
          data: {
            applicationId: command.applicationId,
            interviewId: state.interviewId!,
            round: state.round + 1,
            timeZone: command.timeZone,
            slots,
          },
        },
      ];
    }
    case 'PickInterviewSlot': {
      if (state.studentId !== command.studentId) throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
      if (!isOpen(state)) throw new ConflictError(NO_OPEN_INTERVIEW_MESSAGE);
      const slot = state.slots.find((candidate) => candidate.slotId === command.slotId);
      if (!slot) throw new ConflictError(STALE_SLOT_MESSAGE);
      if (state.picked) {
        // The same pick twice (a retry) is recorded once; another slot waits for a reschedule.
        if (state.picked.slotId === command.slotId) return [];
        throw new ConflictError(ALREADY_PICKED_MESSAGE);
      }
      if (Date.parse(slot.start) <= Date.parse(command.now)) throw invalid('slotId', SLOT_IN_PAST_MESSAGE);
      return [
        {
          type: 'InterviewSlotPicked',
          data: {
            applicationId: command.applicationId,
            interviewId: state.interviewId!,
            round: state.round,
            ...slot,
          },
        },
      ];
    }
    case 'CancelInterview': {
      const party = command.by.side === 'student' ? state.studentId : state.employerId;
      if (party === null || party !== command.by.id) throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
      if (state.status === 'cancelled') return [];
      return [
        {
          type: 'InterviewCancelled',
          data: {
            applicationId: command.applicationId,
            interviewId: state.interviewId!,
            round: state.round,
            by: command.by.side,
            byId: command.by.id,
          },
        },
      ];
    }
    default:
      return unknownCommand(command);
  }
}

export const interviewDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: interviewEventSchemas,
});

/**
 * The calendar SEQUENCE of the interview's invitation after `event`: a pick in round n is n - 1 (the first pick 0),
 * and a cancellation is one above any pick of its round, so every update outranks what a calendar holds.
 */
export function calendarSequenceOf(event: { type: InterviewEvent['type']; data: { round: number } }): number {
  return event.type === 'InterviewCancelled' ? event.data.round : event.data.round - 1;
}
