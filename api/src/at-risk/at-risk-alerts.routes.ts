/**
 * At-risk alerts for universities (issue 17 item 5): `GET /at-risk-alerts` lists the university's students'
 * placements at risk today (computed from the read models, so an alert clears itself once its cause is gone);
 * `POST /at-risk-alerts/:id/acknowledge` hides one until its cause changes. Another university's alert, or
 * one that is not there (any more), is a 404. They sit outside `/university`, whose oversight routes stay read-only
 * (spec 2 §6), as the university's approval decisions do.
 */
import { NotFoundError } from '@stint/shared';
import { AT_RISK_ALERT_NOT_FOUND } from '@stint/shared/at-risk/at-risk.constants';
import { atRiskDecider } from '@stint/shared/at-risk/at-risk.decider';
import {
  acknowledgedAtRiskAlertSchema,
  atRiskAlertListSchema,
  atRiskAlertParamsSchema,
} from '@stint/shared/at-risk/at-risk.schemas';
import { atRiskStream } from '@stint/shared/at-risk/at-risk.streams';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import { approvedUniversity } from '../university/university.store';
import { findUniversityAtRiskAlert, universityAtRiskAlerts } from './at-risk.store';

export const listAtRiskAlertsRoute = defineRoute({
  method: 'get',
  path: '/at-risk-alerts',
  summary:
    "Your students' placements at risk today: no logbook entry for 14 days, overdue reports, a low evaluation, a withdrawal after acceptance",
  tags: ['at-risk'],
  access: ['university'],
  response: atRiskAlertListSchema,
  async handler({ actor, deps }) {
    await approvedUniversity(deps, actor);
    return universityAtRiskAlerts(deps, actor.id);
  },
});

export const acknowledgeAtRiskAlertRoute = defineRoute({
  method: 'post',
  path: '/at-risk-alerts/:id/acknowledge',
  summary: 'Acknowledge an at-risk alert: it stays hidden until its cause changes',
  tags: ['at-risk'],
  access: ['university'],
  params: atRiskAlertParamsSchema,
  response: acknowledgedAtRiskAlertSchema,
  errors: [404],
  async handler({ actor, deps, params, command, settle }) {
    await approvedUniversity(deps, actor);
    const context = command();
    // The alert as it stands now, among this university's own (a hidden one too: acknowledging again records nothing).
    const alert = await findUniversityAtRiskAlert(deps, actor.id, params.id, context.at.slice(0, 10));
    if (!alert) throw new NotFoundError(AT_RISK_ALERT_NOT_FOUND);
    const result = await handleCommand(
      deps.platform.eventStore,
      atRiskStream(actor.id),
      atRiskDecider,
      { type: 'AcknowledgeAtRiskAlert', universityId: actor.id, alert, at: context.at },
      context,
    );
    await settle(result);
    return new Reply({ id: alert.id, acknowledged: true as const }, { message: 'Alert acknowledged' });
  },
});
