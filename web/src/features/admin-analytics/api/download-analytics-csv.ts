/**
 * `GET /admin/analytics.csv?range=`: the analytics as a CSV file. A download link cannot carry the bearer token, so the
 * file is fetched with it and handed to the browser as a blob; a failure reads the server's JSON envelope.
 */
import type { AnalyticsRange } from '@stint/shared/analytics/analytics.constants';
import { ApiError, apiRequest, getToken } from '../../../lib/api-client';

export async function downloadAnalyticsCsv(range: AnalyticsRange): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1/admin/analytics.csv?range=${range}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    // The shared client ends the session on a 401; asking it again lets it do so.
    if (response.status === 401) await apiRequest('/auth/me').catch(() => undefined);
    const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof envelope?.message === 'string' ? envelope.message : null;
    throw new ApiError(response.status, message ?? 'The export could not be prepared.', {
      isServerMessage: message !== null,
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `stint-analytics-${range}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
