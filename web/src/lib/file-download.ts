/**
 * Files the api serves (CSV exports, certificates): a download link cannot carry the session's bearer token, so the file is fetched
 * with it and handed to the browser from an object URL. A failure reads the server's JSON envelope, so the person sees
 * the server's message when there is one.
 */
import { ApiError, getToken } from './api-client';

/** `GET /api/v1{path}` with the bearer token; a network failure or an error answer throws an `ApiError`. */
export async function fetchApiFile(
  path: string,
  {
    failure,
    onErrorResponse,
    accept = 'text/csv',
  }: {
    /** The message when the server gave none. */
    failure: string;
    /** Runs before the error is thrown (the analytics export lets the client end a dead session on a 401). */
    onErrorResponse?: (response: Response) => Promise<unknown>;
    /** The type asked for (a certificate is `application/pdf`). */
    accept?: string;
  },
): Promise<Response> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    await onErrorResponse?.(response);
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    throw new ApiError(response.status, message ?? failure, { isServerMessage: message !== null });
  }
  return response;
}

/** The file name the server gave in `Content-Disposition`, if any. */
export function attachmentName(response: Response): string | null {
  return /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
}

/** Hands a file to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
