/**
 * `GET /at-risk-alerts` (issue 17 item 5): the university's students' placements at risk today. The alerts
 * are computed from what their causes' projections keep, so the list follows those topics (a logbook entry written, a
 * report submitted, an evaluation, a withdrawal, an approval) as well as its own acknowledgements. An alert that
 * only the calendar raises (14 days without an entry, a due date passed) has no notice: an open panel rereads the list
 * every 15 minutes for those.
 */
import { topics } from '@stint/shared/live/topics';
import type { AtRiskAlertList } from '@stint/shared/at-risk/at-risk.schemas';
import { liveRead } from '../../../lib/live-read';

export const AT_RISK_ALERTS_PATH = '/at-risk-alerts';

export const useAtRiskAlerts = liveRead<AtRiskAlertList>(
  AT_RISK_ALERTS_PATH,
  [
    topics.atRisk,
    topics.university,
    topics.approvals,
    topics.logbooks,
    topics.reports,
    topics.evaluations,
    topics.placementEvaluations,
  ],
  { refreshIntervalMs: 15 * 60_000 },
);
