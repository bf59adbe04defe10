/**
 * A card of the student's internship browser (spec 1 §2.14): at most 3 requirements, plus '+N more', each in full (a
 * long one wraps inside its chip: cut at 20 characters they read badly, issue 18); the deadline label; Details and
 * Apply, or View Application once the student has applied. Once every position is filled, 'Positions filled' takes
 * the place of Apply (and of the deadline, which no longer applies).
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { deadlineLabel, deadlineOf, isAcceptingApplications, isFilled, POSITIONS_FILLED } from './internship-format';
import { ChipList, DeadlineTag, FilledTag, InternshipCardFrame } from './internship-parts';
import { SaveButton } from './save-button';

export type ExistingApplication = { applicationId: string; statusLabel: string };

export function StudentInternshipCard({
  internship,
  today,
  application,
  isSaving,
  onToggleSave,
  onOpen,
}: {
  internship: Internship;
  today: Date;
  application: ExistingApplication | undefined;
  isSaving: boolean;
  onToggleSave: () => void;
  onOpen: (tab: 'details' | 'apply') => void;
}) {
  const titleId = useId();
  const deadline = deadlineOf(internship);
  const deadlineText = deadline ? deadlineLabel(deadline, today) : null;
  const isOpen = isAcceptingApplications(internship, today);
  const filled = isFilled(internship);

  return (
    <InternshipCardFrame
      internship={internship}
      titleId={titleId}
      title={internship.title}
      company={internship.company ?? 'Company'}
      save={
        <SaveButton
          className="internship-card__save"
          internship={internship}
          isStudent
          isBusy={isSaving}
          onToggle={onToggleSave}
          onSignInRequired={onToggleSave}
        />
      }
    >
      {internship.requirements.length > 0 ? (
        <div className="requirement-list">
          <p className="requirement-list__label" id={`${titleId}-requirements`}>
            Requirements
          </p>
          <ChipList
            aria-labelledby={`${titleId}-requirements`}
            items={internship.requirements}
            itemKey={(requirement, index) => `${index}-${requirement}`}
            renderItem={(requirement) => requirement}
          />
        </div>
      ) : null}

      <div className="internship-card__footer split-row">
        {filled ? (
          // Without an application the notice stands where Apply would be; with one, it goes here.
          application ? (
            <FilledTag />
          ) : null
        ) : deadlineText ? (
          <DeadlineTag deadline={deadlineText} announce />
        ) : null}
        {application ? <span className="applied-tag">Applied · {application.statusLabel}</span> : null}
      </div>

      <div className="internship-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={() => onOpen('details')}>
          Details<span className="visually-hidden"> of {internship.title}</span>
        </button>
        {application ? (
          <Link
            className="button button--primary button--small"
            to={`/student/applications/${encodeURIComponent(application.applicationId)}`}
          >
            View Application<span className="visually-hidden"> for {internship.title}</span>
          </Link>
        ) : isOpen ? (
          <button type="button" className="button button--primary button--small" onClick={() => onOpen('apply')}>
            Apply<span className="visually-hidden"> for {internship.title}</span>
          </button>
        ) : (
          <span className="internship-card__closed">{filled ? POSITIONS_FILLED : 'Applications closed'}</span>
        )}
      </div>
    </InternshipCardFrame>
  );
}
