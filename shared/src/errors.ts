/**
 * Domain errors: a rule that fails throws one of these; the api maps each to its HTTP status and the JSON
 * envelope. `message` is what the person reads, so it is the spec's text where the spec has one.
 */
export type FieldError = { path: string; message: string };

export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  readonly status = 400;
}
export class UnauthorizedError extends DomainError {
  override readonly name = 'UnauthorizedError';
  readonly status = 401;
}
export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
  readonly status = 403;
}
/** Missing, and also another person's object: the two are indistinguishable from outside. */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
}
/** A conflict or an invalid transition. */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
  readonly status = 409;
}
export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError';
  readonly status = 413;
}
export class UnsupportedMediaTypeError extends DomainError {
  override readonly name = 'UnsupportedMediaTypeError';
  readonly status = 415;
}
/** Well-formed but not processable as sent: an Idempotency-Key already used for a different request. */
export class UnprocessableError extends DomainError {
  override readonly name = 'UnprocessableError';
  readonly status = 422;
}
export class RateLimitedError extends DomainError {
  override readonly name = 'RateLimitedError';
  readonly status = 429;
}
/** Saved, but not ready to show yet: the same request again (same Idempotency-Key) answers once it is. */
export class NotReadyYetError extends DomainError {
  override readonly name = 'NotReadyYetError';
  readonly status = 503;
  readonly retryAfterSeconds = 1;
}
