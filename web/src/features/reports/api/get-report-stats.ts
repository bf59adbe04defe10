/**
 * `GET /reports/student/stats` (spec 1 §2.17): the student's counts ('In Review' = submitted + under review, 'Needs
 * Revision' = rejected + requires revision).
 */
import type { ReportStats } from '@stint/shared/reports/reports.schemas';
import { liveRead } from '../../../lib/live-read';
import { topics } from '@stint/shared/live/topics';

export const REPORT_STATS_PATH = '/reports/student/stats';

export const useReportStats = liveRead<ReportStats>(REPORT_STATS_PATH, [topics.reports]);
