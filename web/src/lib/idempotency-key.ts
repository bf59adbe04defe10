/**
 * An `Idempotency-Key` for one submission of a form that creates something: a retry with the same key (a double click,
 * an answer lost on the way back) is answered with what the first attempt did instead of creating a second item.
 */
import { apiRequest, type ApiRequestOptions } from './api-client';

export function newIdempotencyKey(prefix = 'form'): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A POST that creates something, sent with its submission's key so that a retry cannot create it twice. */
export function postOnce<T>(path: string, body: ApiRequestOptions['body'], idempotencyKey: string) {
  return apiRequest<T>(path, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
