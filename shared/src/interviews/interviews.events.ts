/**
 * Facts about the interview of one application (stream `interview-<applicationId>`, issue 17 item 3): the internship's
 * employer proposes time slots, the application's student picks one, either side cancels, the employer reschedules
 * (new slots, the student picks again). Instants are UTC ISO strings; the proposer's IANA zone is kept beside them so
 * mails and screens can say which wall time was meant. `round` counts proposals of one interview: a pick names its
 * round, so a pick of an earlier round's slot is refused, and the calendar SEQUENCE grows with it.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import type { EventVersionRegistry } from '../events/upcasting';
import { interviewSides } from './interviews.constants';

export const interviewSlotSchema = z.object({ slotId: z.string(), start: z.string(), end: z.string() });
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

const interview = { applicationId: z.string(), interviewId: z.string() };

export const interviewEventSchemas = {
  /** A new interview (its id is the calendar UID); the parties travel with it so the read side needs nothing else. */
  InterviewProposed: z.object({
    ...interview,
    studentId: z.string(),
    employerId: z.string(),
    internshipId: z.string(),
    round: z.number().int().min(1),
    timeZone: z.string(),
    slots: z.array(interviewSlotSchema),
  }),
  /** The employer offers new slots in place of the last ones (picked or not); the student picks again. */
  InterviewRescheduled: z.object({
    ...interview,
    round: z.number().int().min(1),
    timeZone: z.string(),
    slots: z.array(interviewSlotSchema),
  }),
  InterviewSlotPicked: z.object({
    ...interview,
    round: z.number().int().min(1),
    slotId: z.string(),
    start: z.string(),
    end: z.string(),
  }),
  InterviewCancelled: z.object({
    ...interview,
    round: z.number().int().min(1),
    by: z.enum(interviewSides),
    byId: z.string(),
  }),
};

/** The area's entries in the registry of event versions (`shared/src/events/event-versions.ts`): all at version 1. */
export const interviewEventVersions = {
  InterviewProposed: { current: 1, upcasters: {} },
  InterviewRescheduled: { current: 1, upcasters: {} },
  InterviewSlotPicked: { current: 1, upcasters: {} },
  InterviewCancelled: { current: 1, upcasters: {} },
} satisfies EventVersionRegistry;

export type InterviewEvent = EventOf<typeof interviewEventSchemas>;
export type InterviewEventType = InterviewEvent['type'];
export const interviewEventTypes = eventTypesOf(interviewEventSchemas);
