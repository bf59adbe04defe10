/** `POST /at-risk-alerts/{id}/acknowledge`: hides the alert until its cause changes; the list loads again. */
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { AT_RISK_ALERTS_PATH } from './get-at-risk-alerts';

export async function acknowledgeAtRiskAlert(alertId: string): Promise<string | undefined> {
  const { message } = await apiRequest<{ id: string; acknowledged: true }>(
    `${AT_RISK_ALERTS_PATH}/${encodeURIComponent(alertId)}/acknowledge`,
    { method: 'POST', body: {} },
  );
  await mutate(AT_RISK_ALERTS_PATH).catch(() => {});
  return message;
}
