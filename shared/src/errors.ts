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

/** The base of one kind of domain error: its name (what logs and `instanceof` checks show) and its HTTP status. */
function domainError<Name extends string, Status extends number>(name: Name, status: Status) {
  return class extends DomainError {
    override readonly name: Name = name;
    readonly status: Status = status;
  };
}

export class ValidationError extends domainError('ValidationError', 400) {}
export class UnauthorizedError extends domainError('UnauthorizedError', 401) {}
export class ForbiddenError extends domainError('ForbiddenError', 403) {}
/** Missing, and also another person's object: the two are indistinguishable from outside. */
export class NotFoundError extends domainError('NotFoundError', 404) {}
/** A conflict or an invalid transition. */
export class ConflictError extends domainError('ConflictError', 409) {}
export class PayloadTooLargeError extends domainError('PayloadTooLargeError', 413) {}
export class UnsupportedMediaTypeError extends domainError('UnsupportedMediaTypeError', 415) {}
/** Well-formed but not processable as sent: an Idempotency-Key already used for a different request. */
export class UnprocessableError extends domainError('UnprocessableError', 422) {}
export class RateLimitedError extends domainError('RateLimitedError', 429) {}
/** Saved, but not ready to show yet: the same request again (same Idempotency-Key) answers once it is. */
export class NotReadyYetError extends domainError('NotReadyYetError', 503) {
  readonly retryAfterSeconds = 1;
}
