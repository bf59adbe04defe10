/**
 * One report as the student sees it (spec 1 §2.17): title, type, summary, internship, status, report date, due date,
 * a Late marker, the full text on demand and the status history with the reviewers' comments. Submit and Edit for a
 * draft; Revise for a rejected report or one sent back for revision.
 */
import type { Report } from '@stint/shared/reports/reports.schemas';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { ReviewCard, ReviewCardDisclosure, ReviewCardSection } from '../../../components/review-card';
import { ReviewHistory, ReviewStatusBadge } from '../../../components/review-status';
import { SubmitForReviewButton, useSubmitForReview } from '../../../components/submit-for-review';
import { submitReport } from '../api/submit-report';
import { reportTypeLabels } from '../../../lib/report-labels';
import { canEdit, canRevise, canSubmit } from './report-rules';

export function ReportCard({ report, onRevise }: { report: Report; onRevise: () => void }) {
  const { titleRef, isSubmitting, problem, submit } = useSubmitForReview(async () => {
    const { message, report: submitted } = await submitReport(report._id);
    return {
      title: message ?? 'Report submitted for review',
      message: submitted.isLate ? `“${report.title}” was submitted after its due date.` : `“${report.title}”`,
    };
  }, 'Failed to submit the report');
  const id = `report-${report._id}`;
  const review = canRevise(report) ? report.statusHistory.at(-1) : undefined;

  const actions =
    canEdit(report) || canRevise(report) || canSubmit(report) ? (
      <>
        {canEdit(report) || canRevise(report) ? (
          <button type="button" className="button button--secondary button--small" onClick={onRevise}>
            {canRevise(report) ? 'Revise' : 'Edit'}
            <span className="visually-hidden"> “{report.title}”</span>
          </button>
        ) : null}
        {canSubmit(report) ? (
          <SubmitForReviewButton
            itemTitle={report.title}
            label="Submit"
            isSubmitting={isSubmitting}
            onSubmit={() => void submit()}
          />
        ) : null}
      </>
    ) : null;

  return (
    <ReviewCard
      id={id}
      eyebrow={report.internship.title}
      title={report.title}
      titleRef={titleRef}
      badges={
        <>
          <span className="badge badge--info">{reportTypeLabels[report.type]}</span>
          <ReviewStatusBadge status={report.status} />
          {report.isLate ? (
            <span className="badge report-late-badge" title="Submitted after its due date">
              Late<span className="visually-hidden">: submitted after its due date</span>
            </span>
          ) : null}
        </>
      }
      actions={actions}
    >
      <ReviewCardSection id={`${id}-summary`} label="Summary">
        <p className="prose">{report.summary}</p>
      </ReviewCardSection>

      <Facts
        className="facts facts--grid"
        facts={[
          {
            label: 'Internship',
            value: (
              <>
                {report.internship.title}
                {report.internship.company ? ` · ${report.internship.company}` : ''}
              </>
            ),
          },
          { label: 'Type', value: reportTypeLabels[report.type] },
          { label: 'Report date', value: formatCalendarDate(report.reportDate) ?? '—' },
          { label: 'Due date', value: formatCalendarDate(report.dueDate) ?? '—' },
          {
            label: 'Submitted',
            value: report.submittedDate ? (
              <>
                {formatCalendarDate(report.submittedDate) ?? '—'}
                {report.isLate ? ' (late)' : ''}
              </>
            ) : null,
          },
        ]}
      />

      {review ? (
        <Banner
          tone="danger"
          title={
            report.status === 'rejected' ? 'Rejected by an administrator' : 'An administrator asked for a revision'
          }
          live={false}
        >
          {review.comment ? <p className="prose">“{review.comment}”</p> : null}
          <p>Revise the report; it becomes a draft that you can submit again.</p>
        </Banner>
      ) : null}

      <ReviewCardDisclosure summary="Full report">
        <p className="prose prose--boxed">{report.content}</p>
      </ReviewCardDisclosure>
      <ReviewCardDisclosure summary={`Status history (${report.statusHistory.length})`}>
        <ReviewHistory steps={report.statusHistory} />
      </ReviewCardDisclosure>

      {problem ? <Banner tone="danger">{problem}</Banner> : null}
    </ReviewCard>
  );
}
