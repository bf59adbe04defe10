/** Stream names of the http conventions (issue 14). */
import { keyedHash } from '../infra/crypto/purpose-tokens';

/** The key's stream names a keyed hash of it: the key is the caller's to replay with, so it stays out of the log. */
export const idempotencyKeyStream = (secret: string, key: string) =>
  `idempotencykey-${keyedHash(secret, 'idempotency-key', key)}`;
