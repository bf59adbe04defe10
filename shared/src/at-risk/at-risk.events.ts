/**
 * Facts about at-risk alerts (issue 17 item 5), on `atrisk-<universityId>`. The alerts themselves are not recorded:
 * they are computed from the read models when asked (at-risk-alerts.ts). What the university does with one is: it
 * acknowledges the alert as it saw it, naming its `cause` (what the alert was computed from), so the alert stays
 * hidden until its cause changes.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';

export const atRiskEventSchemas = {
  AtRiskAlertAcknowledged: z.object({
    universityId: z.string(),
    alertId: z.string(),
    studentId: z.string(),
    /** What the alert was computed from when acknowledged (`AtRiskAlert.cause`). */
    cause: z.string(),
  }),
  /** The week's at-risk mail to the university (the workers' weekly job), once per ISO week, naming its alerts. */
  AtRiskDigestMailed: z.object({
    universityId: z.string(),
    /** ISO week, `YYYY-Www`. */
    week: z.string(),
    alertIds: z.array(z.string()),
  }),
};

export type AtRiskEvent = EventOf<typeof atRiskEventSchemas>;
export const atRiskEventTypes = eventTypesOf(atRiskEventSchemas);
