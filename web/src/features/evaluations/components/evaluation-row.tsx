/** One evaluation in a list: the intern, the internship, type and period, the average rating, the status, View. */
import type { ReactNode } from 'react';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { EvaluationStatusBadge, evaluationTypeLabels, formatPeriod, RatingBadge } from './evaluation-format';

export function EvaluationRow({
  evaluation,
  onView,
  actions,
}: {
  evaluation: Evaluation;
  onView: () => void;
  actions?: ReactNode;
}) {
  const name = evaluation.student.name || evaluation.student.email || 'A student';
  return (
    <li className="tile evaluation-row">
      <div className="evaluation-row__main">
        <h3 className="evaluation-row__name">{name}</h3>
        <p className="evaluation-row__internship">
          {evaluation.internship.title}
          {evaluation.internship.company ? ` · ${evaluation.internship.company}` : null}
        </p>
        <p className="evaluation-row__meta">
          <span>{evaluationTypeLabels[evaluation.type]}</span>
          <span>{formatPeriod(evaluation.period)}</span>
          <span>Evaluated {formatCalendarDate(evaluation.evaluationDate) ?? evaluation.evaluationDate}</span>
        </p>
      </div>
      <div className="evaluation-row__badges cluster">
        <RatingBadge value={evaluation.averageRating} isAverage label="Average rating" />
        <EvaluationStatusBadge status={evaluation.status} />
      </div>
      <div className="evaluation-row__actions action-row">
        <button
          type="button"
          id={`evaluation-${evaluation._id}-view`}
          className="button button--secondary button--small"
          onClick={onView}
        >
          View<span className="visually-hidden"> the evaluation of {name}</span>
        </button>
        {actions}
      </div>
    </li>
  );
}

/** A screen's evaluations, each with View and, on the review screen, the decision it is open to. */
export function EvaluationRows({
  evaluations,
  onView,
  actions,
}: {
  evaluations: readonly Evaluation[];
  onView: (evaluationId: string) => void;
  actions?: (evaluation: Evaluation) => ReactNode;
}) {
  return (
    <ul className="evaluation-rows plain-list">
      {evaluations.map((evaluation) => (
        <EvaluationRow
          key={evaluation._id}
          evaluation={evaluation}
          onView={() => onView(evaluation._id)}
          actions={actions?.(evaluation)}
        />
      ))}
    </ul>
  );
}
