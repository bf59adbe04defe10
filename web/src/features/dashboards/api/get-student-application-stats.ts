/** `GET /applications/stats` (spec 1 §2.13): the student's application counts for the dashboard's overview cards. */
import useSWR from 'swr';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

const STATS_PATH = '/applications/stats';

registerLiveKey(topics.applications, STATS_PATH);

export type StudentApplicationStats = {
  totalApplications: number;
  acceptedApplications: number;
  pendingApplications: number;
  rejectedApplications: number;
};

export function getStudentApplicationStats(): Promise<StudentApplicationStats> {
  return apiFetch<StudentApplicationStats>(STATS_PATH);
}

export function useStudentApplicationStats() {
  return useSWR(STATS_PATH, getStudentApplicationStats);
}
