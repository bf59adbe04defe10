/**
 * `GET /admin/analytics?range=`: the admin's analytics over 7 days, 30 days, 90 days (per day) or a year (per week),
 * kept by the `analytics` projection; every change it counts revalidates the screen.
 */
import useSWR from 'swr';
import type { AnalyticsRange } from '@stint/shared/analytics/analytics.constants';
import type { AdminAnalytics } from '@stint/shared/analytics/analytics.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const ADMIN_ANALYTICS_PATH = '/admin/analytics';

registerLiveKey(topics.analytics, ADMIN_ANALYTICS_PATH);

export const adminAnalyticsKey = (range: AnalyticsRange) => `${ADMIN_ANALYTICS_PATH}?range=${range}`;

export function useAdminAnalytics(range: AnalyticsRange) {
  // The previous range stays on screen while the next one loads.
  return useSWR(adminAnalyticsKey(range), (key: string) => apiFetch<AdminAnalytics>(key), { keepPreviousData: true });
}
