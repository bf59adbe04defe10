/**
 * Maps every error to the JSON envelope (docs/architecture.md §HTTP). Bad input is a 4xx with a clear message, never a
 * 500.
 */
import type { ErrorRequestHandler, Response } from 'express';
import { DomainError, NotReadyYetError, type FieldError } from '@stint/shared';
import { PersonErasedError } from '@stint/shared/infra/crypto/personal-data';
import { ConcurrencyError } from '@stint/shared/infra/event-store/event-store.port';
import type { Logger } from '@stint/shared/infra/logger';
import { ZodError, type z } from 'zod';

export function sendError(res: Response, status: number, message: string, errors?: FieldError[]): void {
  res.status(status).json(errors?.length ? { success: false, message, errors } : { success: false, message });
}

export function fieldErrors(error: ZodError | z.core.$ZodError, prefix: string[] = []): FieldError[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

type HttpParserError = Error & { type?: string; status?: number; expose?: boolean };

/** Connection failures of PostgreSQL (SQLSTATE class 08, shutdowns 57P01–57P03) and of the network under any client. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * A store or Redis that is away (restarting, failing over): the same request may well succeed in a moment, so it is a
 * 503 with Retry-After rather than a 500. Commands are idempotent under their Idempotency-Key, so a retry is safe.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  const code = String((error as NodeJS.ErrnoException).code ?? '');
  if (OUTAGE_CODES.has(code) || code.startsWith('08')) return true;
  return /^(Connection is closed\.|Stream isn't writeable)/.test(error.message);
}

export const OUTAGE_MESSAGE = 'Stint is briefly unavailable. Please try again in a moment.';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof NotReadyYetError) res.set('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof DomainError) return sendError(res, error.status, error.message, error.errors);
    // Someone tried to store something new about a person who deleted their account (docs/architecture.md
    // §Personal data).
    if (error instanceof PersonErasedError) return sendError(res, 409, 'This person has deleted their account.');
    if (error instanceof ConcurrencyError) {
      return sendError(res, 409, 'This record was changed at the same moment by someone else. Please try again.');
    }
    if (error instanceof ZodError) {
      const errors = fieldErrors(error);
      return sendError(res, 400, errors[0]?.message ?? 'Invalid request', errors);
    }
    // The router could not decode a path segment (`/internships/%E0%A4%A`).
    if (error instanceof URIError) return sendError(res, 400, 'The address is not valid: it has a malformed %-escape');
    const parserError = error as HttpParserError;
    if (parserError.type === 'entity.parse.failed') return sendError(res, 400, 'The request body is not valid JSON');
    if (parserError.type === 'entity.too.large') return sendError(res, 413, 'The request body is too large');
    if (parserError.expose && parserError.status && parserError.status < 500) {
      return sendError(res, parserError.status, parserError.message);
    }
    if (isOutage(error)) {
      logger.warn({ err: error, reqId: req.id, method: req.method, url: req.originalUrl }, 'a store is unavailable');
      res.set('Retry-After', '5');
      return sendError(res, 503, OUTAGE_MESSAGE);
    }
    const reference = String(req.id ?? 'unknown');
    logger.error({ err: error, reqId: reference, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, `Something went wrong on our side (reference ${reference}). Please try again.`);
  };
}
