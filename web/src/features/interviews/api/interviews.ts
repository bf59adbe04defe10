/**
 * Interviews over the api: an application's interview (`GET /applications/{id}/interview`, null while none was
 * proposed), the signed-in person's upcoming ones, and the four actions. Live: an `interviews` notice — proposed,
 * picked, rescheduled or cancelled on either side — reloads both keys.
 */
import useSWR, { mutate } from 'swr';
import type { Interview } from '@stint/shared/interviews/interviews.schemas';
import { topics } from '@stint/shared/live/topics';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { postOnce } from '../../../lib/idempotency-key';
import { registerLiveKey } from '../../../lib/live';

export const UPCOMING_INTERVIEWS_PATH = '/interviews/upcoming';
export const interviewPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}/interview`;
const isInterviewPath = (path: string) => /^\/applications\/[^/]+\/interview$/.test(path);

registerLiveKey(topics.interviews, isInterviewPath);
registerLiveKey(topics.interviews, UPCOMING_INTERVIEWS_PATH);

export function useInterview(applicationId: string | null) {
  return useSWR<Interview | null>(
    applicationId ? interviewPath(applicationId) : null,
    async (path: string) => (await apiFetch<{ interview: Interview | null }>(path)).interview,
  );
}

export function useUpcomingInterviews() {
  return useSWR<Interview[]>(
    UPCOMING_INTERVIEWS_PATH,
    async (path: string) => (await apiFetch<{ interviews: Interview[] }>(path)).interviews,
  );
}

export type SlotInput = { start: string; end: string };

async function settled(applicationId: string, request: Promise<{ message: string | undefined }>) {
  const { message } = await request;
  await Promise.all([mutate(interviewPath(applicationId)), mutate(UPCOMING_INTERVIEWS_PATH)]);
  return message;
}

export const proposeInterview = (applicationId: string, timeZone: string, slots: SlotInput[], key: string) =>
  settled(applicationId, postOnce(interviewPath(applicationId), { timeZone, slots }, key));

export const rescheduleInterview = (applicationId: string, timeZone: string, slots: SlotInput[]) =>
  settled(applicationId, apiRequest(interviewPath(applicationId), { method: 'PUT', body: { timeZone, slots } }));

export const pickInterviewSlot = (applicationId: string, slotId: string) =>
  settled(applicationId, apiRequest(`${interviewPath(applicationId)}/pick`, { method: 'POST', body: { slotId } }));

export const cancelInterview = (applicationId: string) =>
  settled(applicationId, apiRequest(`${interviewPath(applicationId)}/cancel`, { method: 'POST', body: {} }));
