/** `GET /logbooks/student/stats` (spec 1 §2.16): the student's counts by status and the hours they logged. */
import type { LogbookStats } from '@stint/shared/logbooks/logbooks.schemas';
import { liveRead } from '../../../lib/live-read';
import { topics } from '@stint/shared/live/topics';

export const LOGBOOK_STATS_PATH = '/logbooks/student/stats';

export const useLogbookStats = liveRead<LogbookStats>(LOGBOOK_STATS_PATH, [topics.logbooks]);
