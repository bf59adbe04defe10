/**
 * The evaluation aggregate: submitted when created (by the employer of an accepted intern's internship, for a
 * period), then reviewed and approved by an admin. The numbers are checked here, whatever the form allowed:
 * ratings are whole numbers 1–5, days present never exceed total days, total days fit in the period, and a period never
 * ends before it starts.
 */
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../errors';
import { defineDecider, unknownCommand } from '../decider';
import { isAcceptedPlacement } from '../placements/placements';
import type { EvaluationCommand, SubmitEvaluation } from './evaluations.commands';
import { RATING_MAX, RATING_MIN, ratingKeys, type EvaluationStatus } from './evaluations.constants';
import { evaluationEventSchemas, type EvaluationEvent } from './evaluations.events';
import { periodDays, totalDaysBeyondPeriod } from './evaluation-due';

export type EvaluationState = { status: 'none' } | { status: EvaluationStatus; evaluationId: string };

const initialState = (): EvaluationState => ({ status: 'none' });

function evolve(state: EvaluationState, event: EvaluationEvent): EvaluationState {
  switch (event.type) {
    case 'EvaluationSubmitted':
      return { status: 'submitted', evaluationId: event.data.evaluationId };
    case 'EvaluationReviewed':
      return state.status === 'none' ? state : { ...state, status: 'reviewed' };
    case 'EvaluationApproved':
      return state.status === 'none' ? state : { ...state, status: 'approved' };
  }
}

/** The rules on the numbers, as field errors (the first one is the message). */
function numberErrors(command: SubmitEvaluation): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of ratingKeys) {
    const rating = command.ratings[key];
    if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
      errors.push({
        path: `ratings.${key}`,
        message: `Ratings must be whole numbers from ${RATING_MIN} to ${RATING_MAX}`,
      });
    }
  }
  const { totalDays, daysPresent } = command.attendance;
  const daysInPeriod = periodDays(command.period);
  if (!Number.isInteger(totalDays) || totalDays < 1) {
    errors.push({ path: 'attendance.totalDays', message: 'Total days must be at least 1' });
  } else if (daysInPeriod > 0 && totalDays > daysInPeriod) {
    errors.push({ path: 'attendance.totalDays', message: totalDaysBeyondPeriod(daysInPeriod) });
  }
  if (!Number.isInteger(daysPresent) || daysPresent < 0) {
    errors.push({ path: 'attendance.daysPresent', message: 'Days present cannot be negative' });
  } else if (daysPresent > totalDays) {
    errors.push({ path: 'attendance.daysPresent', message: 'Days present cannot exceed total days' });
  }
  if (command.period.endDate < command.period.startDate) {
    errors.push({ path: 'period.endDate', message: 'The period must end on or after its start date' });
  }
  return errors;
}

function decide(command: EvaluationCommand, state: EvaluationState): EvaluationEvent[] {
  switch (command.type) {
    case 'SubmitEvaluation': {
      const { placement } = command;
      // Another employer's intern is indistinguishable from a missing one.
      if (placement.employerId !== command.employerId) throw new NotFoundError('Application not found');
      if (!isAcceptedPlacement(placement)) {
        const message = 'Evaluations can be created only for accepted applicants';
        throw new ValidationError(message, [{ path: 'student', message }]);
      }
      if (state.status !== 'none') {
        throw new ConflictError('This intern already has an evaluation of this type for this period');
      }
      const errors = numberErrors(command);
      if (errors.length > 0) throw new ValidationError(errors[0]!.message, errors);
      const { type: _type, placement: _placement, today, ...facts } = command;
      return [
        {
          type: 'EvaluationSubmitted',
          data: {
            evaluationId: facts.evaluationId,
            employerId: facts.employerId,
            studentId: placement.studentId,
            internshipId: placement.internshipId,
            applicationId: placement.applicationId,
            evaluationDate: today,
            evaluationType: facts.evaluationType,
            period: facts.period,
            ratings: facts.ratings,
            attendance: facts.attendance,
            workQuality: facts.workQuality,
            wouldHire: facts.wouldHire,
            wouldRecommend: facts.wouldRecommend,
            content: facts.content,
          },
        },
      ];
    }
    case 'ReviewEvaluation': {
      if (state.status === 'none') throw new NotFoundError('Evaluation not found');
      const comment = command.comment?.trim();
      const data = { evaluationId: state.evaluationId, ...(comment ? { comment } : {}) };
      if (command.decision === 'reviewed') {
        if (state.status !== 'submitted') {
          throw new ConflictError(`This evaluation is ${state.status}; only a submitted evaluation can be reviewed`);
        }
        return [{ type: 'EvaluationReviewed', data }];
      }
      if (state.status !== 'reviewed') {
        throw new ConflictError(`This evaluation is ${state.status}; only a reviewed evaluation can be approved`);
      }
      return [{ type: 'EvaluationApproved', data }];
    }
    default:
      return unknownCommand(command);
  }
}

export const evaluationDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: evaluationEventSchemas,
});
