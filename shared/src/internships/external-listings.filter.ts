/**
 * Spec 1 §5 External listing filter, pure: which job-board listings are internship-like. Terms match whole
 * words only ('intern' is not in 'internal' or 'international'), in any case, and a space or hyphen inside a
 * term matches a space, a hyphen, an underscore or nothing ('entry level' = 'Entry-Level', 'full-time' =
 * 'full time' = 'fulltime').
 */
import {
  INTERN_LIKE_EMPLOYMENT_TYPES,
  INTERN_LIKE_SENIORITIES,
  INTERN_LIKE_TERMS,
  SENIOR_TERMS,
} from './external-listings.constants';

/** The board's fields the rules read, already sanitised; missing ones are null (or empty). */
export type ListingSignals = {
  title: string | null;
  summary: string | null;
  keywords: readonly string[];
  seniority: string | null;
  employmentType: string | null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function termPattern(term: string): string {
  return term
    .trim()
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s_-]*');
}

/** One regular expression per list: a term with neither a letter nor a digit right before or after it. */
function wordsMatcher(terms: readonly string[]): (text: string) => boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(termPattern).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  return (text) => pattern.test(text);
}

export const hasInternLikeTerm = wordsMatcher(INTERN_LIKE_TERMS);
export const hasSeniorTerm = wordsMatcher(SENIOR_TERMS);
const isInternLikeSeniority = wordsMatcher(INTERN_LIKE_SENIORITIES);
const isInternLikeEmploymentType = wordsMatcher(INTERN_LIKE_EMPLOYMENT_TYPES);

/** Keywords are joined with a separator no term spans, so 'entry' and 'level' in two keywords stay apart. */
function searchedText(signals: ListingSignals): string {
  return [signals.title, signals.summary, ...signals.keywords, signals.seniority, signals.employmentType]
    .filter((text): text is string => typeof text === 'string' && text.length > 0)
    .join(' | ');
}

/**
 * Kept when the fields hold an intern-like term, or the seniority is entry, junior or student, or the
 * employment type is intern, temporary or part-time; and, in every case, no senior term appears in them.
 */
export function isInternshipLike(signals: ListingSignals): boolean {
  const text = searchedText(signals);
  if (hasSeniorTerm(text)) return false;
  return (
    hasInternLikeTerm(text) ||
    (signals.seniority !== null && isInternLikeSeniority(signals.seniority)) ||
    (signals.employmentType !== null && isInternLikeEmploymentType(signals.employmentType))
  );
}
