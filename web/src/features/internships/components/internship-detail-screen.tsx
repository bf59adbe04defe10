/**
 * Internship detail (spec 1 §2.8): back link, title, company (masked signed out), Save, the facts, the description and
 * lists, an Apply Now panel with the posted date and deadline (titled Applications Closed once it takes none, Your
 * Application for a student who applied), and the company and contact panels — locked with 'Sign In to View' for
 * visitors. Apply Now opens the apply screen for a student and 'Sign In Required' for a visitor; once every position is
 * filled, 'Positions filled' says why there is nothing to apply to. A failed load shows 'Error Loading Internship'
 * with Back to Internships.
 */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { BackLink } from '../../../components/back-link';
import { formatCalendarDate } from '../../../components/dates';
import { EmailAddress } from '../../../components/email-address';
import { LoadingPanel } from '../../../components/loading-panel';
import { StatusPage } from '../../../components/status-page';
import { ToastRegion } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInternship } from '../api/get-internship';
import { useReturnState } from '../hooks/use-return-state';
import { useSaveToggle } from '../hooks/use-save-toggle';
import { useToday } from '../hooks/use-today';
import { useViewer } from '../hooks/use-viewer';
import { InternshipFacts, InternshipSections } from './internship-details';
import {
  deadlineLabel,
  deadlineOf,
  internshipStatusLabels,
  isAcceptingApplications,
  isFilled,
  POSITIONS_FILLED,
} from './internship-format';
import { CompanyLogo, DeadlineTag, FilledTag } from './internship-parts';
import { SaveButton } from './save-button';
import { SignInRequiredModal } from './sign-in-required-modal';
import './internships.css';

/**
 * A student's Apply Now panel: the route shows their existing application in it when there is one (titled with
 * `panel`'s `title`), else `action` (the link to the apply screen, or why the internship takes no applications).
 * `panel` frames content as the panel, under its own title unless `title` is given.
 */
export type StudentApplySlot = (
  internship: Internship,
  action: ReactNode,
  panel: (content: ReactNode, title?: string) => ReactNode,
) => ReactNode;

export function InternshipDetailScreen({ renderStudentApply }: { renderStudentApply?: StudentApplySlot }) {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = useInternship(id);

  if (data) return <InternshipDetail internship={data.internship} renderStudentApply={renderStudentApply} />;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <InternshipLoadError
        message={notFound ? 'Internship not found' : errorMessage(error, 'Failed to fetch internship details')}
        onRetry={notFound ? null : () => void mutate()}
      />
    );
  }
  return (
    <main id="main" tabIndex={-1} className="page internship-page" aria-busy={isLoading}>
      <title>Internship · Stint</title>
      <div className="page__inner">
        <LoadingPanel text="Loading internship…" />
      </div>
    </main>
  );
}

/** Spec 1 §8: 'Error Loading Internship' with Back to Internships. */
export function InternshipLoadError({ message, onRetry }: { message: string; onRetry: (() => void) | null }) {
  return (
    <StatusPage
      title="Error Loading Internship"
      message={message}
      alert
      actions={
        <Link className="button button--primary" to="/internships">
          Back to Internships
        </Link>
      }
      onRetry={onRetry}
    />
  );
}

