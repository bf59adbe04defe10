/** `GET` / `PUT /approvals/settings`: whether the university's students' placements need its approval (issue 17 item 4). */
import useSWR, { mutate } from 'swr';
import type { ApprovalSetting } from '@stint/shared/approvals/approvals.schemas';
import { apiFetch, apiRequest } from '../../../lib/api-client';

export const APPROVAL_SETTING_PATH = '/approvals/settings';

export function useApprovalSetting() {
  return useSWR(APPROVAL_SETTING_PATH, (path: string) => apiFetch<ApprovalSetting>(path));
}

export async function saveApprovalSetting(setting: ApprovalSetting): Promise<string | undefined> {
  const { data, message } = await apiRequest<ApprovalSetting>(APPROVAL_SETTING_PATH, { method: 'PUT', body: setting });
  await mutate(APPROVAL_SETTING_PATH, data, { revalidate: false });
  return message;
}
