/**
 * External listings (spec 1 §3 External internship): what the job-board sync saw. One stream per listing,
 * `joblisting-<listingId>` (docs/architecture.md §Event model), where `listingId` is derived from the board's own id: a
 * listing appears, may change, disappears when the board stops offering it, and may appear again.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';

/** A listing normalised and sanitised (spec 1 §3, §9 fallbacks applied): the fields the list shows. */
export const externalListingDetailsSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  /** Always http(s). */
  url: z.string(),
  /** ISO 8601: the board's createdAt, or when the sync first saw it. */
  postedDate: z.string(),
  salary: z.string().nullable(),
  type: z.string().nullable(),
  isRemote: z.boolean(),
  department: z.string().nullable(),
  seniority: z.string().nullable(),
  skills: z.array(z.string()),
  companyLogo: z.string().nullable(),
});
export type ExternalListingDetails = z.infer<typeof externalListingDetailsSchema>;
export type ExternalListingField = keyof ExternalListingDetails;

const identity = { listingId: z.string(), boardId: z.string() };

export const externalListingEventSchemas = {
  ExternalListingAppeared: z.object({ ...identity, listing: externalListingDetailsSchema }),
  /** `listing` is the whole listing as it now reads; `changed` names the fields that differ. */
  ExternalListingChanged: z.object({
    ...identity,
    listing: externalListingDetailsSchema,
    changed: z.array(z.string()),
  }),
  ExternalListingDisappeared: z.object(identity),
};

export type ExternalListingEvent = EventOf<typeof externalListingEventSchemas>;
export type ExternalListingEventType = ExternalListingEvent['type'];
export const externalListingEventTypes = eventTypesOf(externalListingEventSchemas);
