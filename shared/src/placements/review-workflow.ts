/**
 * The rules logbook entries and reports follow alike; each decider applies them with its own messages (spec 1 §4).
 * Only the student who wrote an item may rewrite or submit it, and to anyone else it does not exist; a reviewer's
 * comment counts only once trimmed, and a negative decision needs one; a draft due soon gets one reminder. What
 * differs stays in the deciders: who reviews (the employer for an entry, any admin for a report), the statuses a
 * review moves between, and what may be rewritten.
 */
import { NotFoundError, ValidationError } from '../errors';
import type { PlacementIds } from './placement-lookups.read-models';
import { isAcceptedPlacement, type Placement } from './placements';

/**
 * The ids a new item records of its placement, in the order its created event lists them; a placement that is not
 * accepted fails with `message` on the internship field.
 */
export function acceptedPlacementIds(placement: Placement, message: string): PlacementIds {
  if (!isAcceptedPlacement(placement)) throw new ValidationError(message, [{ path: 'internship', message }]);
  const { studentId, internshipId, applicationId, employerId } = placement;
  return { studentId, internshipId, applicationId, employerId };
}

/** Someone else's item, to the student asking: it does not exist (a 404 with `notFound`, never a 403). */
export function assertOwnedBy(item: { studentId: string }, studentId: string, notFound: string): void {
  if (item.studentId !== studentId) throw new NotFoundError(notFound);
}

/** A reviewer's comment without its surrounding blanks, as `{ comment }` to spread into an event; nothing when blank. */
export function optionalComment(comment: string | undefined): { comment?: string } {
  const trimmed = comment?.trim();
  return trimmed ? { comment: trimmed } : {};
}

/** The comment a negative decision needs, trimmed; blank, it fails with `message` on the comment field. */
export function requiredComment(comment: string | undefined, message: string): string {
  const trimmed = comment?.trim();
  if (!trimmed) throw new ValidationError(message, [{ path: 'comment', message }]);
  return trimmed;
}

/** Whether a draft gets its one reminder: not reminded yet, and due from `today` up to `horizon` (both inclusive). */
export function isDueForReminder(
  item: { status: string; isReminded: boolean; dueDate: string },
  today: string,
  horizon: string,
): boolean {
  return item.status === 'draft' && !item.isReminded && item.dueDate >= today && item.dueDate <= horizon;
}
