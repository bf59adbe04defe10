import type { Placement } from '../placements/placements';
import type { ReportReviewDecision } from './reports.constants';
import type { ReportFacts } from './reports.events';

/** `today` is the server's calendar date (YYYY-MM-DD), the only clock the decider sees. */
export type CreateReport = ReportFacts & {
  type: 'CreateReport';
  reportId: string;
  placement: Placement;
  today: string;
};
export type ReviseReport = ReportFacts & { type: 'ReviseReport'; studentId: string };
export type SubmitReport = { type: 'SubmitReport'; studentId: string; today: string };
export type ReviewReport = { type: 'ReviewReport'; decision: ReportReviewDecision; comment?: string };
/** Sent by the reminder job: `horizon` is the last due date that counts as due soon. */
export type RemindReport = { type: 'RemindReport'; today: string; horizon: string };

export type ReportCommand = CreateReport | ReviseReport | SubmitReport | ReviewReport | RemindReport;
