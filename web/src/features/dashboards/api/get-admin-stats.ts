/**
 * `GET /users/dashboard/stats` for an admin (spec 2 §3 Dashboard stats (admin), §7): the platform's counts. Live: they
 * follow the `admin-overview` notices (accounts registered, confirmed, signed in, approved or deactivated; newsletter
 * subscriptions).
 */
import useSWR from 'swr';
import type { AdminDashboardStats } from '@stint/shared/admin/admin.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { DASHBOARD_STATS_PATH } from './get-employer-stats';
import { topics } from '@stint/shared/live/topics';

registerLiveKey(topics.adminOverview, DASHBOARD_STATS_PATH);

export type { AdminDashboardStats };

export function getAdminStats(): Promise<{ stats: AdminDashboardStats }> {
  return apiFetch<{ stats: AdminDashboardStats }>(DASHBOARD_STATS_PATH);
}

export function useAdminStats() {
  return useSWR(DASHBOARD_STATS_PATH, getAdminStats);
}