function InternshipDetail({
  internship,
  renderStudentApply,
}: {
  internship: Internship;
  renderStudentApply: StudentApplySlot | undefined;
}) {
  const viewer = useViewer();
  const today = useToday();
  const saving = useSaveToggle();
  const returnState = useReturnState();
  const [signInMessage, setSignInMessage] = useState<string | null>(null);
  const isExternal = internship.source === 'external';
  const deadline = deadlineOf(internship);
  const deadlineText = deadline ? deadlineLabel(deadline, today) : null;
  const isOpen = isAcceptingApplications(internship, today);
  const filled = isFilled(internship);
  const posted = formatCalendarDate(
    isExternal ? (internship.postedDate ?? internship.createdAt) : internship.createdAt,
  );

  const applyLink = (
    <Link
      className="button button--primary button--block"
      to={`/internships/${encodeURIComponent(internship._id)}/apply`}
    >
      Apply Now
    </Link>
  );

  const closedNote = filled ? (
    <div className="apply-panel__closed">
      <p className="apply-panel__note apply-panel__note--closed">{POSITIONS_FILLED}</p>
      <p className="apply-panel__note">
        Every position of this internship has been taken, so it is not taking applications.
      </p>
    </div>
  ) : (
    <p className="apply-panel__note apply-panel__note--closed">This internship is no longer accepting applications.</p>
  );

  let applyAction: ReactNode;
  if (isExternal) {
    applyAction = internship.url ? (
      <a
        className="button button--primary button--block"
        href={internship.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Apply on the job board
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    ) : (
      <p className="apply-panel__note">This listing has no application link.</p>
    );
  } else if (viewer.isStudent) {
    applyAction = isOpen ? applyLink : closedNote;
  } else if (!isOpen) {
    applyAction = closedNote;
  } else if (!viewer.isSignedIn) {
    applyAction = (
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => setSignInMessage('Sign in as a student to apply for this internship.')}
      >
        Apply Now
      </button>
    );
  } else {
    applyAction = <p className="apply-panel__note">Only student accounts can apply for internships.</p>;
  }

  /** The Apply Now panel: its title, the posted date and the deadline, then `content`. */
  const applyPanel = (content: ReactNode, title = isExternal || isOpen ? 'Apply Now' : 'Applications Closed') => (
    <section className="card apply-panel" aria-labelledby="apply-panel-title">
      <h2 id="apply-panel-title" className="card__title">
        {title}
      </h2>
      <dl className="facts facts--stack apply-panel__dates">
        {posted ? (
          <div>
            <dt>Posted</dt>
            <dd>{posted}</dd>
          </div>
        ) : null}
        {deadline ? (
          <div>
            <dt>Deadline</dt>
            <dd>
              {formatCalendarDate(deadline)}
              {deadlineText && !filled ? <DeadlineTag deadline={deadlineText} /> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {content}
    </section>
  );

  const employer = internship.employer;
  const companyName = employer?.companyName?.trim() || internship.company;
  const contactName = employer ? [employer.firstName, employer.lastName].filter(Boolean).join(' ').trim() : '';

  return (
    <main id="main" tabIndex={-1} className="page internship-page">
      <title>{`${internship.title} · Stint`}</title>
      <div className="page__inner">
        <BackLink to="/internships" label="Back to Internships" />

        <header className="internship-header">
          <CompanyLogo internship={internship} large />
          <div className="internship-header__text row-fill">
            <h1 className="internship-header__title">{internship.title}</h1>
            <p className="internship-header__company">
              {internship.company ?? <span className="masked-text">Sign in to see company</span>}
            </p>
            <div className="internship-header__tags cluster">
              {isExternal ? <span className="source-tag">External listing</span> : null}
              {internship.status !== 'active' ? (
                <span className="badge badge--warning">
                  {internshipStatusLabels[internship.status] ?? internship.status}
                </span>
              ) : null}
              {filled ? <FilledTag /> : null}
            </div>
          </div>
          {isExternal ? null : (
            <SaveButton
              className="internship-header__save"
              internship={internship}
              isStudent={viewer.isSignedIn ? viewer.isStudent : null}
              isBusy={saving.isBusy(internship._id)}
              onToggle={() => saving.toggle(internship._id)}
              onSignInRequired={() => setSignInMessage('Sign in as a student to save internships for later.')}
            />
          )}
        </header>

        <div className="split-layout">
          <div className="split-layout__column">
            <section className="card" aria-label="Key facts">
              <InternshipFacts internship={internship} />
            </section>
            <div className="card">
              <InternshipSections internship={internship} idPrefix="internship" />
            </div>
          </div>

          <aside className="split-layout__column" aria-label="Apply and contact">
            {viewer.isStudent && !isExternal && renderStudentApply
              ? // A student who applied sees their application whether or not the internship still takes new ones.
                renderStudentApply(internship, applyAction, applyPanel)
              : applyPanel(applyAction)}

            <section className="card info-panel" aria-labelledby="company-panel-title">
              <h2 id="company-panel-title" className="card__title">
                About the Company
              </h2>
              {!viewer.isSignedIn && !isExternal ? (
                <LockedPanel text="Sign in to see who is hiring and what they do." returnState={returnState} />
              ) : (
                <div className="info-panel__body">
                  <p className="info-panel__name">{companyName ?? 'Company'}</p>
                  {employer?.companyDescription ? <p>{employer.companyDescription}</p> : null}
                  {employer?.companyWebsite ? (
                    <p>
                      <a href={websiteHref(employer.companyWebsite)} target="_blank" rel="noopener noreferrer">
                        {employer.companyWebsite}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </p>
                  ) : null}
                  {isExternal ? <p className="muted">Listed on our partner job board.</p> : null}
                </div>
              )}
            </section>

            {isExternal ? null : (
              <section className="card info-panel" aria-labelledby="contact-panel-title">
                <h2 id="contact-panel-title" className="card__title">
                  Contact
                </h2>
                {!viewer.isSignedIn ? (
                  <LockedPanel text="Sign in to see the employer's contact details." returnState={returnState} />
                ) : employer ? (
                  <dl className="facts facts--stack">
                    {contactName ? (
                      <div>
                        <dt>Name</dt>
                        <dd>{contactName}</dd>
                      </div>
                    ) : null}
                    {employer.email ? (
                      <div>
                        <dt>Email</dt>
                        <dd>
                          <EmailAddress email={employer.email} link />
                        </dd>
                      </div>
                    ) : null}
                    {employer.phone ? (
                      <div>
                        <dt>Phone</dt>
                        <dd>
                          <a href={`tel:${employer.phone.replace(/[^\d+]/g, '')}`}>{employer.phone}</a>
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                ) : (
                  <p className="muted">The employer has not shared contact details.</p>
                )}
              </section>
            )}
          </aside>
        </div>
      </div>
      {signInMessage ? <SignInRequiredModal message={signInMessage} onClose={() => setSignInMessage(null)} /> : null}
      <ToastRegion />
    </main>
  );
}

function LockedPanel({ text, returnState }: { text: string; returnState: ReturnType<typeof useReturnState> }) {
  return (
    <div className="locked-panel">
      <svg
        className="locked-panel__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="locked-panel__text">{text}</p>
      <Link className="button button--secondary button--small" to="/login" state={returnState}>
        Sign In to View
      </Link>
    </div>
  );
}

/** A website typed without its scheme still opens as a website, never as a path of ours. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
