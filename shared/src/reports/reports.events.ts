/**
 * Facts about a report (stream `report-<id>`): written by a student about an accepted placement as a draft,
 * submitted (late when after its due date), reviewed by an admin (under review, then approved, rejected or
 * sent back for revision) and revised back to a draft. What the student wrote travels sealed with the
 * student's key (docs/architecture.md §Personal data).
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';
import { sealedValueSchema } from '../sealed';
import { reportTypes } from './reports.constants';

/** What `content` holds once opened. */
export const reportContentSchema = z.object({ title: z.string(), content: z.string(), summary: z.string() });
export type ReportContent = z.infer<typeof reportContentSchema>;

export const reportFactsSchema = z.object({
  reportType: z.enum(reportTypes),
  dueDate: z.string(),
  content: sealedValueSchema,
});
export type ReportFacts = z.infer<typeof reportFactsSchema>;

const ids = { reportId: z.string() };
const comment = { comment: z.string().optional() };

export const reportEventSchemas = {
  ReportCreated: reportFactsSchema.extend({
    ...ids,
    studentId: z.string(),
    internshipId: z.string(),
    applicationId: z.string(),
    employerId: z.string(),
    reportDate: z.string(),
  }),
  /** A draft edited, or a rejected / requires-revision report reworked: either way a draft again. */
  ReportRevised: reportFactsSchema.extend(ids),
  ReportSubmitted: z.object({ ...ids, submittedDate: z.string(), isLate: z.boolean() }),
  ReportReviewStarted: z.object({ ...ids, ...comment }),
  ReportApproved: z.object({ ...ids, ...comment }),
  ReportRejected: z.object({ ...ids, comment: z.string() }),
  ReportRevisionRequested: z.object({ ...ids, comment: z.string() }),
  ReportReminded: z.object({ ...ids, studentId: z.string(), dueDate: z.string() }),
};

export type ReportEvent = EventOf<typeof reportEventSchemas>;
export type ReportEventType = ReportEvent['type'];
export const reportEventTypes = eventTypesOf(reportEventSchemas);
