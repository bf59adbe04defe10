/**
 * Demo data (issue 17 item 5): Kwame, accepted to Brightlane's autumn frontend placement, withdraws from it two days
 * ago, so Lakeshore's dashboard shows a withdrawal after acceptance among its at-risk alerts (the other alerts come
 * from the placements' own logbooks, reports and evaluations as the dates fall).
 */
import { withdrawApplicationRoute } from '@stint/api/applications/decide-application.routes';
import type { SeedPlan } from './plan';

export function planAtRisk(plan: SeedPlan): void {
  const { at, call, person, applications } = plan;
  const key = 'student:kwame-mensah';
  at(2, `withdraw after acceptance ${key}`, async (when) => {
    await call(withdrawApplicationRoute, {
      actor: person(key),
      at: when,
      commandId: `demo:withdraw:${key}`,
      params: { id: applications.get(`${key}@frontend`)! },
    });
  });
}
