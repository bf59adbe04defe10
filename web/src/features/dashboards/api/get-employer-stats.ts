/**
 * `GET /users/dashboard/stats` for an employer (spec 2 §7, docs/architecture.md §HTTP): the counts on the employer
 * dashboard.
 */
import useSWR from 'swr';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const DASHBOARD_STATS_PATH = '/users/dashboard/stats';

// The counts follow postings, status changes and every application.
registerLiveKey(topics.internships, DASHBOARD_STATS_PATH);
registerLiveKey(topics.applications, DASHBOARD_STATS_PATH);

export type EmployerStats = {
  totalInternships: number;
  activeInternships: number;
  totalApplications: number;
  pendingApplications: number;
  reviewingApplications: number;
  acceptedApplications: number;
  rejectedApplications: number;
};

export function getEmployerStats(): Promise<{ stats: EmployerStats }> {
  return apiFetch<{ stats: EmployerStats }>(DASHBOARD_STATS_PATH);
}

export function useEmployerStats() {
  return useSWR(DASHBOARD_STATS_PATH, getEmployerStats);
}
