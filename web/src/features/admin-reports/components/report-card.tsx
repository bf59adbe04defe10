/**
 * One report in the admin's review queue: title, student, internship, type, status, Late marker, dates, summary,
 * the full content and the status history (both expandable), and the decisions open at its status.
 */
import type { ReportReviewDecision } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { ReviewHistory } from '../../../components/review-status';
import { reportStatusLabels, ReportStatusBadge, reportStudentName, reportTypeLabels } from './report-format';

export const reportHeadingId = (reportId: string) => `report-${reportId}-title`;

const DECIDABLE: Report['status'][] = ['submitted', 'under_review'];

export function ReportCard({
  report,
  isStarting,
  onStartReview,
  onDecide,
}: {
  report: Report;
  /** Start Review is being sent. */
  isStarting: boolean;
  onStartReview: () => void;
  onDecide: (decision: Exclude<ReportReviewDecision, 'under_review'>) => void;
}) {
  const name = reportStudentName(report);
  const headingId = reportHeadingId(report._id);
  const about = ` “${report.title}” by ${name}`;
  return (
    <li className="tile report-card">
      <article aria-labelledby={headingId}>
        <header className="report-card__header">
          <div className="report-card__heading">
            <h3 id={headingId} className="report-card__title" tabIndex={-1}>
              {report.title}
            </h3>
            <p className="report-card__who">
              <strong>{name}</strong>
              {report.student.studentId ? <span> · Student ID {report.student.studentId}</span> : null}
            </p>
            <p className="report-card__internship">
              {report.internship.title}
              {report.internship.company ? ` · ${report.internship.company}` : null}
            </p>
          </div>
          <div className="report-card__badges">
            <ReportStatusBadge status={report.status} />
            <span className="badge badge--info">{reportTypeLabels[report.type]}</span>
            {report.isLate ? <span className="badge badge--danger">Late</span> : null}
          </div>
        </header>

        <dl className="facts facts--grid report-card__facts">
          <div>
            <dt>Due date</dt>
            <dd>{formatCalendarDate(report.dueDate) ?? report.dueDate}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>{formatCalendarDate(report.submittedDate) ?? '—'}</dd>
          </div>
        </dl>

        <h4 className="report-card__subheading">Summary</h4>
        <p className="prose">{report.summary}</p>

        <details className="report-card__more">
          <summary>Full report</summary>
          <div className="prose prose--boxed report-card__content">{report.content}</div>
        </details>
        <details className="report-card__more">
          <summary>Status history ({report.statusHistory.length})</summary>
          <ReviewHistory
            steps={report.statusHistory}
            labelFor={(status) => reportStatusLabels[status as Report['status']] ?? status}
          />
        </details>

        {DECIDABLE.includes(report.status) ? (
          <div className="report-card__actions">
            {report.status === 'submitted' ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={onStartReview}
                disabled={isStarting}
              >
                {isStarting ? 'Starting…' : 'Start Review'}
                <span className="visually-hidden">{about}</span>
              </button>
            ) : null}
            <button type="button" className="button button--primary button--small" onClick={() => onDecide('approved')}>
              Approve<span className="visually-hidden">{about}</span>
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onDecide('requires_revision')}
            >
              Request Revision<span className="visually-hidden">{about}</span>
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => onDecide('rejected')}>
              Reject<span className="visually-hidden">{about}</span>
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
