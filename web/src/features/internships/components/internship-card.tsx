/**
 * A card of the public list (spec 1 §2.7): logo placeholder with up to 2 initials, title, company (masked when signed
 * out), facts, the description clamped to 3 lines and up to 3 skills then '+N more'. The whole card opens the
 * internship: a platform one at /internships/{id}, an external one at its own address in a new tab.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { deadlineLabel, deadlineOf, firstItems, logoInitials, stipendLabel, placeLabels } from './internship-format';
import { SaveButton } from './save-button';

export function InternshipCard({
  internship,
  today,
  isStudent,
  isSignedIn,
  isSaving,
  onToggleSave,
  onSignInRequired,
}: {
  internship: Internship;
  today: Date;
  isStudent: boolean;
  isSignedIn: boolean;
  isSaving: boolean;
  onToggleSave: () => void;
  onSignInRequired: () => void;
}) {
  const titleId = useId();
  const isExternal = internship.source === 'external';
  const { shown, more } = firstItems(internship.skills);
  const stipend = stipendLabel(internship);
  const deadline = deadlineOf(internship);
  const deadlineText = deadline && !isExternal ? deadlineLabel(deadline, today) : null;
  const posted = formatCalendarDate(
    isExternal ? (internship.postedDate ?? internship.createdAt) : internship.createdAt,
  );

  return (
    <li className="internship-card">
      <article className="internship-card__body" aria-labelledby={titleId}>
        <div className="internship-card__top">
          <span className="company-logo" aria-hidden="true">
            {logoInitials(internship.company ?? internship.title)}
          </span>
          <div className="internship-card__heading">
            <h3 className="internship-card__title" id={titleId}>
              {isExternal ? (
                internship.url ? (
                  <a className="internship-card__link" href={internship.url} target="_blank" rel="noopener noreferrer">
                    {internship.title}
                    <span className="visually-hidden"> (opens the job board in a new tab)</span>
                  </a>
                ) : (
                  internship.title
                )
              ) : (
                <Link className="internship-card__link" to={`/internships/${encodeURIComponent(internship._id)}`}>
                  {internship.title}
                </Link>
              )}
            </h3>
            <p className="internship-card__company">
              {internship.company ?? <span className="masked-text">Sign in to see company</span>}
            </p>
          </div>
          {/* Saving is for Stint's own internships; an external listing lives on the job board. */}
          {isExternal ? null : (
            <SaveButton
              className="internship-card__save"
              internship={internship}
              isStudent={isSignedIn ? isStudent : null}
              isBusy={isSaving}
              onToggle={onToggleSave}
              onSignInRequired={onSignInRequired}
            />
          )}
        </div>

        <ul className="fact-list" aria-label="Key facts">
          {placeLabels(internship).map((label) => (
            <li key={label}>{label}</li>
          ))}
          {stipend ? <li>{stipend}</li> : null}
          {internship.duration ? <li>{internship.duration}</li> : null}
        </ul>

        <p className="internship-card__description">{internship.description || 'No description available'}</p>

        {shown.length > 0 ? (
          <ul className="skill-list" aria-label="Skills">
            {shown.map((skill) => (
              <li key={skill} className="skill-list__item">
                {skill}
              </li>
            ))}
            {more > 0 ? <li className="skill-list__item skill-list__item--more">+{more} more</li> : null}
          </ul>
        ) : null}

        <div className="internship-card__footer">
          {isExternal ? (
            <span className="source-tag">External{internship.url ? ' · opens in a new tab' : ''}</span>
          ) : deadlineText ? (
            <span className={`deadline-tag deadline-tag--${deadlineText.tone}`}>
              <span className="visually-hidden">Application deadline: </span>
              {deadlineText.label}
            </span>
          ) : null}
          {posted ? <span className="internship-card__posted">Posted {posted}</span> : null}
        </div>
      </article>
    </li>
  );
}
