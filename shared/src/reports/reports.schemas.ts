/**
 * The reports API contract (spec 1 §2.17, §3 Report, §5 Report form, §7; docs/architecture.md §HTTP): the New Report
 * form (required internship, type, title, content, summary, due date), the report as every role reads it with its
 * status history, the student's stats ('In Review' = submitted + under_review, 'Needs Revision' = rejected +
 * requires_revision) and the admin's review.
 */
import { z } from 'zod';
import { pageSchema } from '../http/envelope';
import { date, entityId, pageQuery, text } from '../http/fields';
import {
  placementInternshipSchema,
  placementStudentSchema,
  reviewBodySchema,
  reviewStepSchema,
} from '../placements/placements';
import { REPORT_PAGE_SIZE, reportReviewDecisions, reportStatuses, reportTypes } from './reports.constants';

const reportFields = {
  type: z.enum(reportTypes, { error: 'Report type is required' }).default('weekly'),
  title: text('Title is required'),
  content: text('Content is required', 50_000),
  summary: text('Summary is required', 2000),
  dueDate: date('Due date is required'),
};

export const createReportBodySchema = z.object({
  internship: entityId('Internship is required'),
  ...reportFields,
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

export const reviseReportBodySchema = z.object(reportFields);
export type ReviseReportBody = z.infer<typeof reviseReportBodySchema>;

export const reviewReportBodySchema = reviewBodySchema(
  reportReviewDecisions,
  "Status must be 'under_review', 'approved', 'rejected' or 'requires_revision'",
);
export type ReviewReportBody = z.infer<typeof reviewReportBodySchema>;

export const reportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(reportTypes),
  content: z.string(),
  summary: z.string(),
  internship: placementInternshipSchema,
  student: placementStudentSchema,
  status: z.enum(reportStatuses),
  reportDate: z.string(),
  dueDate: z.string(),
  isLate: z.boolean(),
  submittedDate: z.string().nullable(),
  statusHistory: z.array(reviewStepSchema(reportStatuses)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = z.object(pageQuery(REPORT_PAGE_SIZE));
/** The admin's list: every report but drafts; `status` and `type` narrow it ('in_review' = submitted + under_review). */
export const adminReportQuerySchema = z.object({
  status: z.enum([...reportStatuses.filter((status) => status !== 'draft'), 'in_review'] as const).optional(),
  type: z.enum(reportTypes).optional(),
  ...pageQuery(REPORT_PAGE_SIZE),
});

export const reportListSchema = pageSchema('reports', reportSchema);

export const reportStatsSchema = z.object({
  totalReports: z.number().int(),
  draftReports: z.number().int(),
  inReview: z.number().int(),
  approvedReports: z.number().int(),
  needsRevision: z.number().int(),
});
export type ReportStats = z.infer<typeof reportStatsSchema>;
