/**
 * One evaluation in a modal (spec 2 §2 Evaluations: the detail modal): everything the employer wrote — ratings,
 * attendance, the three lists, examples, comments — and its status history. The admin's review actions, when any,
 * come in as the footer.
 */
import type { ReactNode } from 'react';
import { ratingKeys } from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { Modal } from '../../../components/modal';
import { ReviewHistory } from '../../../components/review-status';
import {
  EvaluationStatusBadge,
  evaluationStatusLabels,
  evaluationTypeLabels,
  formatPercent,
  formatPeriod,
  qualityLabels,
  RatingBadge,
  ratingLabels,
  yesNo,
} from './evaluation-format';

export function EvaluationDetailModal({
  evaluation,
  onClose,
  actions,
}: {
  evaluation: Evaluation;
  onClose: () => void;
  /** Buttons before Close (the admin's review). */
  actions?: ReactNode;
}) {
  const { attendance } = evaluation;
  return (
    <Modal
      size="large"
      title={`${evaluationTypeLabels[evaluation.type]} evaluation of ${evaluation.student.name}`}
      description={
        <>
          {evaluation.internship.title}
          {evaluation.internship.company ? ` · ${evaluation.internship.company}` : null} ·{' '}
          <EvaluationStatusBadge status={evaluation.status} />
        </>
      }
      onClose={onClose}
      footer={
        <>
          {actions}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="evaluation-detail">
        <dl className="facts facts--grid">
          <div>
            <dt>Period</dt>
            <dd>{formatPeriod(evaluation.period)}</dd>
          </div>
          <div>
            <dt>Evaluated on</dt>
            <dd>{formatCalendarDate(evaluation.evaluationDate) ?? evaluation.evaluationDate}</dd>
          </div>
          <div>
            <dt>Average rating</dt>
            <dd>
              <RatingBadge value={evaluation.averageRating} isAverage />
            </dd>
          </div>
          <div>
            <dt>Student email</dt>
            <dd>{evaluation.student.email ? <EmailAddress email={evaluation.student.email} link /> : '—'}</dd>
          </div>
        </dl>

        <h3 className="evaluation-detail__heading">Ratings</h3>
        <ul className="rating-list plain-list">
          {ratingKeys.map((key) => (
            <li key={key} className="rating-list__item">
              <span>{ratingLabels[key]}</span>
              <RatingBadge value={evaluation.ratings[key]} />
            </li>
          ))}
        </ul>

        <h3 className="evaluation-detail__heading">Attendance and work</h3>
        <dl className="facts facts--grid">
          <div>
            <dt>Attendance</dt>
            <dd>
              {attendance.daysPresent} of {attendance.totalDays} days ({formatPercent(evaluation.attendancePercentage)})
            </dd>
          </div>
          <div>
            <dt>Punctuality</dt>
            <dd>{qualityLabels[attendance.punctuality]}</dd>
          </div>
          <div>
            <dt>Work quality</dt>
            <dd>{qualityLabels[evaluation.workQuality]}</dd>
          </div>
          <div>
            <dt>Would hire</dt>
            <dd>{yesNo(evaluation.wouldHire)}</dd>
          </div>
          <div>
            <dt>Would recommend</dt>
            <dd>{yesNo(evaluation.wouldRecommend)}</dd>
          </div>
        </dl>

        <TextList title="Strengths" items={evaluation.strengths} />
        <TextList title="Areas for improvement" items={evaluation.areasForImprovement} />
        <TextList title="Recommendations" items={evaluation.recommendations} />

        <h3 className="evaluation-detail__heading">Specific examples</h3>
        <p className="prose prose--boxed">{evaluation.specificExamples}</p>

        <h3 className="evaluation-detail__heading">Additional comments</h3>
        {evaluation.additionalComments.trim() ? (
          <p className="prose prose--boxed">{evaluation.additionalComments}</p>
        ) : (
          <p className="muted">None.</p>
        )}

        <h3 className="evaluation-detail__heading">Status history</h3>
        <ReviewHistory
          steps={evaluation.statusHistory}
          labelFor={(status) => evaluationStatusLabels[status as Evaluation['status']] ?? status}
        />
      </div>
    </Modal>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h3 className="evaluation-detail__heading">{title}</h3>
      {items.length > 0 ? (
        <ul className="bullet-list">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
    </>
  );
}
