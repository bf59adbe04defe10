/**
 * At-risk alerts for universities (issue 17 item 5): why one of its students' placements needs a look, the limits
 * that say so, and their words, once for the api, the workers and the web.
 */
export const atRiskReasons = ['no-logbook', 'overdue-report', 'low-evaluation', 'withdrawn'] as const;
export type AtRiskReason = (typeof atRiskReasons)[number];

/** A current placement with no logbook entry for this many days (counted from its start before the first one). */
export const LOGBOOK_SILENCE_DAYS = 14;
/** An evaluation whose average rating is below this is low (ratings are 1–5). */
export const LOW_EVALUATION_BELOW = 2.5;

/** What each reason is called on screen and in the weekly mail. */
export const atRiskReasonLabels: Record<AtRiskReason, string> = {
  'no-logbook': 'No recent logbook entry',
  'overdue-report': 'Overdue report',
  'low-evaluation': 'Low evaluation',
  withdrawn: 'Withdrew after acceptance',
};

export const AT_RISK_ALERT_NOT_FOUND = 'At-risk alert not found';

/** An alert's id: its reason and the application it is about (`<reason>-<applicationId>`). */
export const atRiskAlertId = (reason: AtRiskReason, applicationId: string) => `${reason}-${applicationId}`;

/** The pattern of an alert id, for the route's parameter (a reason, then a uuid). */
export const AT_RISK_ALERT_ID_PATTERN = new RegExp(
  `^(${atRiskReasons.join('|')})-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);
