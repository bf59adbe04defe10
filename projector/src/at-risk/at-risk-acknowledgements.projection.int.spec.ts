import { describe, expect, it } from 'vitest';
import { atRiskStream } from '@stint/shared/at-risk/at-risk.streams';
import { topics } from '@stint/shared/live/topics';
import { at } from '../testing/placement-events';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { atRiskAcknowledgementsProjection } from './at-risk-acknowledgements.projection';

const spec = projectionSpec(atRiskAcknowledgementsProjection);

const acknowledged = (universityId: string, alertId: string, cause: string, minute: number): GivenEvent => ({
  stream: atRiskStream(universityId),
  type: 'AtRiskAlertAcknowledged',
  metadata: { at: at(minute), actor: { id: universityId, role: 'university' } },
  data: { universityId, alertId, studentId: 's1', cause },
});

describe('at-risk acknowledgements projection', () => {
  it('keeps the last cause each university acknowledged per alert, tells its room, and replays the same', async () => {
    const { documents, replay, notices } = await spec.project([
      acknowledged('u1', 'no-logbook-a1', 'last:none', 1),
      acknowledged('u2', 'no-logbook-a1', 'last:none', 2),
      acknowledged('u1', 'no-logbook-a1', 'last:2027-03-02', 3),
      acknowledged('u1', 'withdrawn-a2', 'withdrawn', 4),
      // A body that does not match its schema is skipped, never thrown on.
      { stream: atRiskStream('u1'), type: 'AtRiskAlertAcknowledged', data: { universityId: 'u1' } },
    ]);
    const before = await documents();
    expect(before.at_risk_acknowledgements).toEqual([
      {
        _id: 'u1:no-logbook-a1',
        universityId: 'u1',
        alertId: 'no-logbook-a1',
        studentId: 's1',
        cause: 'last:2027-03-02',
        acknowledgedAt: at(3),
      },
      {
        _id: 'u1:withdrawn-a2',
        universityId: 'u1',
        alertId: 'withdrawn-a2',
        studentId: 's1',
        cause: 'withdrawn',
        acknowledgedAt: at(4),
      },
      {
        _id: 'u2:no-logbook-a1',
        universityId: 'u2',
        alertId: 'no-logbook-a1',
        studentId: 's1',
        cause: 'last:none',
        acknowledgedAt: at(2),
      },
    ]);
    // Notices of one batch are merged per topic: each university's room heard of its own acknowledgements.
    const notified = notices.filter((notice) => notice.topic === topics.atRisk);
    expect(new Set(notified.flatMap((notice) => notice.rooms))).toEqual(new Set(['university:u1', 'university:u2']));
    expect(new Set(notified.flatMap((notice) => notice.ids))).toEqual(new Set(['no-logbook-a1', 'withdrawn-a2']));
    expect(await replay()).toEqual(before);
  });
});
