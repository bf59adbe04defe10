/**
 * Facts about an internship. Its stream (`internship-<id>`) also holds the applications to it, whose events are
 * in `applications/applications.events.ts` and part of this union: the seat check and every decision are one append
 * with the expected revision (docs/architecture.md §Event model).
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { applicationEventSchemas } from '../applications/applications.events';
import { currencies, internshipCategories, internshipTypes, stipendPeriods, workTypes } from './internships.constants';

export const internshipDetailsSchema = z.object({
  title: z.string(),
  company: z.string(),
  category: z.enum(internshipCategories),
  positions: z.number().int().min(1),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  skills: z.array(z.string()),
  workType: z.enum(workTypes),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.string(),
  stipend: z.object({ amount: z.number(), currency: z.enum(currencies), period: z.enum(stipendPeriods) }),
  applicationDeadline: z.string(),
  isRemote: z.boolean(),
  isPaid: z.boolean(),
  type: z.enum(internshipTypes).nullable(),
  salary: z.string().nullable(),
});
export type InternshipDetails = z.infer<typeof internshipDetailsSchema>;

const ids = { internshipId: z.string() };

export const internshipEventSchemas = {
  InternshipPosted: z.object({
    ...ids,
    employerId: z.string(),
    status: z.enum(['active', 'draft']),
    details: internshipDetailsSchema,
  }),
  InternshipUpdated: z.object({ ...ids, details: internshipDetailsSchema }),
  InternshipPublished: z.object(ids),
  InternshipDeactivated: z.object(ids),
  InternshipReactivated: z.object(ids),
  InternshipExpired: z.object(ids),
  /**
   * An administrator took the internship down (spec 2 §2 internship oversight): it leaves every public view and
   * takes no applications, and its employer cannot publish or reactivate it, until an administrator restores it.
   */
  InternshipTakenDown: z.object({ ...ids, reason: z.string() }),
  /** An administrator lifted the take-down: the internship is back to the status its employer gave it. */
  InternshipRestored: z.object(ids),
  ...applicationEventSchemas,
};

export type InternshipEvent = EventOf<typeof internshipEventSchemas>;
export type InternshipEventType = InternshipEvent['type'];
export const internshipEventTypes = eventTypesOf(internshipEventSchemas);
