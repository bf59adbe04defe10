import type { Placement } from '../placements/placements';
import type { SealedValue } from '../sealed';
import type { PlacementRatings } from './placement-evaluations.constants';

/**
 * `today` is the command's calendar date (the server's UTC date when the command is handled), the only clock the
 * decider sees; `endDate` is the internship's, read from its stream with the placement.
 */
export type EvaluatePlacement = {
  type: 'EvaluatePlacement';
  studentId: string;
  placement: Placement;
  endDate: string;
  today: string;
  ratings: PlacementRatings;
  comment: SealedValue;
};

export type PlacementEvaluationCommand = EvaluatePlacement;
