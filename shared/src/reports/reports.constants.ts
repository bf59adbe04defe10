/** Report types, statuses and limits (spec 1 §4, §9; spec 2 §4). */
export const reportTypes = ['weekly', 'monthly', 'midterm', 'final', 'reflection'] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportStatuses = [
  'draft',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'requires_revision',
] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** 'In Review' on the student's stats (spec 1 §2.17). */
export const REPORT_IN_REVIEW: ReportStatus[] = ['submitted', 'under_review'];
/** 'Needs Revision' on the student's stats; the statuses a report can be revised from. */
export const REPORT_NEEDS_REVISION: ReportStatus[] = ['rejected', 'requires_revision'];

/** What an admin decides on a report: start review, or one of the three outcomes. */
export const reportReviewDecisions = ['under_review', 'approved', 'rejected', 'requires_revision'] as const;
export type ReportReviewDecision = (typeof reportReviewDecisions)[number];

export const REPORT_PAGE_SIZE = 10;
