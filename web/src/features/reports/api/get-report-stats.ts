/**
 * `GET /reports/student/stats` (spec 1 §2.17): the student's counts ('In Review' = submitted + under review, 'Needs
 * Revision' = rejected + requires revision).
 */
import useSWR from 'swr';
import type { ReportStats } from '@stint/shared/reports/reports.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const REPORT_STATS_PATH = '/reports/student/stats';

registerLiveKey(topics.reports, REPORT_STATS_PATH);

export function getReportStats(): Promise<ReportStats> {
  return apiFetch<ReportStats>(REPORT_STATS_PATH);
}

export function useReportStats() {
  return useSWR(REPORT_STATS_PATH, getReportStats);
}
