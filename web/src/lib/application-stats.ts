/**
 * `GET /applications/stats` (spec 1 §2.13–§2.15, §7): the student's total, pending, accepted and rejected counts, on
 * the dashboard's overview and the applications screen (one cache entry).
 */
import useSWR from 'swr';
import { apiFetch } from './api-client';
import { registerLiveKey } from './live';
import { topics } from '@stint/shared/live/topics';

export const APPLICATION_STATS_PATH = '/applications/stats';

registerLiveKey(topics.applications, APPLICATION_STATS_PATH);

export type ApplicationStats = {
  totalApplications: number;
  acceptedApplications: number;
  /** Pending and under review. */
  pendingApplications: number;
  rejectedApplications: number;
};

export function useApplicationStats() {
  return useSWR(APPLICATION_STATS_PATH, (path: string) => apiFetch<ApplicationStats>(path));
}
