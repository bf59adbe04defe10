/**
 * Password-reset links (docs/architecture.md §Security: "reset tokens random, hashed at rest, single-use, ≤ 60 min"):
 * where a link's sealing key is found (its stream: accounts.streams.ts), and the address it points to. Minting and hashing tokens is
 * crypto, so it lives in infra (`infra/crypto/password-reset-tokens.ts`).
 *
 * The token is 32 random bytes; the log and the stream names carry only its keyed hash (HMAC with the platform
 * secret, so a copy of the log alone cannot even confirm a guessed token). The mail needs the token itself, so
 * PasswordResetRequested also carries it sealed with a key of its own (`passwordResetKeyId`), kept outside the
 * log with the personal-data keys; the mail job erases that key once the message is out, after which the token
 * exists only in the person's mailbox.
 */

/** The key that seals one link's token in PasswordResetRequested; erased once the mail is sent. */
export function passwordResetKeyId(tokenHash: string): string {
  return `password-reset:${tokenHash}`;
}

/** The screen the mail links to (spec 1 §2.12: `/reset-password?token=…`). */
export function passwordResetLink(publicUrl: string, token: string): string {
  return new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}
