/**
 * `POST /logbooks/{id}/review`: the employer approves a submitted entry of their intern, or rejects it with a comment
 * (the api answers 400 'Please say why the entry is rejected' without one, and 409 once the entry has moved on).
 * Every page of the queue loads again afterwards.
 */
import { sendReviewDecision } from '../../../lib/review-decision';
import { EMPLOYER_LOGBOOK_PATH } from './get-employer-logbook';

export type LogbookDecision = 'approved' | 'rejected';

export function reviewLogbookEntry(entryId: string, status: LogbookDecision, comment: string) {
  return sendReviewDecision(`/logbooks/${encodeURIComponent(entryId)}`, { status, comment }, EMPLOYER_LOGBOOK_PATH);
}
