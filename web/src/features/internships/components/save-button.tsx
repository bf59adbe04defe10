/**
 * The Save (bookmark) toggle of an internship (spec 1 §2.7, §2.8, §4). Signed out it asks the visitor to sign in;
 * a student saves or unsaves; other roles do not see it.
 */
import type { Internship } from '@stint/shared/internships/internships.schemas';

export function SaveButton({
  internship,
  isStudent,
  isBusy,
  onToggle,
  onSignInRequired,
  className,
}: {
  internship: Pick<Internship, '_id' | 'title' | 'isBookmarked'>;
  /** Signed in as a student. */
  isStudent: boolean | null;
  isBusy: boolean;
  onToggle: () => void;
  onSignInRequired: () => void;
  className?: string;
}) {
  if (isStudent === false) return null;
  const isSaved = Boolean(internship.isBookmarked);
  return (
    <button
      type="button"
      className={['save-button', isSaved ? 'save-button--saved' : '', className ?? ''].filter(Boolean).join(' ')}
      onClick={isStudent ? onToggle : onSignInRequired}
      disabled={isBusy}
      aria-pressed={isStudent ? isSaved : undefined}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M6 3.5h12a1 1 0 0 1 1 1v16l-7-4.5-7 4.5v-16a1 1 0 0 1 1-1z"
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {isSaved ? 'Saved' : 'Save'}
        <span className="visually-hidden"> {internship.title}</span>
      </span>
    </button>
  );
}
