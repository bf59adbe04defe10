/**
 * Keyed hashes (HMAC with the platform secret) that stand for a value in a stream name, so the value itself — an email
 * address, a university's name, an Idempotency-Key — stays out of the log. The names are built in each area's
 * `*.streams.ts`; hashing is crypto, so it is done here.
 */
import { keyedHash } from './purpose-tokens';

export function emailHash(secret: string, email: string): string {
  return keyedHash(secret, 'email', email.trim().toLowerCase());
}

export function universityNameHash(secret: string, name: string): string {
  return keyedHash(secret, 'university-name', name.trim().toLowerCase().replace(/\s+/g, ' '));
}

export function idempotencyKeyHash(secret: string, key: string): string {
  return keyedHash(secret, 'idempotency-key', key);
}
