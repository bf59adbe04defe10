/**
 * The student's evaluation of a placement: one per placement, only by its student, only for an accepted application,
 * once approved where its university requires approval, and not before the internship's end date. Ratings are whole numbers 1–5 whatever the form allowed; the comment's
 * length is checked at the edge, before it is sealed.
 */
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../errors';
import { defineDecider } from '../decider';
import { assertOpenForCoursework, isAcceptedPlacement } from '../placements/placements';
import type { PlacementEvaluationCommand } from './placement-evaluations.commands';
import {
  ALREADY_EVALUATED,
  notEndedYet,
  PLACEMENT_NOT_FOUND,
  PLACEMENT_RATING_MAX,
  PLACEMENT_RATING_MESSAGE,
  PLACEMENT_RATING_MIN,
  placementRatingKeys,
} from './placement-evaluations.constants';
import { placementEvaluationEventSchemas, type PlacementEvaluationEvent } from './placement-evaluations.events';

export type PlacementEvaluationState = { evaluated: boolean };

const initialState = (): PlacementEvaluationState => ({ evaluated: false });

function evolve(_state: PlacementEvaluationState, event: PlacementEvaluationEvent): PlacementEvaluationState {
  switch (event.type) {
    case 'PlacementEvaluated':
      return { evaluated: true };
  }
}

function decide(command: PlacementEvaluationCommand, state: PlacementEvaluationState): PlacementEvaluationEvent[] {
  switch (command.type) {
    case 'EvaluatePlacement': {
      const { placement } = command;
      // Someone else's placement, or an application that never became one, is indistinguishable from a missing one.
      if (placement.studentId !== command.studentId || !isAcceptedPlacement(placement)) {
        throw new NotFoundError(PLACEMENT_NOT_FOUND);
      }
      if (state.evaluated) throw new ConflictError(ALREADY_EVALUATED);
      // A placement its university has still to approve never started, so there is nothing to evaluate yet.
      assertOpenForCoursework(placement);
      if (command.today.slice(0, 10) < command.endDate.slice(0, 10)) {
        throw new ConflictError(notEndedYet(command.endDate));
      }
      const errors: FieldError[] = placementRatingKeys
        .filter((key) => {
          const rating = command.ratings[key];
          return !Number.isInteger(rating) || rating < PLACEMENT_RATING_MIN || rating > PLACEMENT_RATING_MAX;
        })
        .map((key) => ({ path: `ratings.${key}`, message: PLACEMENT_RATING_MESSAGE }));
      if (errors.length > 0) throw new ValidationError(PLACEMENT_RATING_MESSAGE, errors);
      return [
        {
          type: 'PlacementEvaluated',
          data: {
            applicationId: placement.applicationId,
            internshipId: placement.internshipId,
            employerId: placement.employerId,
            studentId: placement.studentId,
            ratings: Object.fromEntries(
              placementRatingKeys.map((key) => [key, command.ratings[key]]),
            ) as typeof command.ratings,
            comment: command.comment,
            evaluatedOn: command.today.slice(0, 10),
          },
        },
      ];
    }
  }
}

export const placementEvaluationDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: placementEvaluationEventSchemas,
});
