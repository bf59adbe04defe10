/** The notification centre (issue 8): what a notification can be about, and the paging of the bell's list. */

export const notificationKinds = [
  'application-received',
  'application-reviewing',
  'application-accepted',
  'application-rejected',
  'logbook-submitted',
  'logbook-approved',
  'logbook-rejected',
  'logbook-due',
  'report-submitted',
  'report-under-review',
  'report-approved',
  'report-rejected',
  'report-revision-requested',
  'report-due',
  'evaluation-submitted',
  'evaluation-approved',
  'account-approved',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The live topic the projector publishes notification changes under, to `user:<recipient>`. */

/** The bell shows the newest few; `GET /notifications` pages through the rest. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** At most this many ids per "mark read" event: one click marks one; the cap keeps a crafted call small. */
export const NOTIFICATIONS_READ_BATCH_MAX = 100;
