/**
 * `GET /university/{students,reports,logbooks}.csv` with the list's filters: the file is fetched with the session's
 * bearer token (a plain link cannot send it) and handed to the browser as a download.
 */
import { ApiError, getToken } from '../../../lib/api-client';

export type ExportName = 'students' | 'reports' | 'logbooks';

export async function downloadUniversityExport(name: ExportName, params: URLSearchParams): Promise<void> {
  const query = params.toString();
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1/university/${name}.csv${query ? `?${query}` : ''}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    throw new ApiError(response.status, message ?? 'The export could not be created. Please try again.', {
      isServerMessage: message !== null,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response) ?? `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function filenameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? null;
}
