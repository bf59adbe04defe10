/**
 * The one HTTP client of the web app: calls `/api/v1`, unwraps the `{ success, message?, data }` envelope and turns
 * every failure (error envelope, non-2xx, network) into an `ApiError`.
 */

const API_BASE = '/api/v1';

/** Where the session token is kept (spec 1 §5: "The token is also kept under the key token"). */
export const TOKEN_STORAGE_KEY = 'token';

const TOKEN_CHANGE_EVENT = 'stint:token-change';

export type ApiFieldError = { path: string; message: string };

type Envelope<T> = { success: true; message?: string; data: T } | ErrorEnvelope;
type ErrorEnvelope = { success: false; message?: string; errors?: ApiFieldError[] };

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly errors: ApiFieldError[];
  /** True when `message` is the server's own text (screens prefer it over their fallback). */
  readonly isServerMessage: boolean;

  constructor(status: number, message: string, options: { errors?: ApiFieldError[]; isServerMessage?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = options.errors ?? [];
    this.isServerMessage = options.isServerMessage ?? false;
  }
}

/** The server's message when there is one, else the screen's own fallback (spec 1 §8: "server message, else …"). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isServerMessage ? error.message : fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; `FormData` is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Overrides the stored token; `null` sends no Authorization header. */
  token?: string | null;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * `false` keeps a 401 from ending the session (sign-out itself: its token may already be revoked). Default `true`.
   */
  handleUnauthorized?: boolean;
};

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as signed out
  }
}

/** Stores or clears the token and tells this tab's listeners (the `storage` event only reaches other tabs). */
export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {}
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

/** Calls `listener` when the token changes in this tab or another one; returns the unsubscribe function. */
export function subscribeToToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(TOKEN_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOKEN_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let onUnauthorized: (() => void) | null = null;

/**
 * Registers what a 401 on an authenticated call does (spec 1 §5: clear the session, go to /login). Only calls that
 * carried a token trigger it, so a failed sign-in shows its own message instead.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Calls the API and returns the envelope's `data`. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** Calls the API and returns `data` with the server's success `message` (for screens that show it). */
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ data: T; message: string | undefined }> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const token = options.token === undefined ? getToken() : options.token;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal, credentials: 'include' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }

  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope?.success === true) {
    return { data: envelope.data, message: envelope.message };
  }
  if (response.status === 401 && token && options.handleUnauthorized !== false) onUnauthorized?.();
  const serverMessage = envelope && typeof envelope.message === 'string' && envelope.message ? envelope.message : null;
  throw new ApiError(response.status, serverMessage ?? fallbackMessage(response.status), {
    errors: envelope && envelope.success === false && Array.isArray(envelope.errors) ? envelope.errors : [],
    isServerMessage: serverMessage !== null,
  });
}

/** The SWR fetcher: the key is the API path (e.g. `/internships?page=2`). */
export function fetcher<T>(key: string | readonly [string, ...unknown[]]): Promise<T> {
  return apiFetch<T>(typeof key === 'string' ? key : key[0]);
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  if (response.status === 204) return { success: true, data: undefined as T };
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

function fallbackMessage(status: number): string {
  if (status === 400) return 'Some of the information you entered is not valid.';
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 409) return 'This was changed by someone else. Refresh and try again.';
  if (status === 413) return 'The file is too large.';
  if (status === 415) return 'This file type is not supported.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'The request could not be completed. Please try again.';
}
