/**
 * One logbook entry in the employer's review queue: what the intern wrote (activities, learning outcomes,
 * reflection), the week, hours and dates, the history of its reviews, and — while it is submitted — Approve and Reject.
 */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { ReviewerAction, ReviewerCard } from '../../../components/reviewer-card';
import { TextList } from '../../../components/text-list';
import type { LogbookDecision } from '../api/review-logbook-entry';
import { entryStudentName, formatHours, LogbookStatusBadge, logbookStatusLabels } from './logbook-format';

export const entryHeadingId = (entryId: string) => `logbook-entry-${entryId}-title`;

export function LogbookEntryCard({
  entry,
  onDecide,
}: {
  entry: LogbookEntry;
  onDecide: (decision: LogbookDecision) => void;
}) {
  const name = entryStudentName(entry);
  const about = ` “${entry.title}” by ${name}`;
  const lastComment = [...entry.statusHistory].reverse().find((step) => step.comment)?.comment;
  return (
    <ReviewerCard
      headingId={entryHeadingId(entry._id)}
      title={entry.title}
      studentName={name}
      studentNumber={entry.student.studentId}
      internship={entry.internship}
      badges={<LogbookStatusBadge status={entry.status} />}
      facts={[
        { label: 'Week', value: entry.weekNumber },
        { label: 'Hours worked', value: formatHours(entry.hoursWorked) },
        { label: 'Due date', value: formatCalendarDate(entry.dueDate) ?? entry.dueDate },
        { label: 'Submitted', value: formatDateTime(entry.submittedDate) ?? '—' },
      ]}
      history={{
        steps: entry.statusHistory,
        labelFor: (status) => logbookStatusLabels[status as LogbookEntry['status']] ?? status,
      }}
      historySpacing="loose"
      actions={
        entry.status === 'submitted' ? (
          <>
            <ReviewerAction label="Approve" about={about} tone="primary" onClick={() => onDecide('approved')} />
            <ReviewerAction label="Reject" about={about} tone="danger" onClick={() => onDecide('rejected')} />
          </>
        ) : null
      }
    >
      <h4 className="reviewer-card__subheading">Activities</h4>
      <TextList items={entry.activities} empty="None listed." />

      <h4 className="reviewer-card__subheading">Learning outcomes</h4>
      <p className="prose">{entry.learningOutcomes}</p>

      <h4 className="reviewer-card__subheading">Reflection</h4>
      <p className="prose">{entry.studentReflection}</p>

      {entry.status === 'rejected' && lastComment ? (
        <p className="logbook-card__comment">
          <strong>Why it was rejected:</strong> {lastComment}
        </p>
      ) : null}
    </ReviewerCard>
  );
}
