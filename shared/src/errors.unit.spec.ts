import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError, NotFoundError, NotReadyYetError, ValidationError } from './errors';

describe('domain errors', () => {
  it('carry their name, status, message and field errors, and are told apart by instanceof', () => {
    const error = new ValidationError('Title is required', [{ path: 'title', message: 'Title is required' }]);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect([error.name, error.status, error.message]).toEqual(['ValidationError', 400, 'Title is required']);
    expect(error.errors).toEqual([{ path: 'title', message: 'Title is required' }]);
    expect(String(error)).toBe('ValidationError: Title is required');
  });

  it.each([
    [NotFoundError, 'NotFoundError', 404],
    [ConflictError, 'ConflictError', 409],
    [NotReadyYetError, 'NotReadyYetError', 503],
  ] as const)('names each kind after its class, with its status (%o)', (Kind, name, status) => {
    const error = new Kind('No');
    expect(Kind.name).toBe(name);
    expect([error.name, error.status, error.errors]).toEqual([name, status, undefined]);
  });

  it('tells a client not ready yet when to try again', () => {
    expect(new NotReadyYetError('Saved').retryAfterSeconds).toBe(1);
  });
});
