/**
 * The HTTP shapes of interviews: `POST /applications/{id}/interview` (propose), `PUT …/interview` (reschedule),
 * `POST …/interview/pick`, `POST …/interview/cancel`, `GET …/interview` and `GET /interviews/upcoming`. Slot instants
 * come as ISO date-times with an offset (the screen turns the employer's wall time into one) and leave as UTC.
 */
import { z } from 'zod';
import { entityId } from '../http/fields';
import {
  INTERVIEW_SLOTS_MAX,
  interviewSides,
  interviewStates,
  isTimeZone,
  SLOT_ORDER_MESSAGE,
  SLOTS_COUNT_MESSAGE,
  STALE_SLOT_MESSAGE,
  TIME_ZONE_MESSAGE,
} from './interviews.constants';

const instant = z.iso.datetime({ offset: true, error: SLOT_ORDER_MESSAGE });

export const proposeInterviewBodySchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE),
  slots: z
    .array(z.object({ start: instant, end: instant }), { error: SLOTS_COUNT_MESSAGE })
    .min(1, SLOTS_COUNT_MESSAGE)
    .max(INTERVIEW_SLOTS_MAX, SLOTS_COUNT_MESSAGE),
});
export type ProposeInterviewBody = z.infer<typeof proposeInterviewBodySchema>;

export const pickInterviewSlotBodySchema = z.object({ slotId: entityId(STALE_SLOT_MESSAGE) });

const slotSchema = z.object({ slotId: z.string(), start: z.string(), end: z.string() });
const partySchema = z.object({ _id: z.string(), name: z.string() });

export const interviewSchema = z.object({
  applicationId: z.string(),
  interviewId: z.string(),
  internship: z.object({ _id: z.string(), title: z.string() }),
  status: z.enum(interviewStates),
  /** The proposer's IANA zone, in which the slots were meant. */
  timeZone: z.string(),
  /** The current round's slots, earliest first. */
  slots: z.array(slotSchema),
  picked: slotSchema.nullable(),
  student: partySchema,
  employer: partySchema,
  cancelledBy: z.enum(interviewSides).nullable(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const upcomingInterviewsSchema = z.object({ interviews: z.array(interviewSchema) });
