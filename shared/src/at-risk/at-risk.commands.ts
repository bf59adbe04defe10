import type { AtRiskAlert } from './at-risk.schemas';

/**
 * The university acknowledges one of its alerts as it stands now (`alert`, computed by the api from the read models;
 * the api answers 404 for an alert that is not the university's or not there). `at`: when, stamped by the server.
 */
export type AcknowledgeAtRiskAlert = {
  type: 'AcknowledgeAtRiskAlert';
  universityId: string;
  alert: Pick<AtRiskAlert, 'id' | 'studentId' | 'cause'>;
  at: string;
};

/** The weekly job records the week's mail before it sends it (docs/architecture.md §Workers); `week`: ISO week. */
export type RecordAtRiskDigest = {
  type: 'RecordAtRiskDigest';
  universityId: string;
  week: string;
  alertIds: string[];
  at: string;
};

export type AtRiskCommand = AcknowledgeAtRiskAlert | RecordAtRiskDigest;
