/** Stream names of the http conventions (issue 14). */

/** The key's stream names a keyed hash of it (`idempotencyKeyHash` in infra/crypto/stream-hashes.ts): the key is the caller's to replay with, so it stays out of the log. */
export const idempotencyKeyStream = (keyHash: string) => `idempotencykey-${keyHash}`;
