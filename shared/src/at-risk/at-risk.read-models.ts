/**
 * The at-risk read model (projector `at-risk-acknowledgements`): one document per alert a university acknowledged,
 * with the cause it acknowledged (the latest one). The alerts themselves are computed when asked (at-risk-alerts.ts).
 */
export type AtRiskAcknowledgementDocument = {
  /** `<universityId>:<alertId>`. */
  _id: string;
  universityId: string;
  alertId: string;
  studentId: string;
  cause: string;
  acknowledgedAt: string;
};

export const atRiskAcknowledgementsCollection = {
  name: 'at_risk_acknowledgements',
  indexes: ['universityId', 'studentId'],
};

export const atRiskAcknowledgementId = (universityId: string, alertId: string) => `${universityId}:${alertId}`;
