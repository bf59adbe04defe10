/**
 * Placement approval (issue 17 item 4): where a student's university asks for it, an accepted placement waits for a
 * learning agreement the student fills in, the employer confirms and the university approves. Its statuses, limits
 * and messages, once for the api and the web.
 */
export const approvalStatuses = [
  'awaiting-agreement',
  'submitted',
  'confirmed',
  'changes-requested',
  'approved',
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** What each status is called on screen. */
export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  'awaiting-agreement': 'Awaiting learning agreement',
  submitted: 'Awaiting employer confirmation',
  confirmed: 'Awaiting university approval',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
};

export const SUPERVISOR_NAME_MAX = 200;
export const LEARNING_GOALS_MAX = 4000;
export const APPROVAL_COMMENT_MAX = 2000;

export const APPROVAL_NOT_FOUND = 'Placement approval not found';
/** Why a logbook entry or report is refused before approval (the decider's 409 and the student's screens). */
export const PLACEMENT_NOT_APPROVED =
  'Your placement is awaiting university approval: logbooks and reports open once your learning agreement is approved';
export const APPROVAL_NOT_REQUIRED = "This placement does not need your university's approval";
export const CHANGES_COMMENT_REQUIRED = 'Please say what should change in the learning agreement';
/** A step taken on a round the caller did not see last (someone moved the agreement on meanwhile). */
export const staleRoundMessage = (current: number) =>
  `The learning agreement has changed since you opened it (it is now at round ${current}); reload it and try again`;
