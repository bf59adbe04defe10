/**
 * Password-reset tokens (see accounts/password-reset-links.ts): 32 random bytes, known at rest only by their keyed
 * hash (HMAC with the platform secret).
 */
import { randomBytes } from 'node:crypto';
import { keyedHash } from './purpose-tokens';

export const RESET_TOKEN_BYTES = 32;

export function newResetToken(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

export function resetTokenHash(secret: string, token: string): string {
  return keyedHash(secret, 'password-reset-token', token);
}
