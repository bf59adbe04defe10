/**
 * Password-reset links (DESIGN §6: "reset tokens random, hashed at rest, single-use, ≤ 60 min"). Server side
 * only (node:crypto): the api mints and resolves them, the mail job checks what it is about to send.
 *
 * The token is 32 random bytes; the log and the stream names carry only its keyed hash (HMAC with the platform
 * secret, so a copy of the log alone cannot even confirm a guessed token). The mail needs the token itself, so
 * PasswordResetRequested also carries it sealed with a key of its own (`passwordResetKeyId`), kept outside the
 * log with the personal-data keys; the mail job erases that key once the message is out, after which the token
 * exists only in the person's mailbox.
 */
import { randomBytes } from 'node:crypto';
import { keyedHash } from '../infra/crypto/purpose-tokens';

export const RESET_TOKEN_BYTES = 32;

export function newResetToken(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

export function resetTokenHash(secret: string, token: string): string {
  return keyedHash(secret, 'password-reset-token', token);
}

/** The key that seals one link's token in PasswordResetRequested; erased once the mail is sent. */
export function passwordResetKeyId(tokenHash: string): string {
  return `password-reset:${tokenHash}`;
}

/** The screen the mail links to (spec 1 §2.12: `/reset-password?token=…`). */
export function passwordResetLink(publicUrl: string, token: string): string {
  return new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}
