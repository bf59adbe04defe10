/**
 * Facts about a logbook entry (stream `logbook-<id>`): a student's weekly record of an accepted placement,
 * written as a draft, submitted, and approved or rejected by the internship's employer. What the student
 * wrote travels sealed with the student's key (docs/architecture.md §Personal data).
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';

/** What `content` holds once opened. */
export const logbookContentSchema = z.object({
  title: z.string(),
  activities: z.array(z.string()),
  learningOutcomes: z.string(),
  studentReflection: z.string(),
});
export type LogbookContent = z.infer<typeof logbookContentSchema>;

export const logbookFactsSchema = z.object({
  weekNumber: z.number().int().min(1),
  hoursWorked: z.number().min(0),
  dueDate: z.string(),
  content: sealedValueSchema,
});
export type LogbookFacts = z.infer<typeof logbookFactsSchema>;

const ids = { entryId: z.string() };

export const logbookEventSchemas = {
  LogbookEntryCreated: logbookFactsSchema.extend({
    ...ids,
    studentId: z.string(),
    internshipId: z.string(),
    applicationId: z.string(),
    employerId: z.string(),
    entryDate: z.string(),
  }),
  LogbookEntryEdited: logbookFactsSchema.extend(ids),
  LogbookEntrySubmitted: z.object(ids),
  LogbookEntryApproved: z.object({ ...ids, comment: z.string().optional() }),
  LogbookEntryRejected: z.object({ ...ids, comment: z.string() }),
  /** The one reminder a draft due soon gets. */
  LogbookEntryReminded: z.object({ ...ids, studentId: z.string(), dueDate: z.string() }),
};

export type LogbookEvent = EventOf<typeof logbookEventSchemas>;
export type LogbookEventType = LogbookEvent['type'];
export const logbookEventTypes = eventTypesOf(logbookEventSchemas);
