/** One placement evaluation as it reads (the student's own, and their university's view): the five ratings and the comment. */
import {
  PLACEMENT_RATING_MAX,
  placementRatingKeys,
  placementRatingLabels,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import type { PlacementEvaluation } from '@stint/shared/placement-evaluations/placement-evaluations.schemas';
import { formatCalendarDate } from '../../../components/dates';
import './placement-evaluations.css';

/** An average to one decimal, as the tables and cards show it. */
export const oneDecimal = (value: number) => value.toFixed(1);

export function PlacementEvaluationView({
  evaluation,
  idPrefix,
}: {
  evaluation: PlacementEvaluation;
  idPrefix: string;
}) {
  return (
    <div className="placement-evaluation" id={`${idPrefix}-${evaluation._id}`}>
      <p className="placement-evaluation__meta">
        {evaluation.internship.title} at {evaluation.internship.company} · evaluated{' '}
        {formatCalendarDate(evaluation.evaluatedOn)} · average {oneDecimal(evaluation.average)} of{' '}
        {PLACEMENT_RATING_MAX}
      </p>
      <dl className="placement-evaluation__ratings">
        {placementRatingKeys.map((key) => (
          <div key={key} className="placement-evaluation__rating">
            <dt>{placementRatingLabels[key]}</dt>
            <dd>
              {evaluation.ratings[key]} of {PLACEMENT_RATING_MAX}
            </dd>
          </div>
        ))}
      </dl>
      {evaluation.comment ? <p className="placement-evaluation__comment">{evaluation.comment}</p> : null}
    </div>
  );
}
