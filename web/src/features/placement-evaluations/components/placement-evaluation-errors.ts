/** The form's own checks before sending (the api checks the same again): every rating chosen, the comment's length. */
import {
  PLACEMENT_COMMENT_MAX,
  PLACEMENT_COMMENT_MIN,
  placementRatingKeys,
  type PlacementRatingKey,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import type { FieldErrors } from '../../../components/alerts';

export type RatingDraft = Record<PlacementRatingKey, number | null>;

export const emptyDraft = (): RatingDraft =>
  Object.fromEntries(placementRatingKeys.map((key) => [key, null])) as RatingDraft;

/** Field errors keyed by the api's paths (`ratings.learning`, `comment`), in form order. */
export function placementEvaluationErrors(ratings: RatingDraft, comment: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of placementRatingKeys) {
    if (ratings[key] === null) errors[`ratings.${key}`] = 'Please choose a rating from 1 to 5';
  }
  const length = comment.trim().length;
  if (length < PLACEMENT_COMMENT_MIN) errors.comment = `Comment must be at least ${PLACEMENT_COMMENT_MIN} characters`;
  else if (length > PLACEMENT_COMMENT_MAX)
    errors.comment = `Comment must be at most ${PLACEMENT_COMMENT_MAX} characters`;
  return errors;
}
