/** What the at-risk routes share: the university's alerts as the read models have them today. */
import { computeAtRiskAlerts, loadAtRiskSources, visibleAtRiskAlerts } from '@stint/shared/at-risk/at-risk-alerts';
import type { ApiDeps } from '../platform/api-deps';
import { serverToday } from '../university/university.store';

type Stores = Pick<ApiDeps, 'platform'>;

/** The university's alerts to show today (acknowledged ones with an unchanged cause hidden), and how many are hidden. */
export async function universityAtRiskAlerts(deps: Stores, universityId: string, today = serverToday()) {
  return visibleAtRiskAlerts(await loadAtRiskSources(deps.platform.readStore, universityId), today);
}

/** One of the university's alerts on `today`, hidden or not; undefined when it has no such alert. */
export async function findUniversityAtRiskAlert(deps: Stores, universityId: string, alertId: string, today: string) {
  const sources = await loadAtRiskSources(deps.platform.readStore, universityId);
  return computeAtRiskAlerts(sources, today).find((alert) => alert.id === alertId);
}
