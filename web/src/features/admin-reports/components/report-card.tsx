/**
 * One report in the admin's review queue: title, student, internship, type, status, Late marker, dates, summary,
 * the full content and the status history (both expandable), and the decisions open at its status.
 */
import type { ReportReviewDecision } from '@stint/shared/reports/reports.constants';
import type { Report } from '@stint/shared/reports/reports.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { ReviewerAction, ReviewerCard } from '../../../components/reviewer-card';
import { reportStatusLabels, reportTypeLabels } from '../../../lib/report-labels';
import { ReportStatusBadge, reportStudentName } from './report-format';

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
  const about = ` “${report.title}” by ${name}`;
  return (
    <ReviewerCard
      headingId={reportHeadingId(report._id)}
      title={report.title}
      studentName={name}
      studentNumber={report.student.studentId}
      internship={report.internship}
      badges={
        <>
          <ReportStatusBadge status={report.status} />
          <span className="badge badge--info">{reportTypeLabels[report.type]}</span>
          {report.isLate ? <span className="badge badge--danger">Late</span> : null}
        </>
      }
      facts={[
        { label: 'Due date', value: formatCalendarDate(report.dueDate) ?? report.dueDate },
        { label: 'Submitted', value: formatCalendarDate(report.submittedDate) ?? '—' },
      ]}
      history={{
        steps: report.statusHistory,
        labelFor: (status) => reportStatusLabels[status as Report['status']] ?? status,
      }}
      actions={
        DECIDABLE.includes(report.status) ? (
          <>
            {report.status === 'submitted' ? (
              <ReviewerAction
                label={isStarting ? 'Starting…' : 'Start Review'}
                about={about}
                tone="secondary"
                disabled={isStarting}
                onClick={onStartReview}
              />
            ) : null}
            <ReviewerAction label="Approve" about={about} tone="primary" onClick={() => onDecide('approved')} />
            <ReviewerAction
              label="Request Revision"
              about={about}
              tone="secondary"
              onClick={() => onDecide('requires_revision')}
            />
            <ReviewerAction label="Reject" about={about} tone="danger" onClick={() => onDecide('rejected')} />
          </>
        ) : null
      }
    >
      <h4 className="reviewer-card__subheading">Summary</h4>
      <p className="prose">{report.summary}</p>

      <details className="reviewer-card__more">
        <summary>Full report</summary>
        <div className="prose prose--boxed report-card__content">{report.content}</div>
      </details>
    </ReviewerCard>
  );
}
