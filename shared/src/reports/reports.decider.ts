/**
 * The report aggregate: draft → submitted → under_review → approved | rejected | requires_revision (an admin may
 * also decide straight from submitted); rejected and requires_revision are revised back to a draft and submitted
 * again. Only the student who wrote it revises and submits it; admins review (the route checks the role).
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
import type { ReportCommand, ReviewReport } from './reports.commands';
import { REPORT_NEEDS_REVISION, type ReportStatus } from './reports.constants';
import { reportEventSchemas, type ReportEvent } from './reports.events';

type ReportRecord = { status: ReportStatus; reportId: string; studentId: string; dueDate: string; isReminded: boolean };
export type ReportState = { status: 'none' } | ReportRecord;

const STATUS_AFTER = {
  ReportSubmitted: 'submitted',
  ReportReviewStarted: 'under_review',
  ReportApproved: 'approved',
  ReportRejected: 'rejected',
  ReportRevisionRequested: 'requires_revision',
} as const satisfies Partial<Record<ReportEvent['type'], ReportStatus>>;

const initialState = (): ReportState => ({ status: 'none' });

function evolve(state: ReportState, event: ReportEvent): ReportState {
  if (event.type === 'ReportCreated') {
    const { reportId, studentId, dueDate } = event.data;
    return { status: 'draft', reportId, studentId, dueDate, isReminded: false };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReportRevised':
      return { ...state, status: 'draft', dueDate: event.data.dueDate };
    case 'ReportReminded':
      return { ...state, isReminded: true };
    default:
      return { ...state, status: STATUS_AFTER[event.type] };
  }
}

const NOT_FOUND = 'Report not found';
const REVISABLE: ReportStatus[] = ['draft', ...REPORT_NEEDS_REVISION];
const DECIDABLE: ReportStatus[] = ['submitted', 'under_review'];

function decideReview(command: ReviewReport, state: ReportRecord): ReportEvent[] {
  const { reportId } = state;
  const { comment } = command;
  const withComment = optionalComment(comment);
  if (command.decision === 'under_review') {
    if (state.status !== 'submitted') {
      throw new ConflictError(`This report is ${state.status}; only a submitted report can be taken into review`);
    }
    return [{ type: 'ReportReviewStarted', data: { reportId, ...withComment } }];
  }
  if (!DECIDABLE.includes(state.status)) {
    throw new ConflictError(`This report is ${state.status}; only a submitted report can be decided`);
  }
  switch (command.decision) {
    case 'approved':
      return [{ type: 'ReportApproved', data: { reportId, ...withComment } }];
    case 'rejected':
      return [
        {
          type: 'ReportRejected',
          data: { reportId, comment: requiredComment(comment, 'Please say why the report is rejected') },
        },
      ];
    case 'requires_revision':
      return [
        {
          type: 'ReportRevisionRequested',
          data: { reportId, comment: requiredComment(comment, 'Please say what needs revising') },
        },
      ];
  }
}

function decide(command: ReportCommand, state: ReportState): ReportEvent[] {
  if (command.type === 'CreateReport') {
    if (state.status !== 'none') throw new ConflictError('This report already exists');
    const placement = acceptedPlacementIds(
      command.placement,
      'You can report only on an internship you were accepted to',
    );
    assertOpenForCoursework(command.placement);
    return [
      {
        type: 'ReportCreated',
        data: {
          reportId: command.reportId,
          ...placement,
          reportDate: command.today,
          reportType: command.reportType,
          dueDate: command.dueDate,
          content: command.content,
        },
      },
    ];
  }
  if (state.status === 'none') throw new NotFoundError(NOT_FOUND);
  const { reportId } = state;
  const ownedBy = (studentId: string) => assertOwnedBy(state, studentId, NOT_FOUND);

  switch (command.type) {
    case 'ReviseReport':
      ownedBy(command.studentId);
      if (!REVISABLE.includes(state.status)) {
        throw new ConflictError(`This report is ${state.status} and cannot be revised`);
      }
      return [
        {
          type: 'ReportRevised',
          data: { reportId, reportType: command.reportType, dueDate: command.dueDate, content: command.content },
        },
      ];
    case 'SubmitReport':
      ownedBy(command.studentId);
      if (state.status !== 'draft') {
        throw new ConflictError(
          REPORT_NEEDS_REVISION.includes(state.status)
            ? 'Revise this report before submitting it again'
            : `This report is ${state.status} and cannot be submitted again`,
        );
      }
      return [
        {
          type: 'ReportSubmitted',
          data: { reportId, submittedDate: command.today, isLate: command.today > state.dueDate },
        },
      ];
    case 'ReviewReport':
      return decideReview(command, state);
    case 'RemindReport':
      if (!isDueForReminder(state, command.today, command.horizon)) return [];
      return [{ type: 'ReportReminded', data: { reportId, studentId: state.studentId, dueDate: state.dueDate } }];
    default:
      return unknownCommand(command);
  }
}

export const reportDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: reportEventSchemas,
});
