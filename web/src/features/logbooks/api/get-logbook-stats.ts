/** `GET /logbooks/student/stats` (spec 1 §2.16): the student's counts by status and the hours they logged. */
import useSWR from 'swr';
import type { LogbookStats } from '@stint/shared/logbooks/logbooks.schemas';
import { apiFetch } from '../../../lib/api-client';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export const LOGBOOK_STATS_PATH = '/logbooks/student/stats';

registerLiveKey(topics.logbooks, LOGBOOK_STATS_PATH);

export function getLogbookStats(): Promise<LogbookStats> {
  return apiFetch<LogbookStats>(LOGBOOK_STATS_PATH);
}

export function useLogbookStats() {
  return useSWR(LOGBOOK_STATS_PATH, getLogbookStats);
}
