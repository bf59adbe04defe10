import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NotFoundError } from '../errors';
import { decideAll, deciderSpec } from '../testing/decider-spec';
import type { AcknowledgeAtRiskAlert } from './at-risk.commands';
import type { AtRiskEvent } from './at-risk.events';
import { atRiskDecider } from './at-risk.decider';

const acknowledge = (cause = 'last:none', universityId = 'u1'): AcknowledgeAtRiskAlert => ({
  type: 'AcknowledgeAtRiskAlert',
  universityId,
  alert: { id: 'no-logbook-a1', studentId: 's1', cause },
  at: '2027-03-01T09:00:00.000Z',
});
const acknowledged = (cause = 'last:none'): AtRiskEvent => ({
  type: 'AtRiskAlertAcknowledged',
  data: { universityId: 'u1', alertId: 'no-logbook-a1', studentId: 's1', cause },
});
const spec = deciderSpec(atRiskDecider);

describe('at-risk decider', () => {
  it('records an acknowledgement with the cause the university saw', () => {
    spec.given([]).when(acknowledge()).then([acknowledged()]);
  });

  it('records nothing for the same cause again, and the new cause when it changed', () => {
    spec.given([acknowledged()]).when(acknowledge()).then([]);
    spec
      .given([acknowledged()])
      .when(acknowledge('last:2027-02-01'))
      .then([acknowledged('last:2027-02-01')]);
  });

  it('refuses another university on this stream as not found', () => {
    spec
      .given([acknowledged()])
      .when(acknowledge('last:none', 'u2'))
      .thenThrows(NotFoundError, 'At-risk alert not found');
  });

  it('records the weekly mail once per week, and only with alerts to tell', () => {
    const digest = (week: string, alertIds = ['no-logbook-a1']) => ({
      type: 'RecordAtRiskDigest' as const,
      universityId: 'u1',
      week,
      alertIds,
      at: '2027-03-01T09:00:00.000Z',
    });
    const mailed = (week: string): AtRiskEvent => ({
      type: 'AtRiskDigestMailed',
      data: { universityId: 'u1', week, alertIds: ['no-logbook-a1'] },
    });
    spec
      .given([acknowledged()])
      .when(digest('2027-W09'))
      .then([mailed('2027-W09')]);
    spec
      .given([mailed('2027-W09')])
      .when(digest('2027-W09'))
      .then([]);
    spec
      .given([mailed('2027-W09')])
      .when(digest('2027-W10'))
      .then([mailed('2027-W10')]);
    spec.given([]).when(digest('2027-W10', [])).then([]);
    spec
      .given([mailed('2027-W09')])
      .when({ ...digest('2027-W10'), universityId: 'u2' })
      .thenThrows(NotFoundError, 'At-risk alert not found');
  });

  it('keeps, for every alert, the last cause acknowledged, whatever the order of acknowledgements', () => {
    const command = fc.record({ alert: fc.constantFrom('a', 'b', 'c'), cause: fc.constantFrom('x', 'y', 'z') });
    fc.assert(
      fc.property(fc.array(command, { size: 'max', maxLength: 30 }), (moves) => {
        const commands = moves.map(({ alert, cause }) => ({
          ...acknowledge(cause),
          alert: { id: alert, studentId: 's1', cause },
        }));
        const { events } = decideAll(atRiskDecider, commands);
        const last = new Map(moves.map(({ alert, cause }) => [alert, cause]));
        const state = events.reduce(atRiskDecider.evolve, atRiskDecider.initialState());
        expect(state.acknowledged).toEqual(Object.fromEntries(last));
        // Never two acknowledgements in a row of one alert with one cause.
        const seen = new Map<string, string>();
        for (const event of events) {
          if (event.type !== 'AtRiskAlertAcknowledged') continue;
          expect(seen.get(event.data.alertId)).not.toBe(event.data.cause);
          seen.set(event.data.alertId, event.data.cause);
        }
      }),
    );
  });
});
