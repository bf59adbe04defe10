/**
 * What goes into a subscriber's weekly digest (pure, so the job, its tests and a preview agree): the ISO week a
 * digest belongs to, and which internships of the week a subscriber's interests cover.
 */
import { openPositions, type InternshipCategory } from '../internships/internships.constants';
import { DIGEST_LOOKBACK_DAYS, internshipCategoriesFor, type NewsletterCategory } from './newsletter.constants';

const DAY_MS = 86_400_000;

/** The ISO 8601 week of `date` in UTC, `YYYY-Www` (weeks start on Monday; strings sort in time order). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The earliest `createdAt` a digest sent at `now` covers. */
export function digestWindowStart(now: Date): string {
  return new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString();
}

export type DigestCandidate = {
  _id: string;
  category: InternshipCategory;
  createdAt: string;
  status: string;
  positions: number;
  acceptedCount: number;
};

/**
 * The ids of the active internships posted in the window whose category the subscriber's interests cover, newest
 * first, leaving out those already filled (they take no applications). `limit` bounds the list the digest names.
 */
export function selectDigestInternships(
  interests: readonly NewsletterCategory[],
  candidates: readonly DigestCandidate[],
  window: { from: string; to: string },
  limit: number,
): string[] {
  const covered = new Set<string>(internshipCategoriesFor(interests));
  return candidates
    .filter(
      (internship) =>
        internship.status === 'active' &&
        openPositions(internship.positions, internship.acceptedCount) > 0 &&
        covered.has(internship.category) &&
        internship.createdAt >= window.from &&
        internship.createdAt <= window.to,
    )
    .sort((a, b) => (a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : b.createdAt.localeCompare(a.createdAt)))
    .slice(0, limit)
    .map((internship) => internship._id);
}
