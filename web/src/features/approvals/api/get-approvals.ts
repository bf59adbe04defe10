/**
 * `GET /approvals`: the caller's placement approvals — a university's queue, an employer's interns', a student's own —
 * and `GET /approvals/{id}`: one placement's. Both live on the approvals topic, so a submission, a confirmation or a
 * decision shows on every open screen without a reload.
 */
import useSWR from 'swr';
import { topics } from '@stint/shared/live/topics';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { liveRead } from '../../../lib/live-read';

export const APPROVALS_PATH = '/approvals';
export const approvalPath = (applicationId: string) => `/approvals/${encodeURIComponent(applicationId)}`;

export const useApprovals = liveRead<{ approvals: PlacementApproval[] }>(APPROVALS_PATH, [topics.approvals]);

registerLiveKey(topics.approvals, (path) => path.startsWith('/approvals/') && path !== '/approvals/settings');

export function useApproval(applicationId: string | undefined) {
  return useSWR(applicationId ? approvalPath(applicationId) : null, (path: string) =>
    apiFetch<{ approval: PlacementApproval | null }>(path),
  );
}
