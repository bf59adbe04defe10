/**
 * `GET /applications/stats` (spec 1 §2.13–§2.15, §7): the student's total, pending, accepted and rejected counts, on
 * the dashboard's overview and the applications screen (one cache entry).
 */
import { liveRead } from './live-read';
import { topics } from '@stint/shared/live/topics';

export const APPLICATION_STATS_PATH = '/applications/stats';

export type ApplicationStats = {
  totalApplications: number;
  acceptedApplications: number;
  /** Pending and under review. */
  pendingApplications: number;
  rejectedApplications: number;
};

export const useApplicationStats = liveRead<ApplicationStats>(APPLICATION_STATS_PATH, [topics.applications]);
