/**
 * A card of the student's internship browser (spec 1 §2.14): at most 3 requirements, each cut at 20 characters, plus
 * '+N more'; the deadline label; Details and Apply, or View Application once the student has applied.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import {
  clipText,
  deadlineLabel,
  deadlineOf,
  firstItems,
  isAcceptingApplications,
  logoInitials,
  stipendLabel,
  placeLabels,
} from './internship-format';
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
  const { shown, more } = firstItems(internship.requirements);
  const deadline = deadlineOf(internship);
  const deadlineText = deadline ? deadlineLabel(deadline, today) : null;
  const stipend = stipendLabel(internship);
  const isOpen = isAcceptingApplications(internship, today);

  return (
    <li className="internship-card">
      <article className="internship-card__body" aria-labelledby={titleId}>
        <div className="internship-card__top">
          <span className="company-logo" aria-hidden="true">
            {logoInitials(internship.company ?? internship.title)}
          </span>
          <div className="internship-card__heading">
            <h3 className="internship-card__title" id={titleId}>
              {internship.title}
            </h3>
            <p className="internship-card__company">{internship.company ?? 'Company'}</p>
          </div>
          <SaveButton
            className="internship-card__save"
            internship={internship}
            isStudent
            isBusy={isSaving}
            onToggle={onToggleSave}
            onSignInRequired={onToggleSave}
          />
        </div>

        <ul className="fact-list" aria-label="Key facts">
          {placeLabels(internship).map((label) => (
            <li key={label}>{label}</li>
          ))}
          {stipend ? <li>{stipend}</li> : null}
          {internship.duration ? <li>{internship.duration}</li> : null}
        </ul>

        {shown.length > 0 ? (
          <div className="requirement-list">
            <p className="requirement-list__label" id={`${titleId}-requirements`}>
              Requirements
            </p>
            <ul className="skill-list" aria-labelledby={`${titleId}-requirements`}>
              {shown.map((requirement, index) => (
                <li key={`${index}-${requirement}`} className="skill-list__item">
                  <span aria-hidden="true">{clipText(requirement, 20)}</span>
                  <span className="visually-hidden">{requirement}</span>
                </li>
              ))}
              {more > 0 ? <li className="skill-list__item skill-list__item--more">+{more} more</li> : null}
            </ul>
          </div>
        ) : null}

        <div className="internship-card__footer">
          {deadlineText ? (
            <span className={`deadline-tag deadline-tag--${deadlineText.tone}`}>
              <span className="visually-hidden">Application deadline: </span>
              {deadlineText.label}
            </span>
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
            <span className="internship-card__closed">Applications closed</span>
          )}
        </div>
      </article>
    </li>
  );
}
