/** At-risk alerts over HTTP (issue 17 item 5): the university's list and its acknowledgement. */
import { z } from 'zod';
import { AT_RISK_ALERT_ID_PATTERN, AT_RISK_ALERT_NOT_FOUND, atRiskReasons } from './at-risk.constants';

export const atRiskAlertSchema = z.object({
  /** `<reason>-<applicationId>`. */
  id: z.string(),
  reason: z.enum(atRiskReasons),
  studentId: z.string(),
  studentName: z.string(),
  applicationId: z.string(),
  internship: z.object({ _id: z.string(), title: z.string(), company: z.string() }),
  /** What happened, in a sentence. */
  detail: z.string(),
  /** The calendar date the cause dates from (`YYYY-MM-DD`). */
  since: z.string(),
  /** What the alert was computed from; an acknowledgement hides the alert while this stays the same. */
  cause: z.string(),
});
export type AtRiskAlert = z.infer<typeof atRiskAlertSchema>;

export const atRiskAlertListSchema = z.object({
  alerts: z.array(atRiskAlertSchema),
  /** Alerts hidden because the university acknowledged them and their cause is unchanged. */
  acknowledged: z.number().int(),
});
export type AtRiskAlertList = z.infer<typeof atRiskAlertListSchema>;

export const atRiskAlertParamsSchema = z.object({
  id: z.string().regex(AT_RISK_ALERT_ID_PATTERN, AT_RISK_ALERT_NOT_FOUND),
});

export const acknowledgedAtRiskAlertSchema = z.object({ id: z.string(), acknowledged: z.literal(true) });
