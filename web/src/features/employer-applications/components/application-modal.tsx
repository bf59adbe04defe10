/**
 * One application in a modal (spec 2 §2: View): the student's details and cover letter, the status history, and a
 * Resume tab that views or downloads the file through a short-lived signed link. The decisions that are open are
 * offered at the bottom; Accept is disabled, with the reason above the tabs, once every position is filled.
 */
import { useId, useState } from 'react';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate, formatDateTime } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { Facts, type Fact } from '../../../components/facts';
import { formatFileSize } from '../../../components/file-size';
import { Modal } from '../../../components/modal';
import { QueryError } from '../../../components/query-state';
import { Tabs } from '../../../components/tabs';
import { ApplicationThreadSlot } from '../../../lib/application-thread-slot';
import { useApplicationResume } from '../api/get-application-resume';
import type { ApplicationDecision } from '../api/update-application-status';
import {
  ApplicationStatusBadge,
  applicationStatusLabels,
  canDecide,
  canMarkReviewing,
  formatGpa,
  studentName,
} from './application-status';

const TABS = [
  { key: 'details', label: 'Details' },
  { key: 'history', label: 'Status history' },
  { key: 'resume', label: 'Resume' },
] as const;
type TabId = (typeof TABS)[number]['key'];

export function ApplicationModal({
  application,
  acceptBlocked,
  onClose,
  onDecide,
}: {
  application: Application;
  /** Why Accept is unavailable (every position filled), or null. */
  acceptBlocked: string | null;
  onClose: () => void;
  onDecide: (decision: ApplicationDecision) => void;
}) {
  const [tab, setTab] = useState<TabId>('details');
  const name = studentName(application);
  const noteId = useId();
  const isAcceptBlocked = acceptBlocked !== null && canDecide(application);

  return (
    <Modal
      size="large"
      title={name}
      description={
        <>
          Applied to <strong>{application.internship.title}</strong> on{' '}
          {formatCalendarDate(application.appliedDate) ?? 'an unknown date'} ·{' '}
          <ApplicationStatusBadge status={application.status} />
        </>
      }
      onClose={onClose}
      footer={
        <>
          {canMarkReviewing(application) ? (
            <button type="button" className="button button--secondary" onClick={() => onDecide('reviewing')}>
              Mark as Reviewing
            </button>
          ) : null}
          {canDecide(application) ? (
            <>
              <button type="button" className="button button--danger" onClick={() => onDecide('rejected')}>
                Reject
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={isAcceptBlocked}
                aria-describedby={isAcceptBlocked ? noteId : undefined}
                onClick={() => onDecide('accepted')}
              >
                Accept
              </button>
            </>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {isAcceptBlocked ? (
        <p id={noteId} className="applications__full-note">
          {acceptBlocked}
        </p>
      ) : null}
      <Tabs label="Application" tabs={TABS} selected={tab} onSelect={setTab} className="application-tabs">
        {tab === 'details' ? <DetailsTab application={application} /> : null}
        {tab === 'history' ? <HistoryTab application={application} /> : null}
        {tab === 'resume' ? <ResumeTab application={application} /> : null}
      </Tabs>
      <ApplicationThreadSlot applicationId={application._id} headingLevel={3} />
    </Modal>
  );
}

function DetailsTab({ application }: { application: Application }) {
  const { student } = application;
  const facts: Fact[] = [
    { label: 'Email', value: student.email ? <EmailAddress email={student.email} link /> : null },
    { label: 'Phone', value: student.phone ? <a href={`tel:${student.phone}`}>{student.phone}</a> : null },
    { label: 'University', value: student.university },
    { label: 'Major', value: student.major },
    { label: 'Year of study', value: student.yearOfStudy },
    { label: 'GPA', value: formatGpa(application.gpa) },
    {
      label: 'Expected graduation',
      value: formatCalendarDate(application.expectedGraduation) ?? application.expectedGraduation,
    },
    { label: 'Applied', value: formatDateTime(application.appliedDate) },
    { label: 'Status', value: applicationStatusLabels[application.status] },
  ];
  return (
    <>
      <h3 className="application-modal__heading">Student</h3>
      <Facts className="details" rowClassName="details__row" facts={facts} />
      <h3 className="application-modal__heading">Cover letter</h3>
      {application.coverLetter.trim() ? (
        <p className="prose prose--boxed">{application.coverLetter}</p>
      ) : (
        <p className="muted application-modal__remark">No cover letter was sent.</p>
      )}
    </>
  );
}

function HistoryTab({ application }: { application: Application }) {
  const history = [...application.statusHistory].sort((a, b) => a.at.localeCompare(b.at));
  if (history.length === 0) {
    return <p className="muted application-modal__remark">No changes yet: the application is {application.status}.</p>;
  }
  return (
    <ol className="timeline">
      {history.map((change, index) => (
        <li key={`${change.at}-${index}`} className="timeline__item">
          <div className="timeline__line">
            <ApplicationStatusBadge status={change.status} />
            <time dateTime={change.at}>{formatDateTime(change.at) ?? change.at}</time>
          </div>
          <p className="history__by">
            {change.by?.role === 'student'
              ? 'By the student'
              : change.by?.role === 'employer'
                ? 'By you'
                : change.by
                  ? `By ${change.by.role}`
                  : 'Automatically'}
          </p>
          {change.note ? <p className="history__note">{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function ResumeTab({ application }: { application: Application }) {
  const { data, error, isLoading, mutate } = useApplicationResume(application._id);
  const fileName = data?.originalName ?? application.resume.originalName;
  return (
    <>
      <Facts
        className="details"
        rowClassName="details__row"
        facts={[
          { label: 'File', value: fileName },
          { label: 'Type', value: describeType(application.resume.contentType) },
          { label: 'Size', value: formatFileSize(application.resume.size) },
        ]}
      />
      {error ? (
        <QueryError
          title="The resume could not be opened"
          error={error}
          fallback="Failed to get a link to the resume."
          onRetry={mutate}
        />
      ) : isLoading || !data ? (
        <p className="muted application-modal__remark" role="status">
          Preparing a secure link…
        </p>
      ) : (
        <>
          <div className="resume-actions cluster">
            <a className="button button--primary" href={data.url} target="_blank" rel="noopener noreferrer">
              View Resume<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a className="button button--secondary" href={data.url} download={data.originalName}>
              Download
            </a>
          </div>
          <p className="muted application-modal__remark">
            The link is private to you and renews itself while this tab is open.
          </p>
        </>
      )}
    </>
  );
}

function describeType(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF document';
  if (contentType === 'application/msword') return 'Word document (.doc)';
  if (contentType.includes('wordprocessingml')) return 'Word document (.docx)';
  return contentType;
}
