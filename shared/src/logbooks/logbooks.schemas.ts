/**
 * The logbook API contract (spec 1 §2.16, §3 Logbook entry, §5 Logbook form, §7; docs/architecture.md §HTTP): the New
 * Entry form's fields (all required; activities one per line, blank lines dropped), the entry as every role reads it
 * with its status history, the student's stats, and the employer's review.
 */
import { z } from 'zod';
import { pageSchema } from '../http/envelope';
import { blankAsMissing, date, entityId, pageQuery, requiredList, text, wholeNumber } from '../http/fields';
import {
  placementInternshipSchema,
  placementStudentSchema,
  reviewBodySchema,
  reviewStepSchema,
} from '../placements/placements';
import { LOGBOOK_PAGE_SIZE, logbookStatuses } from './logbooks.constants';

const entryFields = {
  weekNumber: wholeNumber('Week number', 1, 104),
  title: text('Title is required'),
  activities: requiredList('Activities are required', 50, 1000),
  learningOutcomes: text('Learning outcomes are required', 5000),
  hoursWorked: blankAsMissing(
    z.coerce
      .number({ error: 'Hours worked is required' })
      .min(0, 'Hours worked cannot be negative')
      .max(168, 'Hours worked cannot exceed 168 in a week'),
  ),
  studentReflection: text('Student reflection is required', 5000),
  dueDate: date('Due date is required'),
};

export const createLogbookEntryBodySchema = z.object({
  internship: entityId('Internship is required'),
  ...entryFields,
});
export type CreateLogbookEntryBody = z.infer<typeof createLogbookEntryBodySchema>;

export const updateLogbookEntryBodySchema = z.object(entryFields);
export type UpdateLogbookEntryBody = z.infer<typeof updateLogbookEntryBodySchema>;

export const reviewLogbookEntryBodySchema = reviewBodySchema(
  ['approved', 'rejected'] as const,
  "Status must be 'approved' or 'rejected'",
);
export type ReviewLogbookEntryBody = z.infer<typeof reviewLogbookEntryBodySchema>;

export const logbookEntrySchema = z.object({
  _id: z.string(),
  title: z.string(),
  weekNumber: z.number().int(),
  internship: placementInternshipSchema,
  student: placementStudentSchema,
  status: z.enum(logbookStatuses),
  entryDate: z.string(),
  hoursWorked: z.number(),
  activities: z.array(z.string()),
  learningOutcomes: z.string(),
  studentReflection: z.string(),
  dueDate: z.string(),
  submittedDate: z.string().nullable(),
  statusHistory: z.array(reviewStepSchema(logbookStatuses)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogbookEntry = z.infer<typeof logbookEntrySchema>;

export const logbookListQuerySchema = z.object(pageQuery(LOGBOOK_PAGE_SIZE));
/** The employer's review queue: its interns' entries, `submitted` ones unless another status is asked for. */
export const employerLogbookQuerySchema = z.object({
  status: z.enum(logbookStatuses).default('submitted'),
  ...pageQuery(LOGBOOK_PAGE_SIZE),
});

export const logbookListSchema = pageSchema('logbookEntries', logbookEntrySchema);

/** The student's four stats (total, pending review, approved, hours) and the rest of the counts. */
export const logbookStatsSchema = z.object({
  totalEntries: z.number().int(),
  draftEntries: z.number().int(),
  submittedEntries: z.number().int(),
  approvedEntries: z.number().int(),
  rejectedEntries: z.number().int(),
  totalHours: z.number(),
});
export type LogbookStats = z.infer<typeof logbookStatsSchema>;
