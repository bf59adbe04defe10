/**
 * A card of the public list (spec 1 §2.7): logo placeholder, title, company (left out when signed out: the list says
 * once that signing in shows it), facts, the description clamped to 3 lines, up to 3 skills then '+N more', and the
 * deadline — or 'Positions filled' once every position is taken. The whole card opens the internship: a platform one
 * at /internships/{id}, an external one at its own address in a new tab.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { deadlineLabel, deadlineOf, isFilled } from './internship-format';
import { ChipList, DeadlineTag, FilledTag, InternshipCardFrame } from './internship-parts';
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
  const deadline = deadlineOf(internship);
  const deadlineText = deadline && !isExternal ? deadlineLabel(deadline, today) : null;
  const posted = formatCalendarDate(
    isExternal ? (internship.postedDate ?? internship.createdAt) : internship.createdAt,
  );

  return (
    <InternshipCardFrame
      internship={internship}
      titleId={titleId}
      title={
        isExternal ? (
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
        )
      }
      company={internship.company}
      save={
        // Saving is for Stint's own internships; an external listing lives on the job board.
        isExternal ? null : (
          <SaveButton
            className="internship-card__save"
            internship={internship}
            isStudent={isSignedIn ? isStudent : null}
            isBusy={isSaving}
            onToggle={onToggleSave}
            onSignInRequired={onSignInRequired}
          />
        )
      }
    >
      <p className="internship-card__description">{internship.description || 'No description available'}</p>

      <ChipList
        aria-label="Skills"
        items={internship.skills}
        itemKey={(skill) => skill}
        renderItem={(skill) => skill}
      />

      <div className="internship-card__footer split-row">
        {isExternal ? (
          <span className="source-tag">External{internship.url ? ' · opens in a new tab' : ''}</span>
        ) : isFilled(internship) ? (
          <FilledTag />
        ) : deadlineText ? (
          <DeadlineTag deadline={deadlineText} announce />
        ) : null}
        {posted ? <span className="internship-card__posted">Posted {posted}</span> : null}
      </div>
    </InternshipCardFrame>
  );
}
