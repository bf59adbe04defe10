/**
 * One logbook entry as the student sees it (spec 1 §2.16): title, week number, internship, status, entry date, hours
 * worked, activities, learning outcomes, reflection, due date and the status history with the employer's comments.
 * Edit for a draft or a rejected entry; Submit for a draft, Resubmit for a rejected one. It starts collapsed to one
 * line (entry date, hours, due date; the status beside the title), with the employer's reason when rejected; the
 * title opens the rest (issue 18: fully expanded, a term's entries ran to 10,000 px on a phone).
 */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { Banner } from '../../../components/alerts';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { Facts } from '../../../components/facts';
import { ReviewCard, ReviewCardDisclosure, ReviewCardSection } from '../../../components/review-card';
import { ReviewHistory, ReviewStatusBadge } from '../../../components/review-status';
import { SubmitForReviewButton, useSubmitForReview } from '../../../components/submit-for-review';
import { TextList } from '../../../components/text-list';
import { submitLogbookEntry } from '../api/submit-logbook-entry';
import { canEdit, canSubmit, formatHours } from './logbook-rules';

export function LogbookEntryCard({ entry, onEdit }: { entry: LogbookEntry; onEdit: () => void }) {
  const { titleRef, isSubmitting, problem, submit } = useSubmitForReview(async () => {
    const { message } = await submitLogbookEntry(entry._id);
    return { title: message ?? 'Logbook entry submitted for review', message: `“${entry.title}”` };
  }, 'Failed to submit the logbook entry');
  const id = `logbook-entry-${entry._id}`;
  const review = entry.status === 'rejected' ? entry.statusHistory.at(-1) : undefined;

  const actions =
    canEdit(entry) || canSubmit(entry) ? (
      <>
        {canEdit(entry) ? (
          <button type="button" className="button button--secondary button--small" onClick={onEdit}>
            Edit<span className="visually-hidden"> “{entry.title}”</span>
          </button>
        ) : null}
        {canSubmit(entry) ? (
          <SubmitForReviewButton
            itemTitle={entry.title}
            label={entry.status === 'rejected' ? 'Resubmit' : 'Submit'}
            isSubmitting={isSubmitting}
            onSubmit={() => void submit()}
          />
        ) : null}
      </>
    ) : null;

  const summary = [
    formatCalendarDate(entry.entryDate),
    formatHours(entry.hoursWorked),
    entry.dueDate ? `due ${formatCalendarDate(entry.dueDate) ?? entry.dueDate}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <ReviewCard
      id={id}
      eyebrow={`Week ${entry.weekNumber} · ${entry.internship.title}`}
      title={entry.title}
      titleRef={titleRef}
      badges={<ReviewStatusBadge status={entry.status} />}
      actions={actions}
      collapsed={{
        summary,
        // Shown collapsed too: why the employer rejected it, and why Submit did not go through.
        notice: (
          <>
            {review ? (
              <Banner tone="danger" title="Rejected by the employer" live={false}>
                {review.comment ? <p className="prose">“{review.comment}”</p> : null}
                <p>Edit the entry if needed, then resubmit it.</p>
              </Banner>
            ) : null}
            {problem ? <Banner tone="danger">{problem}</Banner> : null}
          </>
        ),
      }}
    >
      <Facts
        className="facts facts--grid"
        facts={[
          { label: 'Week', value: entry.weekNumber },
          {
            label: 'Internship',
            value: (
              <>
                {entry.internship.title}
                {entry.internship.company ? ` · ${entry.internship.company}` : ''}
              </>
            ),
          },
          { label: 'Entry date', value: formatCalendarDate(entry.entryDate) ?? '—' },
          { label: 'Hours worked', value: formatHours(entry.hoursWorked) },
          { label: 'Due date', value: formatCalendarDate(entry.dueDate) ?? '—' },
          { label: 'Submitted', value: entry.submittedDate ? (formatDateTime(entry.submittedDate) ?? '—') : null },
        ]}
      />

      <ReviewCardSection id={`${id}-activities`} label="Activities">
        <TextList items={entry.activities} empty="None recorded." />
      </ReviewCardSection>
      <ReviewCardSection id={`${id}-outcomes`} label="Learning outcomes">
        <p className="prose">{entry.learningOutcomes}</p>
      </ReviewCardSection>
      <ReviewCardSection id={`${id}-reflection`} label="Student reflection">
        <p className="prose">{entry.studentReflection}</p>
      </ReviewCardSection>

      <ReviewCardDisclosure summary={`Status history (${entry.statusHistory.length})`}>
        <ReviewHistory steps={entry.statusHistory} />
      </ReviewCardDisclosure>
    </ReviewCard>
  );
}
