/**
 * `GET /users/dashboard/stats` for an admin (spec 2 §3 Dashboard stats (admin), §7): the platform's counts. Live: they
 * follow the `admin-overview` notices (accounts registered, confirmed, signed in, approved or deactivated; newsletter
 * subscriptions).
 */
import type { AdminDashboardStats } from '@stint/shared/admin/admin.schemas';
import { liveRead } from '../../../lib/live-read';
import { DASHBOARD_STATS_PATH } from './get-employer-stats';
import { topics } from '@stint/shared/live/topics';

export type { AdminDashboardStats };

export const useAdminStats = liveRead<{ stats: AdminDashboardStats }>(DASHBOARD_STATS_PATH, [topics.adminOverview]);
