/** Logbook statuses and limits (spec 1 §4, §9). */
export const logbookStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type LogbookStatus = (typeof logbookStatuses)[number];

/** Page size of the student's logbook (Load More) and of the review lists. */
export const LOGBOOK_PAGE_SIZE = 10;
/** Drafts due within this many hours get one reminder. */
export const REMINDER_HORIZON_HOURS = 48;
