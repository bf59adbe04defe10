import type { Placement } from '../placements/placements';
import type { LogbookFacts } from './logbooks.events';

/** `today` is the server's calendar date (YYYY-MM-DD), the only clock the decider sees. */
export type CreateLogbookEntry = LogbookFacts & {
  type: 'CreateLogbookEntry';
  entryId: string;
  placement: Placement;
  today: string;
};
export type EditLogbookEntry = LogbookFacts & { type: 'EditLogbookEntry'; studentId: string };
export type SubmitLogbookEntry = { type: 'SubmitLogbookEntry'; studentId: string };
export type ReviewLogbookEntry = {
  type: 'ReviewLogbookEntry';
  employerId: string;
  decision: 'approved' | 'rejected';
  comment?: string;
};
/** Sent by the reminder job: `horizon` is the last due date that counts as due soon. */
export type RemindLogbookEntry = { type: 'RemindLogbookEntry'; today: string; horizon: string };

export type LogbookCommand =
  CreateLogbookEntry | EditLogbookEntry | SubmitLogbookEntry | ReviewLogbookEntry | RemindLogbookEntry;
