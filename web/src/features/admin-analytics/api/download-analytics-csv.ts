/**
 * `GET /admin/analytics.csv?range=`: the analytics as a CSV file, downloaded with the session's token
 * (lib/file-download.ts) under the name the server gives it.
 */
import type { AnalyticsRange } from '@stint/shared/analytics/analytics.constants';
import { apiRequest } from '../../../lib/api-client';
import { attachmentName, fetchApiFile, saveFile } from '../../../lib/file-download';

export async function downloadAnalyticsCsv(range: AnalyticsRange): Promise<string> {
  const response = await fetchApiFile(`/admin/analytics.csv?range=${range}`, {
    failure: 'The export could not be prepared.',
    // The shared client ends the session on a 401; asking it again lets it do so.
    onErrorResponse: (failed) =>
      failed.status === 401 ? apiRequest('/auth/me').catch(() => undefined) : Promise.resolve(),
  });
  const name = attachmentName(response) ?? `stint-analytics-${range}.csv`;
  saveFile(await response.blob(), name);
  return name;
}
