/**
 * `GET /admin/users.csv` with the list's filters: the file is fetched with the session's bearer token (a plain link
 * cannot send it) and handed to the browser as a download.
 */
import { ApiError, getToken } from '../../../lib/api-client';

export async function downloadUsersExport(params: URLSearchParams): Promise<void> {
  const query = params.toString();
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1/admin/users.csv${query ? `?${query}` : ''}`, {
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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `stint-users-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
