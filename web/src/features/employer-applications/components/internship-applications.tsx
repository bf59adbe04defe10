/**
 * The applications to one internship, on its detail screen (spec 2 §2, §4): live — a new application or a change made
 * elsewhere shows without a reload. Each has View; Mark as Reviewing while pending; Accept and Reject while pending or
 * reviewing. Once every position is filled, Accept stays disabled and says why, while Reject and Reviewing still work.
 * After a decision the list and the internship load again.
 */
import { useId, useState } from 'react';
import { openPositions } from '@stint/shared/internships/internships.constants';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { LoadingPanel } from '../../../components/loading-panel';
import { QueryError } from '../../../components/query-state';
import { SectionHeader } from '../../../components/section-header';
import { ApplicationUnreadSlot } from '../../../lib/application-thread-slot';
import { useInternshipApplications } from '../api/get-internship-applications';
import type { ApplicationDecision } from '../api/update-application-status';
import { ApplicationModal } from './application-modal';
import { ApplicationStatusBadge, canDecide, canMarkReviewing, studentName } from './application-status';
import { DecisionDialog } from './decision-dialog';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './employer-applications.css';

type Pending = { applicationId: string; decision: ApplicationDecision };

const viewButtonId = (applicationId: string) => `application-${applicationId}-view`;

export const FULL_NOTE =
  'Every position is filled, so Accept is unavailable. You can still reject applications or mark them as reviewing; to accept another student, add a position with Edit.';

export function InternshipApplications({
  internship,
}: {
  internship: { _id: string; positions: number; acceptedCount: number };
}) {
  const focusAfterRender = useFocusAfterRender();
  const { data, error, isLoading, mutate } = useInternshipApplications(internship._id);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const applications = data ? [...data.applications].sort((a, b) => b.appliedDate.localeCompare(a.appliedDate)) : [];
  const viewing = applications.find((application) => application._id === viewingId) ?? null;
  const deciding = pending ? applications.find((application) => application._id === pending.applicationId) : null;
  const positionsLeft = openPositions(internship.positions, internship.acceptedCount);
  const fullNoteId = useId();
  // Accepting needs a free position: the api would refuse it, so the button says so before anyone tries.
  const acceptBlocked =
    positionsLeft === 0 && applications.some(canDecide) ? { noteId: fullNoteId, text: FULL_NOTE } : null;

  return (
    <section className="applications" aria-labelledby="applications-title">
      <SectionHeader
        id="applications-title"
        title={<>Applications{data ? <span className="applications__count"> ({applications.length})</span> : null}</>}
        titleClassName="applications__title"
      >
        <p className="applications__positions">
          {positionsLeft === 0
            ? `All ${internship.positions} position${internship.positions === 1 ? ' is' : 's are'} filled.`
            : `${positionsLeft} of ${internship.positions} position${internship.positions === 1 ? '' : 's'} open.`}
        </p>
      </SectionHeader>
      {acceptBlocked ? (
        <p id={acceptBlocked.noteId} className="applications__full-note">
          {acceptBlocked.text}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {error && !data ? (
        <QueryError
          title="Failed to fetch applications"
          error={error}
          fallback="The applications could not be loaded."
          onRetry={mutate}
        />
      ) : isLoading && !data ? (
        <LoadingPanel text="Loading applications…" />
      ) : applications.length === 0 ? (
        <div className="card applications__empty">
          <p className="applications__empty-title">No applications yet</p>
          <p>New applications appear here as soon as students send them; there is no need to reload.</p>
        </div>
      ) : (
        <ul className="application-list plain-list">
          {applications.map((application) => (
            <ApplicationRow
              key={application._id}
              application={application}
              acceptBlocked={acceptBlocked}
              onView={() => setViewingId(application._id)}
              onDecide={(decision) => setPending({ applicationId: application._id, decision })}
            />
          ))}
        </ul>
      )}

      {viewing ? (
        <ApplicationModal
          application={viewing}
          acceptBlocked={acceptBlocked?.text ?? null}
          onClose={() => setViewingId(null)}
          onDecide={(decision) => setPending({ applicationId: viewing._id, decision })}
        />
      ) : null}
      {pending && deciding ? (
        <DecisionDialog
          application={deciding}
          decision={pending.decision}
          onClose={() => setPending(null)}
          onDone={(summary) => {
            const decidedId = pending.applicationId;
            setPending(null);
            setAnnouncement(summary);
            // The decision's button is gone now: keep the keyboard on the same application (unless its modal is open).
            if (!viewingId) focusAfterRender(() => document.getElementById(viewButtonId(decidedId))?.focus());
          }}
        />
      ) : null}
    </section>
  );
}

function ApplicationRow({
  application,
  acceptBlocked,
  onView,
  onDecide,
}: {
  application: Application;
  /** Why Accept is unavailable (every position filled), shown once above the list; null while it is available. */
  acceptBlocked: { noteId: string; text: string } | null;
  onView: () => void;
  onDecide: (decision: ApplicationDecision) => void;
}) {
  const name = studentName(application);
  const headingId = `application-${application._id}-name`;
  const about = [application.student.university, application.student.major].filter(Boolean).join(' · ');
  return (
    <li className="tile application-row">
      <div className="application-row__who">
        <h3 id={headingId} className="application-row__name">
          {name}
        </h3>
        {about ? <p className="application-row__about">{about}</p> : null}
        <p className="application-row__meta">
          {application.student.email ? (
            <span>
              <EmailAddress email={application.student.email} />
            </span>
          ) : null}
          <span>Applied {formatCalendarDate(application.appliedDate) ?? '—'}</span>
        </p>
      </div>
      <div className="application-row__status">
        <ApplicationStatusBadge status={application.status} />
        <ApplicationUnreadSlot applicationId={application._id} />
      </div>
      <div className="application-row__actions action-row">
        <button
          type="button"
          id={viewButtonId(application._id)}
          className="button button--secondary button--small"
          onClick={onView}
        >
          View<span className="visually-hidden"> {name}&apos;s application</span>
        </button>
        {canMarkReviewing(application) ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onDecide('reviewing')}
          >
            Reviewing<span className="visually-hidden">: mark {name}&apos;s application as reviewing</span>
          </button>
        ) : null}
        {canDecide(application) ? (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={acceptBlocked !== null}
              aria-describedby={acceptBlocked?.noteId}
              onClick={() => onDecide('accepted')}
            >
              Accept<span className="visually-hidden"> {name}&apos;s application</span>
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => onDecide('rejected')}>
              Reject<span className="visually-hidden"> {name}&apos;s application</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
