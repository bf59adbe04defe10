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
import { Facts } from '../../../components/facts';
import { Modal } from '../../../components/modal';
import { ReviewHistory } from '../../../components/review-status';
import { TextList } from '../../../components/text-list';
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
        <Facts
          className="facts facts--grid"
          facts={[
            { label: 'Period', value: formatPeriod(evaluation.period) },
            {
              label: 'Evaluated on',
              value: formatCalendarDate(evaluation.evaluationDate) ?? evaluation.evaluationDate,
            },
            { label: 'Average rating', value: <RatingBadge value={evaluation.averageRating} isAverage /> },
            {
              label: 'Student email',
              value: evaluation.student.email ? <EmailAddress email={evaluation.student.email} link /> : '—',
            },
          ]}
        />

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
        <Facts
          className="facts facts--grid"
          facts={[
            {
              label: 'Attendance',
              value: `${attendance.daysPresent} of ${attendance.totalDays} days (${formatPercent(evaluation.attendancePercentage)})`,
            },
            { label: 'Punctuality', value: qualityLabels[attendance.punctuality] },
            { label: 'Work quality', value: qualityLabels[evaluation.workQuality] },
            { label: 'Would hire', value: yesNo(evaluation.wouldHire) },
            { label: 'Would recommend', value: yesNo(evaluation.wouldRecommend) },
          ]}
        />

        <TitledTextList title="Strengths" items={evaluation.strengths} />
        <TitledTextList title="Areas for improvement" items={evaluation.areasForImprovement} />
        <TitledTextList title="Recommendations" items={evaluation.recommendations} />

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

function TitledTextList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h3 className="evaluation-detail__heading">{title}</h3>
      <TextList items={items} empty="None." />
    </>
  );
}
