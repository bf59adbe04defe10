/**
 * The logbook entry aggregate: draft → submitted → approved | rejected; a rejected entry is edited (back to
 * draft) or submitted again. Only the student who wrote it edits and submits it, only the internship's employer
 * reviews it; to anyone else it does not exist.
 */
import { ConflictError, NotFoundError } from '../errors';
import { defineDecider, unknownCommand } from '../decider';
import { assertOpenForCoursework } from '../placements/placements';
import {
  acceptedPlacementIds,
  assertOwnedBy,
  isDueForReminder,
  optionalComment,
  requiredComment,
} from '../placements/review-workflow';
import type { LogbookCommand } from './logbooks.commands';
import type { LogbookStatus } from './logbooks.constants';
import { logbookEventSchemas, type LogbookEvent } from './logbooks.events';

export type LogbookState =
  | { status: 'none' }
  | {
      status: LogbookStatus;
      entryId: string;
      studentId: string;
      employerId: string;
      dueDate: string;
      isReminded: boolean;
    };

const STATUS_AFTER = {
  LogbookEntrySubmitted: 'submitted',
  LogbookEntryApproved: 'approved',
  LogbookEntryRejected: 'rejected',
} as const satisfies Partial<Record<LogbookEvent['type'], LogbookStatus>>;

const initialState = (): LogbookState => ({ status: 'none' });

function evolve(state: LogbookState, event: LogbookEvent): LogbookState {
  if (event.type === 'LogbookEntryCreated') {
    const { entryId, studentId, employerId, dueDate } = event.data;
    return { status: 'draft', entryId, studentId, employerId, dueDate, isReminded: false };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'LogbookEntryEdited':
      return { ...state, status: 'draft', dueDate: event.data.dueDate };
    case 'LogbookEntryReminded':
      return { ...state, isReminded: true };
    default:
      return { ...state, status: STATUS_AFTER[event.type] };
  }
}

const NOT_FOUND = 'Logbook entry not found';
const EDITABLE: LogbookStatus[] = ['draft', 'rejected'];

function decide(command: LogbookCommand, state: LogbookState): LogbookEvent[] {
  if (command.type === 'CreateLogbookEntry') {
    if (state.status !== 'none') throw new ConflictError('This logbook entry already exists');
    const placement = acceptedPlacementIds(
      command.placement,
      'You can keep a logbook only for an internship you were accepted to',
    );
    assertOpenForCoursework(command.placement);
    return [
      {
        type: 'LogbookEntryCreated',
        data: {
          entryId: command.entryId,
          ...placement,
          entryDate: command.today,
          weekNumber: command.weekNumber,
          hoursWorked: command.hoursWorked,
          dueDate: command.dueDate,
          content: command.content,
        },
      },
    ];
  }
  if (state.status === 'none') throw new NotFoundError(NOT_FOUND);
  const { entryId } = state;
  const ownedBy = (studentId: string) => assertOwnedBy(state, studentId, NOT_FOUND);

  switch (command.type) {
    case 'EditLogbookEntry':
      ownedBy(command.studentId);
      if (!EDITABLE.includes(state.status)) {
        throw new ConflictError(`This entry is ${state.status} and can no longer be edited`);
      }
      return [
        {
          type: 'LogbookEntryEdited',
          data: {
            entryId,
            weekNumber: command.weekNumber,
            hoursWorked: command.hoursWorked,
            dueDate: command.dueDate,
            content: command.content,
          },
        },
      ];
    case 'SubmitLogbookEntry':
      ownedBy(command.studentId);
      if (!EDITABLE.includes(state.status)) {
        throw new ConflictError(`This entry is ${state.status} and cannot be submitted again`);
      }
      return [{ type: 'LogbookEntrySubmitted', data: { entryId } }];
    case 'ReviewLogbookEntry': {
      if (state.employerId !== command.employerId) throw new NotFoundError(NOT_FOUND);
      if (state.status !== 'submitted') {
        throw new ConflictError(`This entry is ${state.status}; only a submitted entry can be reviewed`);
      }
      if (command.decision === 'approved') {
        return [{ type: 'LogbookEntryApproved', data: { entryId, ...optionalComment(command.comment) } }];
      }
      const comment = requiredComment(command.comment, 'Please say why the entry is rejected');
      return [{ type: 'LogbookEntryRejected', data: { entryId, comment } }];
    }
    case 'RemindLogbookEntry':
      if (!isDueForReminder(state, command.today, command.horizon)) return [];
      return [{ type: 'LogbookEntryReminded', data: { entryId, studentId: state.studentId, dueDate: state.dueDate } }];
    default:
      return unknownCommand(command);
  }
}

export const logbookDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: logbookEventSchemas,
});
