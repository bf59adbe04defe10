/**
 * `POST /reports/{id}/review`: an admin takes a submitted report into review, or approves, rejects or sends back for
 * revision a submitted or under-review one. Rejecting and asking for revision need a comment (a 400 without one); a
 * 409 says the report has moved on meanwhile. Every page of the admin's list loads again afterwards.
 */
import type { ReportReviewDecision } from '@stint/shared/reports/reports.constants';
import { sendReviewDecision } from '../../../lib/review-decision';
import { ADMIN_REPORTS_PATH } from './get-admin-reports';

export function reviewReport(reportId: string, status: ReportReviewDecision, comment: string) {
  return sendReviewDecision(`/reports/${encodeURIComponent(reportId)}`, { status, comment }, ADMIN_REPORTS_PATH);
}
