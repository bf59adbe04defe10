/**
 * `GET /users/dashboard/stats` for an employer (spec 2 §7, docs/architecture.md §HTTP): the counts on the employer
 * dashboard.
 */
import { liveRead } from '../../../lib/live-read';
import { topics } from '@stint/shared/live/topics';

export const DASHBOARD_STATS_PATH = '/users/dashboard/stats';

export type EmployerStats = {
  totalInternships: number;
  activeInternships: number;
  totalApplications: number;
  pendingApplications: number;
  reviewingApplications: number;
  acceptedApplications: number;
  rejectedApplications: number;
};

// The counts follow postings, status changes and every application.
export const useEmployerStats = liveRead<{ stats: EmployerStats }>(DASHBOARD_STATS_PATH, [
  topics.internships,
  topics.applications,
]);
