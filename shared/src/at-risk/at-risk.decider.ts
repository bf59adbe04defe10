/**
 * A university's acknowledgements of its at-risk alerts (`atrisk-<universityId>`, issue 17 item 5). Acknowledging an
 * alert records the cause it was seen with; acknowledging it again with the same cause records nothing (a second
 * click, a retry), with a new cause it records the new one. Only the stream's university acknowledges on it. The
 * weekly mail is recorded once per ISO week, and only when there is something to tell.
 */
import { defineDecider, unknownCommand } from '../decider';
import { NotFoundError } from '../errors';
import type { AtRiskCommand } from './at-risk.commands';
import { AT_RISK_ALERT_NOT_FOUND } from './at-risk.constants';
import { atRiskEventSchemas, type AtRiskEvent } from './at-risk.events';

export type AtRiskState = {
  universityId: string | null;
  /** Alert id → the cause it was last acknowledged with. */
  acknowledged: Record<string, string>;
  /** The ISO week of the last weekly mail. */
  lastDigestWeek: string | null;
};

const initialState = (): AtRiskState => ({ universityId: null, acknowledged: {}, lastDigestWeek: null });

function evolve(state: AtRiskState, event: AtRiskEvent): AtRiskState {
  switch (event.type) {
    case 'AtRiskAlertAcknowledged': {
      const { universityId, alertId, cause } = event.data;
      return { ...state, universityId, acknowledged: { ...state.acknowledged, [alertId]: cause } };
    }
    case 'AtRiskDigestMailed':
      return { ...state, universityId: event.data.universityId, lastDigestWeek: event.data.week };
  }
}

function decide(command: AtRiskCommand, state: AtRiskState): AtRiskEvent[] {
  switch (command.type) {
    case 'AcknowledgeAtRiskAlert': {
      if (state.universityId !== null && state.universityId !== command.universityId) {
        throw new NotFoundError(AT_RISK_ALERT_NOT_FOUND);
      }
      const { id, studentId, cause } = command.alert;
      if (state.acknowledged[id] === cause) return [];
      return [
        {
          type: 'AtRiskAlertAcknowledged',
          data: { universityId: command.universityId, alertId: id, studentId, cause },
        },
      ];
    }
    case 'RecordAtRiskDigest': {
      if (state.universityId !== null && state.universityId !== command.universityId) {
        throw new NotFoundError(AT_RISK_ALERT_NOT_FOUND);
      }
      if (command.alertIds.length === 0 || state.lastDigestWeek === command.week) return [];
      const { universityId, week, alertIds } = command;
      return [{ type: 'AtRiskDigestMailed', data: { universityId, week, alertIds } }];
    }
    default:
      return unknownCommand(command);
  }
}

export const atRiskDecider = defineDecider({ initialState, evolve, decide, eventSchemas: atRiskEventSchemas });
