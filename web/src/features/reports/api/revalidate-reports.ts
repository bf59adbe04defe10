/**
 * After the student saved, revised or submitted a report: the list and the counts load again at once (the live notice
 * would do it too; this does not wait for it).
 */
import { mutate } from 'swr';
import { REPORT_STATS_PATH } from './get-report-stats';
import { revalidateMyReports } from './get-my-reports';

export function revalidateReports(): Promise<unknown> {
  return Promise.all([revalidateMyReports(), mutate(REPORT_STATS_PATH)]).catch(() => {});
}
