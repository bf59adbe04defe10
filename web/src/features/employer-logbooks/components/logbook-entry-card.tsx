/**
 * One logbook entry in the employer's review queue: what the intern wrote (activities, learning outcomes,
 * reflection), the week, hours and dates, the history of its reviews, and — while it is submitted — Approve and Reject.
 */
import type { LogbookEntry } from '@stint/shared/logbooks/logbooks.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { ReviewHistory } from '../../../components/review-status';
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
  const headingId = entryHeadingId(entry._id);
  const lastComment = [...entry.statusHistory].reverse().find((step) => step.comment)?.comment;
  return (
    <li className="tile logbook-card">
      <article aria-labelledby={headingId}>
        <header className="logbook-card__header">
          <div className="logbook-card__heading">
            <h3 id={headingId} className="logbook-card__title" tabIndex={-1}>
              {entry.title}
            </h3>
            <p className="logbook-card__who">
              <strong>{name}</strong>
              {entry.student.studentId ? <span> · Student ID {entry.student.studentId}</span> : null}
            </p>
            <p className="logbook-card__internship">
              {entry.internship.title}
              {entry.internship.company ? ` · ${entry.internship.company}` : null}
            </p>
          </div>
          <LogbookStatusBadge status={entry.status} />
        </header>

        <dl className="facts facts--grid logbook-card__facts">
          <div>
            <dt>Week</dt>
            <dd>{entry.weekNumber}</dd>
          </div>
          <div>
            <dt>Hours worked</dt>
            <dd>{formatHours(entry.hoursWorked)}</dd>
          </div>
          <div>
            <dt>Due date</dt>
            <dd>{formatCalendarDate(entry.dueDate) ?? entry.dueDate}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>{formatDateTime(entry.submittedDate) ?? '—'}</dd>
          </div>
        </dl>

        <h4 className="logbook-card__subheading">Activities</h4>
        {entry.activities.length > 0 ? (
          <ul className="bullet-list">
            {entry.activities.map((activity, index) => (
              <li key={index}>{activity}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">None listed.</p>
        )}

        <h4 className="logbook-card__subheading">Learning outcomes</h4>
        <p className="prose">{entry.learningOutcomes}</p>

        <h4 className="logbook-card__subheading">Reflection</h4>
        <p className="prose">{entry.studentReflection}</p>

        {entry.status === 'rejected' && lastComment ? (
          <p className="logbook-card__comment">
            <strong>Why it was rejected:</strong> {lastComment}
          </p>
        ) : null}

        <details className="logbook-card__history">
          <summary>Status history ({entry.statusHistory.length})</summary>
          <ReviewHistory
            steps={entry.statusHistory}
            labelFor={(status) => logbookStatusLabels[status as LogbookEntry['status']] ?? status}
          />
        </details>

        {entry.status === 'submitted' ? (
          <div className="logbook-card__actions">
            <button type="button" className="button button--primary button--small" onClick={() => onDecide('approved')}>
              Approve
              <span className="visually-hidden">
                {' '}
                “{entry.title}” by {name}
              </span>
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => onDecide('rejected')}>
              Reject
              <span className="visually-hidden">
                {' '}
                “{entry.title}” by {name}
              </span>
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
