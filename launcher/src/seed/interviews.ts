/**
 * Demo data: one upcoming interview over the interview routes — the employer proposes three slots (in its own zone)
 * on an application it moved to the interview stage, and the student picks the second, a few days from the seed's now.
 */
import { pickInterviewSlotRoute, proposeInterviewRoute } from '@stint/api/interviews/interviews.routes';
import type { Interview } from '@stint/shared/interviews/interviews.schemas';
import type { SeedPlan } from './plan';

const HOUR_MS = 3_600_000;

export function planInterview(
  plan: SeedPlan,
  {
    studentKey,
    employerKey,
    applicationKey,
    on,
  }: { studentKey: string; employerKey: string; applicationKey: string; on: number },
): void {
  const { at, call, applications, person, timeAt } = plan;
  // Slots 3, 4 and 5 days after the seed's now at 10:00 UTC, half an hour each.
  const slot = (days: number) => {
    const start = new Date(`${timeAt(-days).slice(0, 10)}T10:00:00.000Z`);
    return { start: start.toISOString(), end: new Date(start.getTime() + HOUR_MS / 2).toISOString() };
  };
  let proposed: Interview | null = null;
  at(on, `interview proposed on ${applicationKey}`, async (when) => {
    ({ interview: proposed } = await call<{ interview: Interview }>(proposeInterviewRoute, {
      actor: person(employerKey),
      at: when,
      commandId: `demo:interview:${applicationKey}`,
      params: { id: applications.get(applicationKey)! },
      body: { timeZone: 'Europe/London', slots: [slot(3), slot(4), slot(5)] },
    }));
  });
  at(on / 2, `interview picked on ${applicationKey}`, async (when) => {
    await call(pickInterviewSlotRoute, {
      actor: person(studentKey),
      at: when,
      commandId: `demo:interview-pick:${applicationKey}`,
      params: { id: applications.get(applicationKey)! },
      body: { slotId: proposed!.slots[1]!.slotId },
    });
  });
}
