import { createHmac, timingSafeEqual } from 'node:crypto';
import { isBlobKey } from './fs-blob-store';

export const DEFAULT_URL_TTL_SECONDS = 300;

export type SignOptions = { secret: string | Buffer; ttlSeconds?: number; now?: Date };
export type VerifyOptions = { secret: string | Buffer; now?: Date };

/**
 * Domain-separated from everything else signed with the same secret (JWTs): a signature made here can
 * never be replayed as another kind of token, and key and expiry cannot be shifted into each other.
 */
function signature(key: string, exp: number, secret: string | Buffer): string {
  if (secret.length === 0) throw new Error('A signing secret is required');
  return createHmac('sha256', secret).update(`stint-file-url:v1\n${key}\n${exp}`).digest('base64url');
}

/**
 * A short-lived URL for a blob. It exists because an `<img>` or a download link cannot send the bearer
 * token: an authorized API call issues the URL, and the URL alone then proves the right to fetch that one
 * blob until it expires.
 */
export function signBlobUrl(key: string, options: SignOptions): string {
  if (!isBlobKey(key)) throw new TypeError('Not a blob key');
  const ttl = options.ttlSeconds ?? DEFAULT_URL_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new RangeError('ttlSeconds must be a positive integer');
  const exp = Math.floor((options.now ?? new Date()).getTime() / 1000) + ttl;
  return `/api/v1/files/${key}?exp=${exp}&sig=${signature(key, exp, options.secret)}`;
}

/**
 * True only for an unexpired URL signed with our secret for exactly this key. Takes the raw query values
 * (possibly missing or repeated-and-joined), since they come straight from the request.
 */
export function verifyBlobSignature(
  key: string,
  exp: string | number | undefined,
  sig: string | undefined,
  options: VerifyOptions,
): boolean {
  if (!isBlobKey(key) || sig === undefined || exp === undefined) return false;
  const expText = String(exp);
  if (!/^\d{1,12}$/.test(expText)) return false;
  const expSeconds = Number(expText);
  if (expSeconds * 1000 <= (options.now ?? new Date()).getTime()) return false;
  const expected = Buffer.from(signature(key, expSeconds, options.secret));
  const given = Buffer.from(sig);
  // Compared as text, not decoded: base64url decoding ignores stray characters, so variants would pass.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
